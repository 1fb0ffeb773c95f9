/**
 * The in-process catalogue index (ARCHITECTURE decision 3): listings, facet counts, sorting,
 * full-text search and autocomplete from memory. Built once from the database and kept current
 * with the update methods, which leave it answering exactly as a fresh build over the same data.
 */
import { CategorySearch } from '../../search/category-search.ts';
import { CompletionPhrases } from '../../search/completion-phrases.ts';
import { sameSearchableText } from '../../search/text-fields.ts';
import { ProductTextIndex } from '../../search/text-index.ts';
import { AttributeTable } from './attribute-table.ts';
import { runAutocomplete } from './autocomplete.ts';
import { LanguageIndexes, type ProductChange } from './language-indexes.ts';
import { CategoryTree } from './category-tree.ts';
import { ListingScratch } from './facets.ts';
import { runListing } from './listing-query.ts';
import { SlotMarks } from './page-selection.ts';
import { ProductStore } from './product-store.ts';
import { SortOrders } from './sorting.ts';
import { drain, itemsPerStep, type Steps, type TimeSlices } from '../../search/time-slices.ts';
import type { ShopLocale } from '../../graphql/request-locale.ts';
import type { TextSearchOptions } from '../../search/text-index.ts';
import type {
  AutocompleteLimits,
  AutocompleteResult,
  IndexedAttribute,
  IndexedCategory,
  IndexedProduct,
  ListingQuery,
  ListingResult,
} from './types.ts';

export { ListingInputError } from './listing-input-error.ts';

export interface CatalogIndexInput {
  products: IndexedProduct[];
  categories: IndexedCategory[];
  attributes: IndexedAttribute[];
}

export class CatalogIndex {
  private tree: CategoryTree;
  private attributes: AttributeTable;
  private readonly store: ProductStore;
  private readonly orders: SortOrders;
  private readonly text = new ProductTextIndex();
  private readonly completions = new CompletionPhrases();
  private categorySearch: CategorySearch;
  /** fr, de and en: their own text indexes, completions and category names (ADR 0040). */
  private readonly languages: LanguageIndexes;
  private readonly search = {
    search: (text: string, options: TextSearchOptions, locale?: ShopLocale | null) =>
      locale && locale !== 'nl'
        ? this.languages.search(this.text, locale, text, options)
        : this.text.search(text, options),
  };
  private readonly marks = new SlotMarks();
  private readonly scratch = new ListingScratch();
  /** Category product counts feed the category suggestions; recounted when next needed. */
  private categoryPhrasesStale = true;

  private constructor(categories: IndexedCategory[], attributes: IndexedAttribute[]) {
    this.tree = new CategoryTree(categories);
    this.attributes = new AttributeTable(attributes);
    this.store = new ProductStore(this.tree, this.attributes);
    this.orders = new SortOrders(this.store);
    this.categorySearch = new CategorySearch(this.tree.categories);
    this.languages = new LanguageIndexes(this.tree.categories);
  }

  static build(input: CatalogIndexInput): CatalogIndex {
    const index = new CatalogIndex(input.categories, input.attributes);
    index.upsert(inCategoryOrder(input.products), true);
    return index;
  }

  /**
   * The same index as `build`, built a slice at a time: requests are served between the slices
   * (from whatever index the caller still serves), and the caller swaps the result in at once.
   */
  static async buildInSlices(input: CatalogIndexInput, slices: TimeSlices): Promise<CatalogIndex> {
    const index = new CatalogIndex(input.categories, input.attributes);
    const products = inCategoryOrder(input.products);
    await slices.pause();
    await slices.run(index.upsertSteps(products, true));
    return index;
  }

  get size(): number {
    return this.store.count;
  }

  has(id: number): boolean {
    return this.store.slotById.has(id);
  }

  /** Adds new products and replaces known ones (by id); the last of duplicate ids wins. */
  upsertProducts(products: IndexedProduct[]): void {
    this.upsert(products, this.isBulk(products.length));
  }

  /** The search text an indexed product was given, to re-index it without reading it again. */
  descriptionOf(id: number): string | undefined {
    const slot = this.store.slotById.get(id);
    return slot === undefined ? undefined : this.store.products[slot]?.description;
  }

  removeProducts(ids: number[]): void {
    const bulk = this.isBulk(ids.length);
    for (const id of ids) {
      const slot = this.store.slotById.get(id);
      if (slot === undefined) continue;
      const product = this.store.products[slot]!;
      // The orders find the slot by its current sort keys, so they go first.
      if (!bulk) this.orders.remove(slot);
      this.text.remove(slot);
      this.languages.remove(slot, product);
      this.completions.remove(product);
      this.store.remove(slot);
    }
    if (bulk) this.orders.rebuild();
    this.categoryPhrasesStale = true;
  }

