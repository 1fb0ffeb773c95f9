/**
 * A small hand-written catalogue with every text in Dutch, French, German and English, for the
 * search of each page language (ADR 0040). Product records become index entries through
 * `indexedProductOf`, as the engine's do. Thirteen kinds of product, three brands each, and
 * accessories whose names mention a kind (a stacking kit names washing machines and dryers).
 * Used only by tests.
 */
import type { ProductRecord } from '../../catalog-records.ts';
import type { ProductTranslations } from '../../localised-names.ts';
import { CatalogIndex } from '../catalog-index.ts';
import { indexedProductOf } from '../indexed-product.ts';
import type { IndexedCategory, IndexedProduct } from '../types.ts';

import {
  accessories,
  kinds,
  t,
  type Kind,
  type Language,
  type Texts,
} from './multilingual-kinds.ts';

export { kinds, type Kind, type Language } from './multilingual-kinds.ts';

const describe: Texts = t(
  'Bekijk de specificaties van deze {kind} van {brand}.',
  'Découvrez les caractéristiques de ce produit {brand} : {kind}.',
  'Entdecke die Eigenschaften dieses Produkts von {brand}: {kind}.',
  'See the specifications of this {kind} by {brand}.',
);
const accessoryCategory = t('Accessoires', 'Accessoires', 'Zubehör', 'Accessories');

export interface MultilingualCatalogue {
  index: CatalogIndex;
  products: IndexedProduct[];
  categories: IndexedCategory[];
  /** The kind of each product by id; accessories have none. */
  kindOf: Map<number, Kind>;
}

export function multilingualCatalogue(): MultilingualCatalogue {
  const categories: IndexedCategory[] = [
    ...kinds.map((kind, position) => categoryOf(position + 1, kind.key, kind.category, position)),
    categoryOf(kinds.length + 1, 'accessoires', accessoryCategory, kinds.length),
  ];
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const records: ProductRecord[] = [];
  const kindOf = new Map<number, Kind>();
  kinds.forEach((kind, kindIndex) => {
    kind.products.forEach((product, n) => {
      const id = records.length + 1;
      kindOf.set(id, kind);
      const name = (language: Language) =>
        `${product.brand} ${product.code} ${kind.word[language]} ${product.spec[language]}`;
      const text = (language: Language) =>
        describe[language]
          .replace('{kind}', kind.word[language].toLowerCase())
          .replace('{brand}', product.brand);
      records.push({
        ...record(id, product.brand, product.code, name, text, kindIndex + 1, n),
        productgroupLabel: kind.word.nl,
      });
    });
  });
  accessories.forEach((accessory, n) => {
    const text = (language: Language) => accessory.name[language];
    records.push(
      record(
        records.length + 1,
        accessory.brand,
        accessory.code,
        (language) => `${accessory.brand} ${accessory.code} ${accessory.name[language]}`,
        text,
        kinds.length + 1,
        n,
      ),
    );
  });
  const products = records.map((product) =>
    indexedProductOf(product, {
      children: [],
      description: product.metaDescription ?? '',
      finalPriceCents: product.priceCents,
      categoryName: (id) => categoryById.get(id)?.name,
      categoryTranslations: (id) => categoryById.get(id)?.translations,
      isFilterable: () => false,
    }),
  );
  const index = CatalogIndex.build({ products, categories, attributes: [] });
  return { index, products, categories, kindOf };
}

function categoryOf(id: number, key: string, names: Texts, position: number): IndexedCategory {
  return {
    id,
    parentId: null,
    name: names.nl,
    translations: { fr: names.fr, de: names.de, en: names.en },
    urlPath: key,
    level: 2,
    position,
    image: null,
    breadcrumbs: [],
  };
}

function record(
  id: number,
  brand: string,
  code: string,
  name: (language: Language) => string,
  description: (language: Language) => string,
  categoryId: number,
  n: number,
): ProductRecord {
  const translations: ProductTranslations = {};
  for (const language of ['fr', 'de', 'en'] as const) {
    translations[language] = { name: name(language), description: description(language) };
  }
  return {
    id,
    sku: `${brand.slice(0, 3).toUpperCase()}-${code}`,
    typeId: 'simple',
    name: name('nl'),
    ean: null,
    urlKey: `product-${id}`,
    urlSuffix: '',
    parentId: null,
    visible: true,
    brandCode: brand.toLowerCase(),
    brandName: brand,
    status: 'Actief',
    inStock: true,
    priceCents: 10_000 + id * 1_000,
    specialPriceCents: null,
    specialToDate: null,
    priceInStoreCents: null,
    cashBackId: null,
    labels: [],
    energyClass: null,
    energyLabelUrl: null,
    productSheetUrl: null,
    attributes: {},
    variantKey: null,
    variantLabel: null,
    ratingSummary: 0,
    reviewCount: 0,
    // Distinct sales counts break score ties the same way every run.
    salesCount: 100 - id,
    featured: false,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    categoryIds: [categoryId],
    position: n,
    smallImage: null,
    productgroupLabel: null,
    shipmentType: null,
    metaTitle: null,
    // The Dutch description (the engine reads it from the database beside the record).
    metaDescription: description('nl'),
    translations,
    tiers: [],
    childIds: [],
  };
}
