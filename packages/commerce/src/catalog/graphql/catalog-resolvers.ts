import type { GraphQLResolveInfo } from 'graphql';
import type {
  CategoryTreeResolvers,
  QueryResolvers,
} from '../../graphql/generated/resolver-types.ts';
import { shopConstants } from '../../config/constants.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { ancestorsOf } from '../catalog-service.ts';
import type { CategoryRecord } from '../catalog-records.ts';
import { ListingInputError } from '../index/catalog-index.ts';
import { sortFields } from '../index/sort-fields.ts';
import type { ListingQuery } from '../index/types.ts';
import { aggregationsOf } from './aggregations.ts';
import { categoryText, localName } from '../localised-names.ts';
import { categoryUrlKey } from '../category-urls.ts';
import { categoryUid, idFromUid } from './ids.ts';
import {
  badInput,
  boundedSearchText,
  toListingQuery,
  type ProductsArguments,
} from './listing-arguments.ts';

const sortOptions = sortFields.map(({ field, label }) => ({ value: field, label }));

/** Runs a listing, turning the index's input errors into GraphQL errors. */
function listOrExplain(context: GraphQLContext, query: ListingQuery) {
  try {
    return context.catalog.list(query);
  } catch (error: unknown) {
    if (error instanceof ListingInputError) throw badInput(error.message);
    throw error;
  }
}

/** True when the selection asks for `aggregations`; the dropdown does not, and is served faster. */
function asksForAggregations(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    node.selectionSet?.selections.some(
      (selection) => selection.kind !== 'Field' || selection.name.value === 'aggregations',
    ),
  );
}

function products(
  _: unknown,
  args: ProductsArguments,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) {
  const { query, urlKeys } = toListingQuery(args);
  if (urlKeys) {
    // A url key in the request's language, as the shop's links on that language's pages name it.
    const locale = context.locale;
    const skus = urlKeys.flatMap(
      (key) =>
        (locale && locale !== 'nl' ? context.catalog.productByLocalUrl(locale, key) : undefined)
          ?.sku ??
        context.catalog.productByUrl(key)?.sku ??
        [],
    );
    query.skus = query.skus ? query.skus.filter((sku) => skus.includes(sku)) : skus;
  }
  // Every request is one listing, so pages, sorts and filters of one search share one result
  // set; which fields are selected only decides whether facets are counted.
  query.countFacets = asksForAggregations(info);
  query.locale = context.locale;
  const result = listOrExplain(context, query);
  return {
    items: result.ids.flatMap((id) => context.catalog.product(id) ?? []),
    total_count: result.totalCount,
    page_info: pageInfo(query, result.totalCount),
    aggregations: () => aggregationsOf(result, context.catalog, context.locale),
    sort_fields: { default: query.search ? 'relevance' : 'position', options: sortOptions },
    suggestions: suggestionsFor(context, query, result.suggestions).map((search) => ({ search })),
  };
}

/** Did-you-mean phrases; while the shopper types, completions of the text come first (spec §9). */
function suggestionsFor(context: GraphQLContext, query: ListingQuery, didYouMean: string[]) {
  if (!query.autocomplete || !query.search) return didYouMean;
  const limit = shopConstants.autocomplete.suggestions;
  const phrases = autocompleteFor(context, query.search).suggestions.slice(0, limit);
  for (const phrase of didYouMean) {
    if (phrases.length >= limit) break;
    if (!phrases.includes(phrase)) phrases.push(phrase);
  }
  return phrases;
}

function pageInfo(query: ListingQuery, totalCount: number) {
  return {
    current_page: query.currentPage,
    page_size: query.pageSize,
    total_pages: Math.ceil(totalCount / query.pageSize),
  };
}

const autocompleteMemo = new WeakMap<
  GraphQLContext,
  Map<string, ReturnType<GraphQLContext['catalog']['autocomplete']>>
>();

/** One autocomplete per text per request: the categories and products fields share it. */
function autocompleteFor(context: GraphQLContext, text: string) {
  let memo = autocompleteMemo.get(context);
  if (!memo) autocompleteMemo.set(context, (memo = new Map()));
  const key = text.trim().toLowerCase();
  let found = memo.get(key);
  if (!found) {
    const limits = shopConstants.autocomplete;
    found = context.catalog.autocomplete(
      text,
      { categories: limits.categories, suggestions: limits.suggestions },
      context.locale,
    );
    memo.set(key, found);
  }
  return found;
}

