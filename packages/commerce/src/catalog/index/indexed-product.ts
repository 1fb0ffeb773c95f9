/**
 * How a product record becomes the index's `IndexedProduct` (used by `CatalogService.toIndexed`).
 * A pure function of the record, its children and a few lookups, so tests can index the demo
 * catalogue's rows without a database exactly as the engine does.
 */
import type { ProductRecord } from '../catalog-records.ts';
import { attributeValuesOf, MULTI_VALUE_SEPARATOR } from '../attribute-values.ts';
import type { NameTranslations } from '../localised-names.ts';
import type { AttributeValue, IndexedProduct, LocalSearchTexts, PageLocale } from './types.ts';

export interface IndexingLookups {
  /** The configurable's children (empty for other types). */
  children: readonly ProductRecord[];
  /** Plain text of the short and long description. */
  description: string;
  /** Lowest final price in cents (a configurable's cheapest child, a bundle's sum). */
  finalPriceCents: number;
  categoryName: (id: number) => string | undefined;
  /** The category's names in fr, de and en (optional: without, categories are searched in Dutch). */
  categoryTranslations?: (id: number) => NameTranslations | null | undefined;
  isFilterable: (code: string) => boolean;
}

export function indexedProductOf(record: ProductRecord, lookups: IndexingLookups): IndexedProduct {
  const categoryNames = record.categoryIds.flatMap((id) => lookups.categoryName(id) ?? []);
  const configurable = record.typeId === 'configurable';
  // ADR 0003: a configurable is in stock when any child is.
  const childrenInStock = configurable && lookups.children.some((child) => child.inStock);
  return {
    id: record.id,
    sku: record.sku,
    ean: record.ean,
    name: record.name,
    description: lookups.description,
    brandCode: record.brandCode,
    brandName: record.brandName,
    categoryIds: record.categoryIds,
    position: record.position,
    finalPriceCents: lookups.finalPriceCents,
    status: record.status,
    inStock: record.inStock || childrenInStock,
    attributes: filterableValues(
      configurable ? [record, ...lookups.children] : [record],
      lookups.isFilterable,
    ),
    salesCount: record.salesCount,
    featured: record.featured,
    createdAt: record.createdAt.getTime(),
    ratingSummary: record.ratingSummary,
    productGroup: record.productgroupLabel,
    keywords: [...new Set(categoryNames), record.productgroupLabel ?? ''].join(' '),
    translations: searchTranslations(record, lookups),
  };
}

const pageLocales: readonly PageLocale[] = ['fr', 'de', 'en'];

/**
 * The product's texts for the search of each page language (ADR 0040): its own name and
 * descriptions there where given, and its categories' names there. Nothing for a language
 * with no text of its own: that search reads the Dutch name.
 */
function searchTranslations(
  record: ProductRecord,
  lookups: IndexingLookups,
): IndexedProduct['translations'] {
  const found: Partial<Record<PageLocale, LocalSearchTexts>> = {};
  let any = false;
  for (const locale of pageLocales) {
    const own = record.translations?.[locale];
    const categories = record.categoryIds.flatMap((id) => {
      const name = lookups.categoryName(id);
      return name === undefined ? [] : [lookups.categoryTranslations?.(id)?.[locale] || name];
    });
    const translatedCategory = record.categoryIds.some(
      (id) => lookups.categoryTranslations?.(id)?.[locale],
    );
    const description = [own?.shortDescription, own?.description]
      .filter((text) => text)
      .join(' ')
      .replace(/<[^>]*>/g, ' ');
    const name = own?.name && own.name !== record.name ? own.name : undefined;
    if (!name && !description && !translatedCategory) continue;
    found[locale] = {
      name,
      description: description || undefined,
      keywords: [...new Set(categories)].join(' '),
    };
    any = true;
  }
  return any ? found : undefined;
}

/**
 * The filterable values of the products together (a configurable parent and its children), in
 * order of first appearance: one string where they agree, a list where they differ. Only
 * filterable attributes feed facets; the brand record counts as the `brand` value.
 */
export function filterableValues(
  sources: readonly ProductRecord[],
  isFilterable: (code: string) => boolean,
): Record<string, AttributeValue> {
  const collected = new Map<string, string[]>();
  const add = (code: string, value: string) => {
    const values = collected.get(code);
    if (!values) collected.set(code, [value]);
    else if (!values.includes(value)) values.push(value);
  };
  const brandFilterable = isFilterable('brand');
  const ownValues = (source: ProductRecord) => {
    const own: Record<string, string> = {};
    for (const code in source.attributes) {
      if (Object.hasOwn(source.attributes, code) && isFilterable(code)) {
        own[code] = source.attributes[code]!;
      }
    }
    // The brand record wins over a `brand` attribute value.
    if (source.brandCode && brandFilterable) own.brand = source.brandCode;
    return own;
  };
  // One product (most of them) without a multiselect: its own values, in their order.
  if (sources.length === 1) {
    const own = ownValues(sources[0]!);
    if (!Object.values(own).some((value) => value.includes(MULTI_VALUE_SEPARATOR))) return own;
  }
  for (const source of sources) {
    for (const [code, value] of Object.entries(ownValues(source)))
      for (const option of attributeValuesOf(value)) add(code, option);
  }
  const values: Record<string, AttributeValue> = {};
  for (const [code, list] of collected) values[code] = list.length === 1 ? list[0]! : list;
  return values;
}
