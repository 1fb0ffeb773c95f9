import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { FilterGroup } from '@/lib/catalog/filters';
import {
  activeFilterCount,
  buildListingHref,
  clearFilters,
  withPage,
  type ListingState,
} from '@/lib/catalog/listing-url';
import type { ProductCardData } from '@/lib/commerce/types';
import { catalogConfig, type ViewMode } from '@/lib/config/catalog';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { ProductListItem } from './product-list-item';
import { ProductOrderRow } from './product-order-row';
import { SortMenu } from './sort-menu';

const { viewModes } = catalogConfig;

/** The `?view=` mode; anything else is the first configured mode (spec §4 default). */
export function parseViewMode(value: string | string[] | undefined): ViewMode {
  const raw = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
  return viewModes.find((mode) => mode === raw) ?? viewModes[0]!;
}

/**
 * A product listing with filters, sort, view modes and pagination. Reusable: the base path is a
 * prop (a category path, `/merken/x` or `/search/term`), every state is a link under it.
 */
export function CatalogListing({
  basePath,
  state,
  items,
  total,
  totalPages,
  groups,
  view,
  sorts = catalogConfig.sortOptions,
  emptyText,
  beforeProducts,
}: {
  basePath: string;
  state: ListingState;
  items: ProductCardData[];
  total: number;
  totalPages: number;
  groups: FilterGroup[];
  view: ViewMode;
  sorts?: readonly string[];
  emptyText: string;
  beforeProducts?: ReactNode;
}) {
  const t = useTranslations('catalog');
  const query = view === viewModes[0] ? '' : `?view=${view.toLowerCase()}`;
  const count = activeFilterCount(state);
  const here = buildListingHref(basePath, state);
  return (
    <div className="flex flex-col gap-4 desk:flex-row desk:gap-6" data-testid="catalog-listing">
      {/* One filter panel for every width: a disclosure on mobile, a sidebar that is always
          open on desktop (globals.css .filter-disclosure), so the page holds it only once. */}
      <aside className="desk:w-64 desk:shrink-0">
        {groups.length ? (
          <details className="filter-disclosure rounded border border-line bg-white p-3 desk:border-0 desk:p-0">
            <summary className="cursor-pointer font-semibold desk:hidden">
              {t('filters')}
              {count ? ` (${count})` : ''}
            </summary>
            <div className="mt-3 desk:mt-0">
              <FilterPanel groups={groups} state={state} basePath={basePath} idPrefix="filters" />
            </div>
          </details>
        ) : null}
      </aside>
      <div className="min-w-0 flex-1">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <p className="mr-auto text-sm text-muted" data-testid="result-count">
            {t('resultCount', { count: total })}
          </p>
          <SortMenu state={state} basePath={basePath} options={sorts} query={query} />
          <div className="flex rounded border border-line" role="group" aria-label={t('viewMode')}>
            {viewModes.map((mode) => (
              <Link
                key={mode}
                prefetch={false}
                rel="nofollow"
                href={`${here}${mode === viewModes[0] ? '' : `?view=${mode.toLowerCase()}`}`}
                aria-current={mode === view ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center px-3 text-sm ${mode === view ? 'bg-brand text-white' : 'bg-white'}`}
              >
                {t(`view.${mode}`)}
              </Link>
            ))}
          </div>
        </div>
        {beforeProducts}
        {state.page > 1 && !state.previousPage && items.length ? (
          <p className="mb-4 text-center">
            <Link
              prefetch={false}
              rel="nofollow"
              href={buildListingHref(basePath, withPage(state, state.page, true)) + query}
              className="inline-flex min-h-10 items-center rounded border border-brand px-4 text-sm font-semibold text-brand"
            >
              {t('loadPrevious')}
            </Link>
          </p>
        ) : null}
        {/* Product names are h3: this keeps the outline h1, h2, h3 for screen readers. */}
        <h2 className="sr-only">{t('productsHeading')}</h2>
        {items.length ? (
          view === 'LIST' ? (
            <ul className="flex flex-col gap-3" data-view="LIST">
              {items.map((item) => (
                <li key={item.sku}>
                  <ProductListItem product={item} />
                </li>
              ))}
            </ul>
          ) : view === 'ORDER_LIST' ? (
            <ul
              className="divide-y divide-line rounded-lg border border-line bg-white px-3"
              data-view="ORDER_LIST"
            >
              {items.map((item) => (
                <li key={item.sku}>
                  <ProductOrderRow product={item} />
                </li>
              ))}
            </ul>
          ) : (
            <ul
              className="grid grid-cols-2 gap-2 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
              data-view="GRID"
            >
              {items.map((item, index) => (
                <li key={item.sku}>
                  <ProductCard product={item} priority={index < 2} />
                </li>
              ))}
            </ul>
          )
        ) : (
          <div
            className="rounded border border-line bg-white p-8 text-center"
            data-testid="listing-empty"
          >
            <p className="mb-3 font-semibold">{emptyText}</p>
            {count ? (
              <Link
                prefetch={false}
                href={buildListingHref(basePath, clearFilters(state))}
                className="text-accent underline"
              >
                {t('clearAll')}
              </Link>
            ) : null}
          </div>
        )}
        <Pagination state={state} basePath={basePath} totalPages={totalPages} query={query} />
      </div>
    </div>
  );
}
