/**
 * A small hand-made Dutch catalogue for tests: washers, a dryer, fridges, a dishwasher and boxing
 * gear, with one washer out of stock and one out of assortment. Used only by tests.
 */
import type { IndexedAttribute, IndexedCategory, IndexedProduct } from '../types.ts';

function category(
  id: number,
  parentId: number | null,
  name: string,
  position: number,
  path: string,
): IndexedCategory {
  return {
    id,
    parentId,
    name,
    urlPath: path,
    level: path.split('/').length + 1,
    position,
    image: null,
    breadcrumbs: [],
  };
}

const testCategories: IndexedCategory[] = [
  category(1, null, 'Huishouden', 0, 'huishouden'),
  category(2, 1, 'Wassen & drogen', 0, 'huishouden/wassen-drogen'),
  category(3, 2, 'Wasmachines', 0, 'huishouden/wassen-drogen/wasmachines'),
  category(4, 2, 'Wasdrogers', 1, 'huishouden/wassen-drogen/wasdrogers'),
  category(5, 1, 'Koelen & vriezen', 1, 'huishouden/koelen-vriezen'),
  category(6, 5, 'Koelkasten', 0, 'huishouden/koelen-vriezen/koelkasten'),
  category(7, 1, 'Vaatwassers', 2, 'huishouden/vaatwassers'),
  category(8, null, 'Sport', 1, 'sport'),
  category(9, 8, 'Boksen', 0, 'sport/boksen'),
  category(10, 9, 'Bokshandschoenen', 0, 'sport/boksen/bokshandschoenen'),
];

const options = (values: string[], labels = values) =>
  values.map((value, position) => ({ value, label: labels[position]!, swatch: null, position }));

const testAttributes: IndexedAttribute[] = [
  {
    code: 'brand',
    label: 'Merk',
    position: 0,
    options: options(['voltana', 'nordkoel', 'ringmaster'], ['Voltana', 'Nordkoel', 'Ringmaster']),
  },
  {
    code: 'energy_class',
    label: 'Energieklasse',
    position: 1,
    options: options(['a', 'b', 'c', 'd'], ['A', 'B', 'C', 'D']),
  },
  {
    code: 'color_group',
    label: 'Kleur',
    position: 2,
    options: [
      { value: 'wit', label: 'Wit', swatch: '#ffffff', position: 0 },
      { value: 'zwart', label: 'Zwart', swatch: '#000000', position: 1 },
      { value: 'rvs', label: 'RVS', swatch: '#c0c0c0', position: 2 },
    ],
  },
];

const keywordsOf: Record<number, string> = {
  3: 'Huishouden Wassen & drogen Wasmachines',
  4: 'Huishouden Wassen & drogen Wasdrogers',
  6: 'Huishouden Koelen & vriezen Koelkasten',
  7: 'Huishouden Vaatwassers',
  9: 'Sport Boksen',
  10: 'Sport Boksen Bokshandschoenen',
};

function product(
  id: number,
  name: string,
  categoryId: number,
  attributes: Record<string, string>,
  finalPriceCents: number,
  extra: Partial<IndexedProduct> = {},
): IndexedProduct {
  const brandName = name.split(' ')[0]!;
  return {
    id,
    sku: `${brandName.slice(0, 3).toUpperCase()}-${name.split(' ')[1]}`,
    ean: String(8710000000000 + id * 11),
    name,
    description: `${name}. Een degelijk apparaat met twee jaar garantie.`,
    brandCode: brandName.toLowerCase(),
    brandName,
    categoryIds: [categoryId],
    position: id,
    finalPriceCents,
    status: 'Actief',
    inStock: true,
    attributes: { brand: brandName.toLowerCase(), ...attributes },
    salesCount: 100 - id,
    featured: false,
    createdAt: Date.UTC(2024, 0, id),
    ratingSummary: 80,
    keywords: keywordsOf[categoryId] ?? '',
    ...extra,
  };
}

export const testProducts: IndexedProduct[] = [
  product(
    1,
    'Voltana WM814 Wasmachine 8 kg',
    3,
    { energy_class: 'a', color_group: 'wit' },
    49_900,
    { salesCount: 500 },
  ),
  product(
    2,
    'Voltana WM914 Wasmachine 9 kg',
    3,
    { energy_class: 'b', color_group: 'wit' },
    59_900,
    { featured: true },
  ),
  product(
    3,
    'Nordkoel NW700 Wasmachine 7 kg',
    3,
    { energy_class: 'a', color_group: 'zwart' },
    39_900,
  ),
  product(4, 'Voltana WD800 Wasdroger 8 kg', 4, { energy_class: 'a', color_group: 'wit' }, 69_900, {
    description: 'Warmtepompdroger. Past met een tussenstuk bovenop uw wasmachine.',
  }),
  product(5, 'Nordkoel KK200 Koelkast', 6, { energy_class: 'c', color_group: 'rvs' }, 79_900),
  product(
    6,
    'Voltana KK300 Koelkast met vriesvak',
    6,
    { energy_class: 'b', color_group: 'wit' },
    89_900,
  ),
  product(7, 'Nordkoel VW450 Vaatwasser', 7, { energy_class: 'a', color_group: 'rvs' }, 54_900),
  product(8, 'Ringmaster Pro Bokshandschoenen 12 oz', 10, { color_group: 'zwart' }, 4_999, {
    featured: true,
  }),
  product(
    9,
    'Voltana WM700 Wasmachine 7 kg',
    3,
    { energy_class: 'c', color_group: 'wit' },
    29_900,
    { inStock: false },
  ),
  product(
    10,
    'Voltana WM600 Wasmachine 6 kg',
    3,
    { energy_class: 'd', color_group: 'wit' },
    19_900,
    {
      status: 'Uit assortiment',
    },
  ),
  product(11, 'Ringmaster Bokszak 30 kg', 9, { color_group: 'zwart' }, 12_999),
  product(12, 'Élan Café Koffiemachine', 1, { color_group: 'zwart' }, 24_900, {
    brandName: 'Élan',
    attributes: {},
  }),
];

export const testCatalogue = {
  products: testProducts,
  categories: testCategories,
  attributes: testAttributes,
};
