import { catalogConfig } from './catalog';

/**
 * Search settings a shop may change. spec §4: autocomplete can be switched off
 * (NEXT_PUBLIC_SEARCH_AUTOCOMPLETE=false); it is on by default. The dropdown's limits and order
 * are the engine's storeConfig (spec §9), not storefront settings.
 */
export const searchConfig = {
  autocompleteEnabled: process.env.NEXT_PUBLIC_SEARCH_AUTOCOMPLETE !== 'false',
  /** Results per page on /search: the catalogue's page size (spec §9). */
  pageSize: catalogConfig.pageSize,
} as const;
