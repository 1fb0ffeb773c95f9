import { ContentBlocks } from '@/components/content/content-blocks';
import { convertBlocks } from '@/components/content/convert';
import { FallbackImage } from '@/components/ui/fallback-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buildFilterGroups } from '@/lib/catalog/filters';
import type { ListingState } from '@/lib/catalog/listing-url';
import type { CategoryPageData } from '@/lib/commerce/types';
import type { ViewMode } from '@/lib/config/catalog';
import { layoutConfig } from '@/lib/config/layout';
import { sanitizeCmsHtml } from '@/components/content/sanitize';
import { Breadcrumbs } from './breadcrumbs';
import { CatalogListing } from './listing';
import type { loadListing } from './listing-data';

/** A category page (spec §2, §3 Category, §9 filters). */
export async function CategoryPage({
  category,
  state,
  listing,
  view,
}: {
  category: CategoryPageData;
  state: ListingState;
  /** The listing of `state`, loaded by the route (which decides whether the state is real). */
  listing: Awaited<ReturnType<typeof loadListing>>;
  view: ViewMode;
}) {
  const t = await getTranslations('catalog');
  const groups = buildFilterGroups(listing?.aggregations, {
    categories: category.children.map((child) => ({
      label: child.name,
      href: child.href,
      count: child.count,
    })),
    categoriesLabel: t('categories'),
  });
  const banner = category.banner ? (
    <CategoryBanner banner={category.banner} alt={category.name} />
  ) : null;
  return (
    <div className="container-shop py-4">
      <Breadcrumbs items={[...category.breadcrumbs, { name: category.name, href: null }]} />
      <h1 className="mb-3 text-2xl font-bold text-brand sm:text-3xl">{category.name}</h1>
      {category.banner?.position === 1 ? banner : null}
      {state.page === 1 && category.blocks.length ? (
        <div className="mb-4" data-testid="category-content">
          <ContentBlocks blocks={convertBlocks(category.blocks)} />
        </div>
      ) : null}
      {category.quickFilters.length ? (
        <ul className="mb-4 flex gap-2 overflow-x-auto pb-1" aria-label={t('quickFilters')}>
          {category.quickFilters.map((quick) => (
            <li key={quick.id} className="shrink-0">
              <Link
                prefetch={false}
                href={quick.href}
                className="inline-flex min-h-10 items-center rounded-full border border-brand bg-white px-4 text-sm text-brand hover:bg-brand-light"
              >
                {quick.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <CatalogListing
        basePath={category.path}
        state={state}
        items={listing?.items ?? []}
        total={listing?.total ?? 0}
        totalPages={listing?.totalPages ?? 1}
        groups={groups}
        view={view}
        emptyText={t('emptyCategory')}
      />
      {category.banner && category.banner.position !== 1 ? (
        <div className="mt-6">{banner}</div>
      ) : null}
      {category.description && state.page === 1 ? (
        <div
          className="cms-text mt-8 max-w-3xl text-sm"
          dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(category.description) }}
        />
      ) : null}
    </div>
  );
}

function CategoryBanner({
  banner,
  alt,
}: {
  banner: NonNullable<CategoryPageData['banner']>;
  alt: string;
}) {
  const picture = (
    <picture>
      {banner.desktopImage ? (
        <source
          media={`(min-width: ${layoutConfig.breakpoints.lg}px)`}
          srcSet={banner.desktopImage}
        />
      ) : null}
      <FallbackImage
        src={banner.mobileImage ?? banner.desktopImage ?? ''}
        alt={alt}
        className="h-auto w-full rounded-lg"
        width={1200}
        height={300}
      />
    </picture>
  );
  return (
    <div className="mb-4" data-testid="category-banner">
      {banner.link ? (
        <Link prefetch={false} href={banner.link}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}
