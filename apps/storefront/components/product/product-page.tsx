import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { RecentlyViewedRecorder } from '@/components/recently-viewed/recently-viewed-recorder';
import type { ConfigurableOption, ProductPageData, ProductVariant } from '@/lib/commerce/types';
import { BundleCombinations } from './bundle-combinations';
import { BuyBox } from './buy-box';
import { Cashback } from './cashback';
import { ConfigurableOptions } from './configurable-options';
import { ProductDescription } from './product-description';
import { ProductEnergy } from './product-energy';
import { ProductGallery } from './product-gallery';
import { ProductHeading } from './product-heading';
import { ProductLabels } from './product-labels';
import { ProductStructuredData } from './product-structured-data';
import { ProductUsps } from './product-usps';
import { ProductVariations } from './product-variations';
import { RelatedProducts } from './related-products';
import { Specifications } from './specifications';
import { StockPerStore } from './stock-per-store';

/** The product page (spec §3 Product, §4 status and variant selection). */
export function ProductPage({
  product,
  options,
  variants,
  selected,
  locale,
}: {
  product: ProductPageData;
  options: ConfigurableOption[];
  variants: ProductVariant[];
  selected: Record<string, number>;
  locale: string;
}) {
  const crumbs = [...product.breadcrumbs, { name: product.name, href: product.href }];
  return (
    <div className="container-shop py-4" data-testid="product-page" data-sku={product.sku}>
      <ProductStructuredData product={product} crumbs={crumbs} locale={locale} />
      <Breadcrumbs items={crumbs} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <ProductLabels labels={product.labels} />
          <ProductGallery entries={product.gallery} name={product.name} />
        </div>
        <div className="flex flex-col gap-4">
          <ProductHeading product={product} />
          <ProductEnergy product={product} />
          <ProductUsps usps={product.usps} />
          <ConfigurableOptions
            options={options}
            variants={variants}
            selected={selected}
            basePath={product.href}
          />
          <ProductVariations product={product} />
          <BuyBox product={product} />
          <Cashback action={product.cashbackAction} />
          <StockPerStore sku={product.sku} name={product.name} />
        </div>
      </div>
      <BundleCombinations product={product} />
      <ProductDescription product={product} />
      <Specifications groups={product.specificationGroups} />
      <RelatedProducts product={product} />
      <RecentlyViewedRecorder sku={product.parentSku ?? product.sku} />
    </div>
  );
}
