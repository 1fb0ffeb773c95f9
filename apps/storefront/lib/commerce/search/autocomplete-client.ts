import { browserQuery } from '../browser-query';
import {
  AutocompleteSettingsDocument,
  GetAutocompleteResultsDocument,
  type AutocompleteSettingsQuery,
} from '../generated/graphql';
import type { AutocompleteResults, AutocompleteSettings } from '../types';
import { reshapeAutocomplete } from './reshape-autocomplete';

/**
 * The engine's storeConfig is where the shop's autocomplete setting lives (spec §9). These are
 * its defaults, used only while the engine cannot be reached for it: the dropdown then still
 * works as soon as it can be reached for results.
 */
export const unreachableEngineSettings: AutocompleteSettings = {
  categories: 5,
  products: 8,
  suggestions: 12,
  cmsPages: 0,
  ean: 1,
  order: ['categories', 'products', 'cmsPages'],
};

/** storeConfig's autocomplete fields; a field the engine leaves empty shows nothing of its kind. */
export function autocompleteSettings(
  config: NonNullable<AutocompleteSettingsQuery['storeConfig']>,
): AutocompleteSettings {
  return {
    categories: config.autocomplete_categories_limit ?? 0,
    products: config.autocomplete_products_limit ?? 0,
    suggestions: config.autocomplete_suggestions_limit ?? 0,
    cmsPages: config.autocomplete_cms_pages_limit ?? 0,
    ean: config.autocomplete_ean_limit ?? 0,
    order: (config.autocomplete_order ?? []).flatMap((kind) => (kind ? [kind] : [])),
  };
}

let settings: Promise<AutocompleteSettings> | null = null;

/** The shop's autocomplete setting, asked once per page view (again after a failure). */
export function loadAutocompleteSettings(): Promise<AutocompleteSettings> {
  settings ??= browserQuery(AutocompleteSettingsDocument, {}).then((data) => {
    if (data?.storeConfig) return autocompleteSettings(data.storeConfig);
    settings = null;
    return unreachableEngineSettings;
  });
  return settings;
}

/**
 * spec §7 GetAutocompleteResults from the browser, in the page's language (the categories'
 * names and trails). Null on any failure: spec §8 says autocomplete failures are not shown.
 */
export async function fetchAutocomplete(
  text: string,
  limits: AutocompleteSettings,
  signal?: AbortSignal,
  locale?: string,
): Promise<AutocompleteResults | null> {
  const data = await browserQuery(
    GetAutocompleteResultsDocument,
    {
      inputText: text,
      // The engine wants at least one of each; the limits cut the answer (0 shows none).
      pageSize: Math.max(1, limits.products),
      categoryPageSize: Math.max(1, limits.categories),
      withCmsPages: limits.cmsPages > 0,
      cmsPageSize: Math.max(1, limits.cmsPages),
    },
    signal,
    locale,
  );
  return data ? reshapeAutocomplete(data, text, limits) : null;
}