  replaceCategories(categories: IndexedCategory[]): void {
    this.tree = new CategoryTree(categories);
    this.store.replaceCategories(this.tree);
    this.categorySearch = new CategorySearch(this.tree.categories);
    this.languages.replaceCategories(this.tree.categories);
    this.categoryPhrasesStale = true;
  }

  replaceAttributes(attributes: IndexedAttribute[]): void {
    this.attributes = new AttributeTable(attributes);
    this.store.replaceAttributes(this.attributes);
  }

  /** @throws ListingInputError for unknown filter codes, bad paging or sort input. */
  query(query: ListingQuery): ListingResult {
    return runListing(
      {
        store: this.store,
        tree: this.tree,
        attributes: this.attributes,
        orders: this.orders,
        text: this.search,
        marks: this.marks,
        scratch: this.scratch,
      },
      query,
    );
  }

  /**
   * Categories and phrases in the page's language; Dutch ones when that language has none
   * (a Dutch word typed on another page still gets its suggestions).
   * @throws ListingInputError for negative or fractional limits.
   */
  autocomplete(
    text: string,
    limits: AutocompleteLimits,
    locale?: ShopLocale | null,
  ): AutocompleteResult {
    if (this.categoryPhrasesStale) {
      const count = (index: number) => this.store.memberCount(index);
      this.completions.setCategories(
        this.tree.categories.flatMap((category, index) =>
          category ? [{ name: category.name, productCount: count(index) }] : [],
        ),
      );
      this.languages.setCategoryPhrases(this.tree.categories, count);
      this.categoryPhrasesStale = false;
    }
    const { store, tree } = this;
    const dutch = { completions: this.completions, categorySearch: this.categorySearch };
    if (!locale || locale === 'nl') return runAutocomplete({ store, tree, ...dutch }, text, limits);
    const local = runAutocomplete(
      {
        store,
        tree,
        completions: this.languages.completions(locale),
        categorySearch: this.languages.categorySearch(locale),
      },
      text,
      limits,
    );
    if (local.categories.totalCount > 0 && local.suggestions.length > 0) return local;
    const inDutch = runAutocomplete({ store, tree, ...dutch }, text, limits);
    return {
      categories: local.categories.totalCount > 0 ? local.categories : inDutch.categories,
      suggestions: local.suggestions.length > 0 ? local.suggestions : inDutch.suggestions,
    };
  }

  /**
   * Large batches rebuild the sort orders once (about a second at 100,000 products) instead of
   * moving each product within every order (about half a millisecond per product there).
   */
  private isBulk(count: number): boolean {
    return count > Math.max(1000, this.store.count / 50);
  }

  private upsert(products: IndexedProduct[], bulk: boolean): void {
    drain(this.upsertSteps(products, bulk));
  }

  private *upsertSteps(products: IndexedProduct[], bulk: boolean): Steps {
    const reindex: { slot: number; source: IndexedProduct }[] = [];
    const changes: ProductChange[] = [];
    for (let n = 0; n < products.length; n++) {
      if (n % itemsPerStep === itemsPerStep - 1) yield;
      const product = products[n]!;
      const slot = this.store.slotById.get(product.id);
      if (slot === undefined) {
        const added = this.store.add(product);
        if (!bulk) this.orders.insert(added);
        reindex.push({ slot: added, source: product });
        changes.push({ slot: added, product });
        this.completions.add(product);
        continue;
      }
      const previous = this.store.products[slot]!;
      if (!bulk) this.orders.detachChanged(slot, previous, product);
      this.store.update(slot, product);
      if (!bulk) this.orders.attachChanged(slot, previous, product);
      if (!sameSearchableText(previous, product)) reindex.push({ slot, source: product });
      changes.push({ slot, product, previous });
      if (previous.name !== product.name || previous.brandName !== product.brandName) {
        this.completions.remove(previous);
        this.completions.add(product);
      }
    }
    yield* this.text.addAllSteps(reindex);
    yield* this.languages.applySteps(changes);
    if (bulk) yield* this.orders.rebuildSteps();
    this.categoryPhrasesStale = true;
  }
}

/**
 * The last product per id, grouped by first category: a category's products then sit in
 * neighbouring slots, so a listing reads their typed-array data sequentially instead of jumping
 * through memory. Slot order never shows in results (ties are broken by id).
 */
function inCategoryOrder(products: IndexedProduct[]): IndexedProduct[] {
  const lastById = new Map<number, IndexedProduct>();
  for (const product of products) lastById.set(product.id, product);
  // Grouped per category, then each group by id: products come in id order from the database,
  // so each group is nearly sorted already (one comparator sort over all of them took 80 ms).
  const groups = new Map<number, IndexedProduct[]>();
  for (const product of lastById.values()) {
    const category = product.categoryIds[0] ?? -1;
    const group = groups.get(category);
    if (group) group.push(product);
    else groups.set(category, [product]);
  }
  return [...groups.keys()]
    .sort((a, b) => a - b)
    .flatMap((category) => groups.get(category)!.sort((a, b) => a.id - b.id));
}
