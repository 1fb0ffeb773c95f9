import { getLocale, getTranslations } from 'next-intl/server';
import { getBlockProducts } from '@/lib/commerce';
import type { ContentBlock } from '@/lib/commerce/types';
import { ProductCard } from '@/components/catalog/product-card';
import { Carousel } from './carousel';

type ProductsBlock = Extract<ContentBlock, { type: 'products' | 'products-carousel' }>;

/** Products block: a grid, or a carousel for the carousel appearance. Nothing when empty. */
export async function ProductsBlockView({
  block,
  fallbackTitle,
}: {
  block: ProductsBlock;
  fallbackTitle: string;
}) {
  const locale = await getLocale();
  const t = await getTranslations('Content');
  const products = await getBlockProducts(block.source, locale);
  if (products.length === 0) return null;
  const title = block.title ?? fallbackTitle;
  const carousel = block.appearance === 'carousel';
  return (
    <section className="container-shop my-8" aria-label={block.title ? undefined : title}>
      {block.title ? <h2 className="mb-4 text-2xl font-bold text-brand">{block.title}</h2> : null}
      {carousel ? (
        <Carousel
          id={`carousel-${block.id}`}
          label={title}
          previous={t('previous')}
          next={t('next')}
        >
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Carousel>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 desk:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
