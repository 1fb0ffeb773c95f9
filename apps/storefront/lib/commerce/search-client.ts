import { shopConfig } from '@/lib/config/shop';
import { autocompleteQuery, autocompleteSettingsQuery } from './queries/search';
import { mediaUrl } from './reshape';
import type { AutocompleteResults, AutocompleteSettings } from './types';

/** spec §9 autocomplete limits, the default setting; storeConfig overrides them. */
export const defaultAutocompleteSettings: AutocompleteSettings = {
  categories: 5,
  products: 8,
  suggestions: 12,
  cmsPages: 0,
  ean: 1,
  order: ['categories', 'products', 'cmsPages'],
};

interface RawAutocomplete {
  categories?: {
    total_count?: number | null;
    items?:
      | ({
          id: number;
          name?: string | null;
          url_path?: string | null;
          image?: string | null;
          breadcrumbs?:
            ({ category_name?: string | null; category_level?: number | null } | null)[] | null;
        } | null)[]
      | null;
  } | null;
  products?: {
    total_count?: number | null;
    items?:
      | ({
          id: number;
          sku?: string | null;
          ean?: string | null;
          name?: string | null;
          url_key?: string | null;
          url_suffix?: string | null;
          brand_label?: string | null;
          shouldDisplayPrice?: boolean | null;
          small_image?: { url?: string | null } | null;
          price_range?: {
            minimum_price?: {
              final_price?: { value?: number | null; currency?: string | null } | null;
            } | null;
          } | null;
        } | null)[]
      | null;
    suggestions?: ({ search: string } | null)[] | null;
  } | null;
  cmsPages?: {
    items?: ({ identifier: string; url_key: string; title: string } | null)[] | null;
  } | null;
}

interface RawSettings {
  storeConfig?: {
    autocomplete_categories_limit?: number | null;
    autocomplete_products_limit?: number | null;
    autocomplete_suggestions_limit?: number | null;
    autocomplete_cms_pages_limit?: number | null;
    autocomplete_ean_limit?: number | null;
    autocomplete_order?: (string | null)[] | null;
  } | null;
}

/** The shopper's token, when signed in (spec §7); the account issue stores it under this key. */
function shopperToken(): string | null {
  try {
    return window.localStorage.getItem('customerToken');
  } catch {
    return null;
  }
}

async function post<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T | null> {
  const token = shopperToken();
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      signal: signal ?? null,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        Store: shopConfig.storeCode,
        'Content-Currency': shopConfig.currency,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ operationName, query, variables }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: T | null };
    return body.data ?? null;
  } catch {
    return null;
  }
}

let settings: Promise<AutocompleteSettings> | null = null;

/** The shop's autocomplete setting, asked once per page view; the defaults when that fails. */
export function loadAutocompleteSettings(): Promise<AutocompleteSettings> {
  settings ??= post<RawSettings>('AutocompleteSettings', autocompleteSettingsQuery, {}).then(
    (data) => {
      const config = data?.storeConfig;
      if (!config) {
        settings = null;
        return defaultAutocompleteSettings;
      }
      const d = defaultAutocompleteSettings;
      const order = (config.autocomplete_order ?? []).filter((kind): kind is string => !!kind);
      return {
        categories: config.autocomplete_categories_limit ?? d.categories,
        products: config.autocomplete_products_limit ?? d.products,
        suggestions: config.autocomplete_suggestions_limit ?? d.suggestions,
        cmsPages: config.autocomplete_cms_pages_limit ?? d.cmsPages,
        ean: config.autocomplete_ean_limit ?? d.ean,
        order: order.length > 0 ? order : d.order,
      };
    },
  );
  return settings;
}

/**
 * spec §7 GetAutocompleteResults from the browser, straight to /api/graphql with the store,
 * currency and token headers. Returns null on any failure: spec §8 says autocomplete failures
 * are not shown.
 */
export async function fetchAutocomplete(
  text: string,
  limits: AutocompleteSettings,
  signal?: AbortSignal,
): Promise<AutocompleteResults | null> {
  const data = await post<RawAutocomplete>(
    'GetAutocompleteResults',
    autocompleteQuery,
    {
      inputText: text,
      pageSize: Math.max(1, limits.products),
      categoryPageSize: Math.max(1, limits.categories),
      withCmsPages: limits.cmsPages > 0,
      cmsPageSize: Math.max(1, limits.cmsPages),
    },
    signal,
  );
  return data ? reshapeAutocomplete(data, text, limits) : null;
}

export function reshapeAutocomplete(
  raw: RawAutocomplete,
  text: string,
  limits: AutocompleteSettings,
): AutocompleteResults {
  const categories = (raw.categories?.items ?? []).flatMap((item) =>
    item?.name && item.url_path
      ? [
          {
            id: item.id,
            name: item.name,
            href: `/${item.url_path}`,
            image: mediaUrl(item.image),
            path: (item.breadcrumbs ?? [])
              .filter((crumb) => !!crumb?.category_name)
              .sort((a, b) => (a!.category_level ?? 0) - (b!.category_level ?? 0))
              .map((crumb) => crumb!.category_name!),
          },
        ]
      : [],
  );
  const products = (raw.products?.items ?? []).flatMap((item) => {
    if (!item?.sku || !item.name || !item.url_key) return [];
    const final = item.price_range?.minimum_price?.final_price;
    return [
      {
        id: item.id,
        sku: item.sku,
        ean: item.ean ?? null,
        name: item.name,
        brand: item.brand_label ?? null,
        href: `/${item.url_key}${item.url_suffix ?? ''}`,
        image: mediaUrl(item.small_image?.url),
        price:
          item.shouldDisplayPrice !== false && typeof final?.value === 'number'
            ? { value: final.value, currency: final.currency ?? 'EUR' }
            : null,
      },
    ];
  });
  // spec §9 EAN limit: an exact EAN match shows only that many products.
  const wanted = text.trim();
  const eanHit = products[0]?.ean && products[0].ean === wanted;
  return {
    categories: categories.slice(0, limits.categories),
    products: products.slice(0, eanHit ? limits.ean : limits.products),
    cmsPages: (raw.cmsPages?.items ?? [])
      .flatMap((page) =>
        page ? [{ identifier: page.identifier, title: page.title, href: `/${page.url_key}` }] : [],
      )
      .slice(0, limits.cmsPages),
    suggestions: (raw.products?.suggestions ?? [])
      .flatMap((suggestion) => (suggestion?.search ? [suggestion.search] : []))
      .slice(0, limits.suggestions),
    total: raw.products?.total_count ?? 0,
  };
}
