import type { GetAutocompleteResultsQuery } from '../generated/graphql';
import type { AutocompleteResults, AutocompleteSettings } from '../types';
import { mediaUrl, money, present, productPath, sitePath } from '../values';

/** spec §3 Autocomplete results, shaped for the dropdown and cut to the shop's limits (§9). */
export function reshapeAutocomplete(
  raw: GetAutocompleteResultsQuery,
  text: string,
  limits: AutocompleteSettings,
): AutocompleteResults {
  const categories = present(raw.categories?.items).flatMap((item) =>
    item.id !== null && item.name && item.url_path
      ? [
          {
            id: item.id,
            name: item.name,
            href: sitePath(item.url_path),
            image: mediaUrl(item.image),
            // The category's trail from the top, e.g. Huishouden › Wassen & drogen.
            path: present(item.breadcrumbs)
              .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
              .flatMap((crumb) => (crumb.category_name ? [crumb.category_name] : [])),
          },
        ]
      : [],
  );
  const products = present(raw.products?.items).flatMap((item) =>
    item.id !== null && item.sku && item.name && item.url_key
      ? [
          {
            id: item.id,
            sku: item.sku,
            ean: item.ean ?? null,
            name: item.name,
            brand: item.brand_label ?? null,
            href: productPath(item.url_key, item.url_suffix),
            image: mediaUrl(item.small_image?.url),
            // spec §4: the status decides whether a price is shown at all.
            price:
              item.shouldDisplayPrice !== false
                ? money(item.price_range.minimum_price.final_price)
                : null,
          },
        ]
      : [],
  );
  // spec §9 EAN limit: an exact EAN match shows only that many products.
  const eanHit = products[0]?.ean && products[0].ean === text.trim();
  return {
    categories: categories.slice(0, limits.categories),
    products: products.slice(0, eanHit ? limits.ean : limits.products),
    cmsPages: (raw.cmsPages?.items ?? [])
      .map((page) => ({
        identifier: page.identifier,
        title: page.title,
        href: sitePath(page.url_key),
      }))
      .slice(0, limits.cmsPages),
    suggestions: present(raw.products?.suggestions)
      .flatMap((suggestion) => (suggestion.search ? [suggestion.search] : []))
      .slice(0, limits.suggestions),
    total: raw.products?.total_count ?? 0,
  };
}
