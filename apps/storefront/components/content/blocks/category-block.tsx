import { getLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getBlockCategories } from '@/lib/commerce';
import type { ContentBlock } from '@/lib/commerce/types';
import { FallbackImage } from '@/components/ui/fallback-image';
import { TitledSection } from './titled-section';

/** Tiles of catalogue categories (name, picture, link) by id; nothing when none is found. */
export async function CategoryBlockView({
  block,
  fallbackTitle,
}: {
  block: Extract<ContentBlock, { type: 'category' }>;
  fallbackTitle: string;
}) {
  const locale = await getLocale();
  const categories = await getBlockCategories(block.categoryIds, locale);
  if (categories.length === 0) return null;
  return (
    <TitledSection id={block.id} title={block.title ?? fallbackTitle}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 desk:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              prefetch={false}
              href={category.href}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-line bg-white p-3 text-center font-semibold text-ink hover:border-brand hover:text-brand"
              data-testid="category-tile"
            >
              <FallbackImage
                src={category.image ?? ''}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                className="aspect-square h-auto w-full max-w-32 object-contain"
              />
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
