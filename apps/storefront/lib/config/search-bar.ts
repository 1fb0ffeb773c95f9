/**
 * spec §5, §9: how typing in the header's search bar turns into a search. (Whether the
 * autocomplete is on and the results' page size: lib/config/search.ts.)
 */
export const searchBarConfig = {
  /** §9 autocomplete and search navigation wait 500 ms after the last keystroke. */
  debounceMs: 500,
  /** §5 search navigation only for terms of at least 2 characters (or an empty one). */
  minTermLength: 2,
} as const;
