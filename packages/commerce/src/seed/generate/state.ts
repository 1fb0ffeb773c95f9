import type { BrandDef } from '../data/brands.ts';
import type { AnyProductKind } from '../data/kinds/index.ts';
import { dutchEan13 } from '../ean.ts';
import { nameImage } from '../images/naming.ts';
import type { ImageSpec } from '../images/specs.ts';
import { hashSeed, type Random } from '../random.ts';
import { slugify } from '../slug.ts';
import type { CategoryIndex } from './categories.ts';
import type { CatalogData, ProductRow } from './types.ts';
import type { ProductTranslator } from '../product-translations/translate.ts';
import type { TranslatedLocale } from '../../content/localised.ts';

/** A listed (visible) product with what later passes need: links, bundles and deals. */
export interface ListedProduct {
  row: ProductRow;
  kind: AnyProductKind;
  brand: BrandDef;
  finalCents: number;
  /** Index of its series; siblings share it. */
  series: number;
  /** Its gallery image files, front view first. */
  images: string[];
}

/** Everything the generation passes share while they build one catalogue. */
export class GenerationState {
  readonly data: CatalogData;
  /** Named images by base name. */
  readonly images = new Map<string, ImageSpec>();
  /** Listed products per kind key. */
  readonly listed = new Map<string, ListedProduct[]>();
  readonly siblings: ListedProduct[][] = [];
  /** Attributes whose values are option values (translated by their options, not per product). */
  readonly optionAttributes: ReadonlySet<string>;
  private nextProductId = 1;
  private nextMediaId = 1;
  private eanSerial = 0;
  private readonly eanOffset: number;
  /** Per brand: model code → first revision not yet used. */
  private readonly usedModels = new Map<string, Map<string, number>>();
  private readonly usedSkus = new Set<string>();
  private readonly usedUrls = new Set<string>();
  private readonly categoryPositions = new Map<number, number>();

  constructor(
    readonly r: Random,
    readonly now: Date,
    seed: number,
    readonly categories: CategoryIndex,
    readonly brandIds: ReadonlyMap<string, number>,
    data: CatalogData,
    readonly translator: ProductTranslator,
  ) {
    this.data = data;
    this.optionAttributes = new Set(
      data.attributes
        .filter((attribute) => attribute.filterable)
        .map((attribute) => attribute.code),
    );
    this.eanOffset = hashSeed(`ean:${seed}`) % 1_000_000_000;
  }

  productId(): number {
    return this.nextProductId++;
  }

  mediaId(): number {
    return this.nextMediaId++;
  }

  ean(): string {
    return dutchEan13(this.eanSerial++, this.eanOffset);
  }

  /**
   * A revision suffix (``, `B`, `C`, ... `Z`, `BA`...) that keeps every sibling's model code
   * unused within its brand, so SKUs and names stay unique in big catalogues. Each code
   * remembers where its free revisions start, so large catalogues do not rescan them.
   */
  claimModels(brand: string, codes: readonly string[]): string {
    const used = this.usedModels.get(brand) ?? new Map<string, number>();
    this.usedModels.set(brand, used);
    let revision = Math.max(0, ...codes.map((code) => used.get(code) ?? 0));
    // A code plus revision letters can spell another code (`VR28` + `NF`), so check the result.
    while (codes.some((code) => this.usedSkus.has(`${brand}:${code}${revisionSuffix(revision)}`)))
      revision++;
    const suffix = revisionSuffix(revision);
    for (const code of codes) {
      used.set(code, revision + 1);
      this.usedSkus.add(`${brand}:${code}${suffix}`);
    }
    return suffix;
  }

  /** A url key unique together with an empty url suffix; falls back to appending the SKU. */
  urlKey(name: string, sku: string): string {
    let key = slugify(name);
    if (this.usedUrls.has(key)) key = `${key}-${slugify(sku)}`;
    this.usedUrls.add(key);
    return key;
  }

  /**
   * Url keys in fr, de and en from the translated names (ADR 0041), into `translations`: one key
   * names one product in every language, so a key another product has gets the sku after it; the
   * product may share one key between its own languages.
   */
  localUrlKeys(
    translations: Partial<Record<TranslatedLocale, { name?: string; urlKey?: string }>>,
    sku: string,
    dutchKey: string,
  ): void {
    const own = new Set([dutchKey]);
    for (const locale of ['fr', 'de', 'en'] as const) {
      const texts = translations[locale];
      if (!texts?.name) continue;
      let key = slugify(texts.name);
      if (!key) continue;
      if (!own.has(key) && this.usedUrls.has(key)) key = `${key}-${slugify(sku)}`;
      this.usedUrls.add(key);
      own.add(key);
      texts.urlKey = key;
    }
  }

  /** Next position of a product within a category, for the default `position` sort. */
  categoryPosition(categoryId: number): number {
    const position = (this.categoryPositions.get(categoryId) ?? 0) + 1;
    this.categoryPositions.set(categoryId, position);
    return position;
  }

  /** Registers an image by its base name (no extension) and returns its final file name. */
  addImage(spec: ImageSpec): string {
    let named = this.images.get(spec.file);
    if (!named) {
      named = nameImage(spec);
      this.images.set(spec.file, named);
    }
    return named.file;
  }
}

function revisionSuffix(revision: number): string {
  let suffix = '';
  for (let n = revision; n > 0; n = Math.floor(n / 26))
    suffix = String.fromCharCode(65 + (n % 26)) + suffix;
  return suffix;
}
