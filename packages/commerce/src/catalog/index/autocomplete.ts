/**
 * The autocomplete dropdown's categories and completion phrases (spec §7 GetAutocompleteResults,
 * §9 limits). Its products are a listing of their own, the results page's, so they page, sort and
 * filter like every other search.
 */
import type { CategorySearch } from '../../search/category-search.ts';
import type { CompletionPhrases } from '../../search/completion-phrases.ts';
import type { CategoryTree } from './category-tree.ts';
import { ListingInputError } from './listing-input-error.ts';
import type { ProductStore } from './product-store.ts';
import type { AutocompleteLimits, AutocompleteResult, IndexedCategory } from './types.ts';

export interface AutocompleteContext {
  store: ProductStore;
  tree: CategoryTree;
  completions: CompletionPhrases;
  categorySearch: CategorySearch;
}

export function runAutocomplete(
  context: AutocompleteContext,
  text: string,
  limits: AutocompleteLimits,
): AutocompleteResult {
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 0) {
      throw new ListingInputError(
        `Autocomplete limit ${name} must be a whole number of at least 0`,
        name,
      );
    }
  }
  if (!text.trim()) return { categories: { items: [], totalCount: 0 }, suggestions: [] };
  const { store, tree } = context;
  const categories = context.categorySearch.search(text, (index) => store.memberCount(index));
  return {
    categories: {
      items: categories
        .slice(0, limits.categories)
        .map((index) => tree.categories[index])
        .filter((category): category is IndexedCategory => category != null),
      totalCount: categories.length,
    },
    suggestions: context.completions.complete(text, limits.suggestions),
  };
}
