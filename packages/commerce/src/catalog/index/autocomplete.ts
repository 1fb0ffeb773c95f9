/**
 * Autocomplete (spec §7 GetAutocompleteResults, §9 limits): matching categories, the best
 * products with their total, suggestions, and the product whose SKU or EAN is exactly the text.
 * Products are matched on the short fields only (name, brand, SKU) with the last word as a
 * prefix; fuzzy matching only steps in for words that match nothing as typed.
 */
import type { CategorySearch } from '../../search/category-search.ts';
import type { CompletionPhrases } from '../../search/completion-phrases.ts';
import { didYouMean } from '../../search/did-you-mean.ts';
import type { ListingContext } from './listing-query.ts';
import { ListingInputError } from './listing-input-error.ts';
import { relevancePage } from './relevance.ts';
import type { AutocompleteLimits, AutocompleteResult, IndexedCategory } from './types.ts';

export interface AutocompleteContext extends ListingContext {
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
  if (!text.trim()) {
    return {
      categories: { items: [], totalCount: 0 },
      products: { ids: [], suggestions: [], totalCount: 0 },
      exactMatchId: null,
    };
  }
  const { store, tree } = context;
  const search = context.text.search(text, { shortFieldsOnly: true, prefixLast: true });
  const exact = new Set(search.exactSlots);
  let { slots, scores } = search;
  const missing = search.exactSlots.filter((slot) => !slots.includes(slot));
  if (missing.length > 0) {
    slots = Int32Array.from([...slots, ...missing]);
    scores = Float64Array.from([...scores, ...missing.map(() => 0)]);
  }
  const page = relevancePage(
    {
      store,
      tieRanks: context.orders.get('best_selling', 'DESC').ranks(store.capacity),
      hits: slots,
      count: slots.length,
      scores,
      hitCandidates: null,
      exact,
      direction: 'DESC',
    },
    0,
    limits.products,
    context.scratch,
  );
  const exactIds = [...exact].map((slot) => store.ids[slot]!).sort((a, b) => a - b);

  const suggestions = context.completions.complete(text, limits.suggestions);
  for (const phrase of didYouMean(search)) {
    if (suggestions.length >= limits.suggestions) break;
    if (!suggestions.includes(phrase)) suggestions.push(phrase);
  }

  const categories = context.categorySearch.search(text, (index) => store.memberCount(index));
  return {
    categories: {
      items: categories
        .slice(0, limits.categories)
        .map((index) => tree.categories[index])
        .filter((category): category is IndexedCategory => category != null),
      totalCount: categories.length,
    },
    products: {
      ids: page.map((slot) => store.ids[slot]!),
      suggestions,
      totalCount: slots.length,
    },
    exactMatchId: exactIds[0] ?? null,
  };
}