interface CategoryFilterArguments {
  filters?: Record<
    string,
    { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null
  > | null;
  search?: string | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

function filterCategories(
  context: GraphQLContext,
  filters: CategoryFilterArguments['filters'],
): CategoryRecord[] {
  const all = [...context.catalog.categories()];
  if (!filters || Object.values(filters).every((value) => !value)) {
    return all.filter((category) => category.parentId === null);
  }
  const wanted = (
    filter: { eq?: string | null; in?: (string | null)[] | null } | null | undefined,
  ) =>
    filter
      ? [filter.eq, ...(filter.in ?? [])].filter(
          (value): value is string => typeof value === 'string',
        )
      : null;
  const ids = wanted(filters.ids)?.map(Number);
  const uids = wanted(filters.category_uid)?.map(idFromUid);
  const parents = wanted(filters.parent_id)?.map(Number);
  const urlKeys = wanted(filters.url_key);
  // A path as the request's language names it (its own, the Dutch or another language's, as
  // route() finds it): the category it finds, whichever language's path was asked for.
  const pathIds = wanted(filters.url_path)?.flatMap(
    (path) => context.catalog.categoryAt(path.replace(/^\/+|\/+$/g, ''), context.locale)?.id ?? [],
  );
  const name = filters.name?.match?.trim().toLowerCase();
  return all.filter(
    (category) =>
      (!ids || ids.includes(category.id)) &&
      (!uids || uids.includes(category.id)) &&
      (!parents || parents.includes(category.parentId ?? 0)) &&
      (!urlKeys ||
        urlKeys.includes(category.urlKey) ||
        urlKeys.includes(categoryUrlKey(category, context.locale))) &&
      (!pathIds || pathIds.includes(category.id)) &&
      (!name || category.name.toLowerCase().includes(name)),
  );
}

function categories(_: unknown, args: CategoryFilterArguments, context: GraphQLContext) {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (pageSize < 1 || pageSize > shopConstants.maxPageSize) {
    throw badInput(`pageSize must be between 1 and ${shopConstants.maxPageSize}; got ${pageSize}.`);
  }
  if (currentPage < 1) throw badInput(`currentPage must be at least 1; got ${currentPage}.`);
  const search = boundedSearchText(args.search) || boundedSearchText(args.filters?.name?.match);
  if (search) {
    const found = autocompleteFor(context, search).categories;
    const items = found.items.flatMap((category) => context.catalog.category(category.id) ?? []);
    return {
      items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      total_count: found.totalCount,
      page_info: {
        current_page: currentPage,
        page_size: pageSize,
        total_pages: Math.ceil(found.totalCount / pageSize),
      },
    };
  }
  const matching = filterCategories(context, args.filters);
  return {
    items: matching.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: matching.length,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(matching.length / pageSize),
    },
  };
}

export const catalogQueryResolvers: QueryResolvers = {
  products,
  categoryList: (_: unknown, args: CategoryFilterArguments, context: GraphQLContext) =>
    filterCategories(context, args.filters),
  categories,
  storeConfig: (_: unknown, __: unknown, context: GraphQLContext) => storeConfig(context),
};

function storeConfig(context: GraphQLContext) {
  const { store, installments } = shopConstants;
  // §9: limits and order of the autocomplete sections (AUTOCOMPLETE_PRESET picks the setting).
  const autocomplete = shopConstants.autocomplete;
  const root = [...context.catalog.categories()].find((category) => category.parentId === null);
  return {
    store_code: context.storeCode,
    store_name: store.name,
    locale: store.locale,
    base_currency_code: store.currency,
    default_display_currency_code: store.currency,
    timezone: store.timezone,
    root_category_id: root?.id ?? null,
    catalog_default_sort_by: 'position',
    grid_per_page: shopConstants.catalogPageSize,
    list_per_page: shopConstants.catalogPageSize,
    product_url_suffix: '',
    category_url_suffix: '',
    free_shipping_amount: shopConstants.freeShippingFromCents / 100,
    base_shipping_amount: shopConstants.baseShippingCents / 100,
    installment_count: installments.count,
    installment_min_amount: installments.minCents / 100,
    installment_max_amount: installments.maxCents / 100,
    accessory_bundle_discount_percent: shopConstants.accessoryBundleDiscountPercent,
    compare_limit: shopConstants.compareLimit,
    recently_viewed_count: shopConstants.recentlyViewedCount,
    autocomplete_categories_limit: autocomplete.categories,
    autocomplete_products_limit: autocomplete.products,
    autocomplete_suggestions_limit: autocomplete.suggestions,
    autocomplete_cms_pages_limit: autocomplete.cmsPages,
    autocomplete_ean_limit: autocomplete.ean,
    autocomplete_order: [...autocomplete.order],
    max_page_size: shopConstants.maxPageSize,
  };
}

/** Category fields computed from the tree (spec §3 Category). */
export const categoryTreeResolvers: CategoryTreeResolvers = {
  name: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    localName(category, category.name, context.locale),
  uid: (category: CategoryRecord) => categoryUid(category.id),
  url_key: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    categoryUrlKey(category, context.locale),
  url_path: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    context.catalog.categoryPath(category, context.locale),
  url_alternates: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    context.catalog.categoryPaths(category).map(({ locale, urlKey, path }) => ({
      locale,
      url_key: urlKey,
      relative_url: `/${path}`,
    })),
  url_suffix: () => '',
  include_in_menu: (category: CategoryRecord) => (category.includeInMenu ? 1 : 0),
  path: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    [
      ...ancestorsOf(category, context.catalog.referenceData.categories).map((c) => c.id),
      category.id,
    ].join('/'),
  description: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    categoryText(category.textTranslations, 'description', category.description, context.locale),
  meta_title: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    categoryText(category.textTranslations, 'metaTitle', category.metaTitle, context.locale) ??
    localName(category, category.name, context.locale),
  meta_description: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    categoryText(
      category.textTranslations,
      'metaDescription',
      category.metaDescription,
      context.locale,
    ),
  pagebuilder_content: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    categoryText(
      category.textTranslations,
      'pagebuilderContent',
      category.pagebuilderContent,
      context.locale,
    ),
  banner_desktop: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    bannerIn(category, context.locale).desktop,
  banner_mobile: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    bannerIn(category, context.locale).mobile,
  banner_position: (category: CategoryRecord) => category.bannerPosition ?? 1,
  banner_link: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    bannerLinkIn(category, context),
  banner: (category: CategoryRecord, _: unknown, context: GraphQLContext) => {
    const { desktop, mobile } = bannerIn(category, context.locale);
    return desktop || mobile
      ? {
          desktop_image: desktop,
          mobile_image: mobile ?? desktop,
          position: category.bannerPosition ?? 1, // spec §9: banner position defaults to 1
          link: bannerLinkIn(category, context),
        }
      : null;
  },
  longtail_category: (category: CategoryRecord) => category.longtail,
  breadcrumbs: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    ancestorsOf(category, context.catalog.referenceData.categories).map((ancestor) => ({
      category_id: ancestor.id,
      category_uid: categoryUid(ancestor.id),
      category_name: localName(ancestor, ancestor.name, context.locale),
      category_level: ancestor.level,
      category_url_key: categoryUrlKey(ancestor, context.locale),
      category_url_path: context.catalog.categoryPath(ancestor, context.locale),
    })),
  children_count: (category: CategoryRecord) => String(category.childIds.length),
  children: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    childrenOf(category, context),
  quick_filters: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    childrenOf(category, context).filter((child) => child.longtail),
  product_count: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
    context.catalog.list({ categoryId: category.id, currentPage: 1, pageSize: 1 }).totalCount,
};

function childrenOf(category: CategoryRecord, context: GraphQLContext): CategoryRecord[] {
  return category.childIds
    .flatMap((id) => context.catalog.category(id) ?? [])
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The banner's link in the request's language: a link to a category's Dutch path names that
 * category's path in the language (ADR 0042), so the banner leads there without a redirect;
 * any other link is answered as written.
 */
function bannerLinkIn(category: CategoryRecord, context: GraphQLContext): string | null {
  return category.bannerLink && context.catalog.categoryLinkIn(category.bannerLink, context.locale);
}

/** The category's banner pictures in the request's language; the Dutch ones where it has none. */
function bannerIn(category: CategoryRecord, locale: GraphQLContext['locale']) {
  return {
    desktop: categoryText(
      category.textTranslations,
      'bannerDesktop',
      category.bannerDesktop,
      locale,
    ),
    mobile: categoryText(category.textTranslations, 'bannerMobile', category.bannerMobile, locale),
  };
}
