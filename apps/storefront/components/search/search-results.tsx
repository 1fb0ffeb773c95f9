import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import { CatalogListing } from '@/components/catalog/listing';
import { RetryButton } from '@/components/errors/retry-button';
import { redirect } from 'next/navigation';
import { buildFilterGroups, type FilterGroup } from '@/lib/catalog/filters';
import {
  activeFilterCount,
  engineFilters,
  sortInput,
  type ListingState,
} from '@/lib/catalog/listing-url';
import { searchProducts } from '@/lib/commerce/search';
import { catalogConfig, type ViewMode } from '@/lib/config/catalog';
import type { SearchFacet } from '@/lib/commerce/types';
import { localizedPath } from '@/lib/i18n/locales';
import { searchConfig } from '@/lib/config/search';
import { exactCodeMatch } from '@/lib/search/navigation';
import { DidYouMean } from './did-you-mean';
import { PopularCategories } from './popular-categories';
import { ResultTracking } from './result-tracking';

/**
 * The search results (issue 5 item 3): the category listing with a relevance sort and a
 * category filter from the hits, 'did you mean', the no-results page and the §8 error state.
 */
export async function SearchResults({
  term,
  basePath,
  state,
  view,
  locale,
}: {
  term: string;
  basePath: string;
  state: ListingState;
  view: ViewMode;
  locale: string;
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  if (!term) {
    return (
      <Shell title={t('titleEmpty')}>
        <p className="text-muted">{t('emptyPrompt')}</p>
        <PopularCategories locale={locale} />
      </Shell>
    );
  }
  const result = await searchProducts(
    {
      term,
      page: state.page,
      pageSize: searchConfig.pageSize,
      sort: sortInput(state.sort, catalogConfig.searchSortOptions),
      filter: engineFilters(state),
    },
    locale,
  );
  const title = t('title', { term });
  if (!result.ok) {
    return (
      <Shell title={title}>
        <div
          role="alert"
          className="rounded border border-line bg-white p-6"
          data-testid="search-error"
        >
          <p className="mb-1 font-semibold">{t('errorTitle')}</p>
          <p className="mb-4 text-sm text-muted">{t('errorText')}</p>
          <RetryButton label={t('retry')} />
        </div>
      </Shell>
    );
  }
  const listing = result.data;
  const filtered = activeFilterCount(state) > 0;
  // An exact EAN or SKU opens the product (issue 5: straight to the product).
  const exact = state.page === 1 && !filtered ? exactCodeMatch(term, listing.items) : null;
  if (exact) redirect(localizedPath(locale, exact.href));

  if (listing.total === 0 && !filtered) {
    return (
      <Shell title={title}>
        <div className="rounded border border-line bg-white p-6" data-testid="no-results">
          <p className="mb-1 text-lg font-semibold">{t('noResultsTitle')}</p>
          <p className="mb-3 text-sm text-muted">{t('noResultsText', { term })}</p>
          <DidYouMean suggestions={listing.suggestions} />
        </div>
        <PopularCategories locale={locale} />
      </Shell>
    );
  }
  // The first row's pictures are the page's largest paint; the cards load theirs lazily.
  for (const item of listing.items.slice(0, 2))
    if (item.image.url) preload(item.image.url, { as: 'image', fetchPriority: 'high' });
  return (
    <Shell title={title}>
      <ResultTracking
        list="search_results"
        items={listing.items.map((item) => ({
          sku: item.sku,
          name: item.name,
          brand: item.brand,
          href: item.href,
          price: item.price?.final.value ?? null,
          currency: item.price?.final.currency ?? null,
        }))}
      >
        <CatalogListing
          basePath={basePath}
          state={state}
          items={listing.items}
          total={listing.total}
          totalPages={Math.max(1, listing.totalPages)}
          groups={filterGroupsFor(listing.facets, t('category'))}
          view={view}
          sorts={catalogConfig.searchSortOptions}
          emptyText={t('noResultsTitle')}
          beforeProducts={<DidYouMean suggestions={listing.suggestions} />}
        />
      </ResultTracking>
    </Shell>
  );
}

/** The category listing's filters, with the hits' categories first as a filter of their own. */
function filterGroupsFor(facets: SearchFacet[], categoryLabel: string): FilterGroup[] {
  const categories = facets.find((facet) => facet.attribute_code === 'category_id');
  const categoryGroup: FilterGroup[] = categories
    ? [
        {
          code: 'category_id',
          label: categoryLabel,
          type: 'default',
          tooltip: null,
          options: categories.options.map((option) => ({
            label: option.label ?? option.value,
            value: option.value,
            count: option.count ?? 0,
            swatch: null,
          })),
        },
      ]
    : [];
  return [...categoryGroup, ...buildFilterGroups(facets)];
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container-shop py-4">
      <h1 className="mb-4 text-2xl font-bold text-brand sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
