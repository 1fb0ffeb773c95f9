/**
 * Search settings a shop may change. spec §4: autocomplete can be switched off
 * (NEXT_PUBLIC_SEARCH_AUTOCOMPLETE=false); it is on by default.
 */
export const searchConfig = {
  autocompleteEnabled: process.env.NEXT_PUBLIC_SEARCH_AUTOCOMPLETE !== 'false',
  /** Results per page on /search, as the category pages (engine's grid_per_page). */
  pageSize: 12,
} as const;
