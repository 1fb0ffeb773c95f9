/**
 * The catalogue's search in the page languages besides Dutch (ADR 0040): per language a text
 * index of the products' texts in it, read with that language's analyzer, completion phrases
 * of the names its pages show, and a category search over its category names. A product's
 * document in a language is what its page there shows: the name in that language (the Dutch
 * one where none is given), brand, SKU, category names, and the description where one is given.
 */
import { CategorySearch } from '../../search/category-search.ts';
import { CompletionPhrases } from '../../search/completion-phrases.ts';
import { LocalisedSearch } from '../../search/localised-search.ts';
import { analyzerFor } from '../../search/shop-analyzers.ts';
import { sameSearchableText, type SearchableDocument } from '../../search/text-fields.ts';
import {
  ProductTextIndex,
  type TextSearchOptions,
  type TextSearchResult,
} from '../../search/text-index.ts';
import type { Steps } from '../../search/time-slices.ts';
import type { IndexedCategory, IndexedProduct, PageLocale } from './types.ts';

export const pageLocales: readonly PageLocale[] = ['fr', 'de', 'en'];

/** The product's name on a page in this language. */
export function localProductName(product: IndexedProduct, locale: PageLocale): string {
  return product.translations?.[locale]?.name || product.name;
}

/** The category's name on a page in this language. */
export function localCategoryName(category: IndexedCategory, locale: PageLocale): string {
  return category.translations?.[locale] || category.name;
}

/** What the language's text index reads of the product. */
export function localDocument(product: IndexedProduct, locale: PageLocale): SearchableDocument {
  const texts = product.translations?.[locale];
  return {
    name: localProductName(product, locale),
    brandName: product.brandName,
    sku: product.sku,
    // Codes are looked up exactly in the Dutch index, which every search reads.
    ean: null,
    productGroup: null,
    keywords: texts?.keywords ?? product.keywords,
    description: texts?.description ?? '',
  };
}

interface Language {
  text: ProductTextIndex;
  completions: CompletionPhrases;
  categorySearch: CategorySearch;
}

export interface ProductChange {
  slot: number;
  product: IndexedProduct;
  /** The product as indexed before; absent for a new one. */
  previous?: IndexedProduct | undefined;
}

export class LanguageIndexes {
  private readonly languages = new Map<PageLocale, Language>();
  private readonly merged = new LocalisedSearch();

  constructor(categories: readonly (IndexedCategory | null)[]) {
    for (const locale of pageLocales) {
      const analyzer = analyzerFor(locale);
      this.languages.set(locale, {
        text: new ProductTextIndex(analyzer),
        completions: new CompletionPhrases(analyzer),
        categorySearch: categorySearchIn(categories, locale),
      });
    }
  }

  private language(locale: PageLocale): Language {
    return this.languages.get(locale)!;
  }

  textIndex(locale: PageLocale): ProductTextIndex {
    return this.language(locale).text;
  }

  completions(locale: PageLocale): CompletionPhrases {
    return this.language(locale).completions;
  }

  categorySearch(locale: PageLocale): CategorySearch {
    return this.language(locale).categorySearch;
  }

  replaceCategories(categories: readonly (IndexedCategory | null)[]): void {
    for (const locale of pageLocales) {
      this.language(locale).categorySearch = categorySearchIn(categories, locale);
    }
  }

  /** Indexes new and changed products in every language; a language whose texts stayed is skipped. */
  *applySteps(changes: readonly ProductChange[]): Steps {
    for (const locale of pageLocales) {
      const { text, completions } = this.language(locale);
      const batch: { slot: number; source: SearchableDocument }[] = [];
      for (const { slot, product, previous } of changes) {
        const source = localDocument(product, locale);
        if (!previous) {
          completions.add({ name: source.name, brandName: product.brandName });
          batch.push({ slot, source });
          continue;
        }
        const before = localDocument(previous, locale);
        if (before.name !== source.name || before.brandName !== source.brandName) {
          completions.remove({ name: before.name, brandName: previous.brandName });
          completions.add({ name: source.name, brandName: product.brandName });
        }
        if (!sameSearchableText(before, source)) batch.push({ slot, source });
      }
      yield* text.addAllSteps(batch);
    }
  }

  remove(slot: number, product: IndexedProduct): void {
    for (const locale of pageLocales) {
      const { text, completions } = this.language(locale);
      text.remove(slot);
      completions.remove({ name: localProductName(product, locale), brandName: product.brandName });
    }
  }

  /** Category phrases of every language from their product counts. */
  setCategoryPhrases(
    categories: readonly (IndexedCategory | null)[],
    productCount: (index: number) => number,
  ): void {
    for (const locale of pageLocales) {
      this.language(locale).completions.setCategories(
        categories.flatMap((category, index) =>
          category
            ? [{ name: localCategoryName(category, locale), productCount: productCount(index) }]
            : [],
        ),
      );
    }
  }

  /** The text searched in the language's index and the Dutch one, merged (see localised-search.ts). */
  search(
    dutch: ProductTextIndex,
    locale: PageLocale,
    text: string,
    options: TextSearchOptions,
  ): TextSearchResult {
    return this.merged.search(this.language(locale).text, dutch, text, options);
  }
}

function categorySearchIn(
  categories: readonly (IndexedCategory | null)[],
  locale: PageLocale,
): CategorySearch {
  return new CategorySearch(
    categories.map((category) =>
      category ? { ...category, name: localCategoryName(category, locale) } : null,
    ),
    analyzerFor(locale),
  );
}
