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

export type Language = 'nl' | 'fr' | 'de' | 'en';
type Texts = Record<Language, string>;

export interface Kind {
  /** Category url key, also the kind's name in the tests. */
  key: string;
  category: Texts;
  /** What a shopper types for one such product, per language. */
  word: Texts;
  products: { brand: string; code: string; spec: Texts }[];
}

const t = (nl: string, fr: string, de: string, en: string): Texts => ({ nl, fr, de, en });

export const kinds: Kind[] = [
  {
    key: 'wasmachines',
    category: t('Wasmachines', 'Lave-linge', 'Waschmaschinen', 'Washing machines'),
    word: t('Wasmachine', 'Lave-linge', 'Waschmaschine', 'Washing machine'),
    products: [
      { brand: 'Polder', code: 'WMS912', spec: t('9 kg', '9 kg', '9 kg', '9 kg') },
      { brand: 'Voltana', code: 'VW814', spec: t('8 kg', '8 kg', '8 kg', '8 kg') },
      { brand: 'Brabant', code: 'BW7', spec: t('7 kg', '7 kg', '7 kg', '7 kg') },
    ],
  },
  {
    key: 'wasdrogers',
    category: t('Wasdrogers', 'Sèche-linge', 'Wäschetrockner', 'Tumble dryers'),
    word: t('Wasdroger', 'Sèche-linge', 'Wäschetrockner', 'Tumble dryer'),
    products: [
      {
        brand: 'Polder',
        code: 'TD8H',
        spec: t('warmtepomp', 'pompe à chaleur', 'Wärmepumpe', 'heat pump'),
      },
      { brand: 'Voltana', code: 'VD9', spec: t('9 kg', '9 kg', '9 kg', '9 kg') },
      {
        brand: 'Kouda',
        code: 'KD7C',
        spec: t('condens', 'condensation', 'Kondensation', 'condenser'),
      },
    ],
  },
  {
    key: 'koelkasten',
    category: t('Koelkasten', 'Réfrigérateurs', 'Kühlschränke', 'Fridges'),
    word: t('Koelkast', 'Réfrigérateur', 'Kühlschrank', 'Fridge'),
    products: [
      {
        brand: 'Kouda',
        code: 'KA18V',
        spec: t('Amerikaans', 'américain', 'amerikanisch', 'American'),
      },
      {
        brand: 'Polder',
        code: 'PK55',
        spec: t('tafelmodel', 'table top', 'Tischmodell', 'under counter'),
      },
      {
        brand: 'Brabant',
        code: 'BK160',
        spec: t('160 liter', '160 litres', '160 Liter', '160 litres'),
      },
    ],
  },
  {
    key: 'vaatwassers',
    category: t('Vaatwassers', 'Lave-vaisselle', 'Geschirrspüler', 'Dishwashers'),
    word: t('Vaatwasser', 'Lave-vaisselle', 'Geschirrspüler', 'Dishwasher'),
    products: [
      { brand: 'Voltana', code: 'VW6014', spec: t('60 cm', '60 cm', '60 cm', '60 cm') },
      { brand: 'Brabant', code: 'BV45', spec: t('45 cm', '45 cm', '45 cm', '45 cm') },
      { brand: 'Kouda', code: 'KV60I', spec: t('inbouw', 'encastrable', 'Einbau', 'built-in') },
    ],
  },
  {
    key: 'stofzuigers',
    category: t('Stofzuigers', 'Aspirateurs', 'Staubsauger', 'Vacuum cleaners'),
    word: t('Stofzuiger', 'Aspirateur', 'Staubsauger', 'Vacuum cleaner'),
    products: [
      { brand: 'Stofvrij', code: 'SZ200', spec: t('steel', 'balai', 'Stiel', 'stick') },
      { brand: 'Polder', code: 'PS10', spec: t('zakloos', 'sans sac', 'beutellos', 'bagless') },
      { brand: 'Voltana', code: 'VR5', spec: t('robot', 'robot', 'Roboter', 'robot') },
    ],
  },
  {
    key: 'televisies',
    category: t('Televisies', 'Téléviseurs', 'Fernseher', 'Televisions'),
    word: t('Televisie', 'Téléviseur', 'Fernseher', 'Television'),
    products: [
      {
        brand: 'Vonk',
        code: 'TO7526',
        spec: t('OLED 75 inch', 'OLED 75 pouces', 'OLED 75 Zoll', 'OLED 75 inch'),
      },
      {
        brand: 'Beeldrijk',
        code: 'BL55Q',
        spec: t('QLED 55 inch', 'QLED 55 pouces', 'QLED 55 Zoll', 'QLED 55 inch'),
      },
      {
        brand: 'Kijker',
        code: 'K43',
        spec: t('LED 43 inch', 'LED 43 pouces', 'LED 43 Zoll', 'LED 43 inch'),
      },
    ],
  },
  {
    key: 'koptelefoons',
    category: t('Koptelefoons', 'Casques audio', 'Kopfhörer', 'Headphones'),
    word: t('Koptelefoon', 'Casque audio', 'Kopfhörer', 'Headphones'),
    products: [
      {
        brand: 'Klankrijk',
        code: 'OE90',
        spec: t('draadloos', 'sans fil', 'kabellos', 'wireless'),
      },
      {
        brand: 'Vonk',
        code: 'HP3',
        spec: t(
          'noise cancelling',
          'réduction de bruit',
          'Geräuschunterdrückung',
          'noise cancelling',
        ),
      },
      {
        brand: 'Geluidshuis',
        code: 'GH2',
        spec: t('over-ear', 'circum-aural', 'Over-Ear', 'over-ear'),
      },
    ],
  },
  {
    key: 'koffiezetapparaten',
    category: t('Koffiezetapparaten', 'Machines à café', 'Kaffeemaschinen', 'Coffee machines'),
    word: t('Koffiezetapparaat', 'Machine à café', 'Kaffeemaschine', 'Coffee machine'),
    products: [
      {
        brand: 'Bonenbrander',
        code: 'ES15',
        spec: t('espresso', 'expresso', 'Espresso', 'espresso'),
      },
      { brand: 'Polder', code: 'PF12', spec: t('filter', 'filtre', 'Filter', 'filter') },
      {
        brand: 'Voltana',
        code: 'VC3',
        spec: t('volautomaat', 'automatique', 'Vollautomat', 'bean to cup'),
      },
    ],
  },
  {
    key: 'magnetrons',
    category: t('Magnetrons', 'Micro-ondes', 'Mikrowellen', 'Microwaves'),
    word: t('Magnetron', 'Micro-ondes', 'Mikrowelle', 'Microwave'),
    products: [
      {
        brand: 'Voltana',
        code: 'CM320',
        spec: t('32 liter', '32 litres', '32 Liter', '32 litres'),
      },
      { brand: 'Kouda', code: 'KM20', spec: t('20 liter', '20 litres', '20 Liter', '20 litres') },
      {
        brand: 'Brabant',
        code: 'BM25G',
        spec: t('met grill', 'avec gril', 'mit Grill', 'with grill'),
      },
    ],
  },
  {
    key: 'laptops',
    category: t('Laptops', 'Ordinateurs portables', 'Laptops', 'Laptops'),
    word: t('Laptop', 'Ordinateur portable', 'Laptop', 'Laptop'),
    products: [
      { brand: 'Bitwijs', code: 'G16-321T', spec: t('16 inch', '16 pouces', '16 Zoll', '16 inch') },
      { brand: 'Rekenaar', code: 'R14', spec: t('14 inch', '14 pouces', '14 Zoll', '14 inch') },
      { brand: 'Vonk', code: 'VB13', spec: t('13 inch', '13 pouces', '13 Zoll', '13 inch') },
    ],
  },
  {
    key: 'bokshandschoenen',
    category: t('Bokshandschoenen', 'Gants de boxe', 'Boxhandschuhe', 'Boxing gloves'),
    word: t('Bokshandschoenen', 'Gants de boxe', 'Boxhandschuhe', 'Boxing gloves'),
    products: [
      { brand: 'Vuistvast', code: 'TR14', spec: t('14 oz', '14 oz', '14 oz', '14 oz') },
      { brand: 'Ringmeester', code: 'RM10', spec: t('10 oz', '10 oz', '10 oz', '10 oz') },
      { brand: 'Sterk', code: 'SB12', spec: t('leer', 'cuir', 'Leder', 'leather') },
    ],
  },
  {
    key: 'waterkokers',
    category: t('Waterkokers', 'Bouilloires', 'Wasserkocher', 'Kettles'),
    word: t('Waterkoker', 'Bouilloire', 'Wasserkocher', 'Kettle'),
    products: [
      {
        brand: 'Polder',
        code: 'WK17',
        spec: t('1,7 liter', '1,7 litre', '1,7 Liter', '1.7 litre'),
      },
      { brand: 'Brabant', code: 'BK10', spec: t('glas', 'verre', 'Glas', 'glass') },
      {
        brand: 'Voltana',
        code: 'VK12T',
        spec: t(
          'met temperatuurkeuze',
          'avec réglage de température',
          'mit Temperaturwahl',
          'with temperature control',
        ),
      },
    ],
  },
  {
    key: 'strijkijzers',
    category: t('Strijkijzers', 'Fers à repasser', 'Bügeleisen', 'Irons'),
    word: t('Strijkijzer', 'Fer à repasser', 'Bügeleisen', 'Steam iron'),
    products: [
      { brand: 'Polder', code: 'SI24', spec: t('stoom', 'vapeur', 'Dampf', '2400 W') },
      {
        brand: 'Kouda',
        code: 'KS30',
        spec: t('stoomgenerator', 'centrale vapeur', 'Dampfbügelstation', 'steam generator'),
      },
      { brand: 'Voltana', code: 'VS20', spec: t('reis', 'voyage', 'Reise', 'travel') },
    ],
  },
];

/** Accessories whose names mention a kind; a search for the kind must not bring them first. */
const accessories: { brand: string; code: string; name: Texts }[] = [
  {
    brand: 'Voltana',
    code: 'STK10',
    name: t(
      'Tussenstuk wasmachine/droger',
      'Kit de superposition lave-linge/sèche-linge',
      'Zwischenbaurahmen Waschmaschine/Trockner',
      'Stacking kit washing machine/dryer',
    ),
  },
  {
    brand: 'Bonenbrander',
    code: 'OK1',
    name: t(
      'Ontkalker voor koffiezetapparaten',
      'Détartrant pour machines à café',
      'Entkalker für Kaffeemaschinen',
      'Descaler for coffee machines',
    ),
  },
  {
    brand: 'Vonk',
    code: 'WB65',
    name: t(
      'TV-muurbeugel 32-65 inch',
      'Support mural TV 32-65 pouces',
      'TV-Wandhalterung 32-65 Zoll',
      'TV wall bracket 32-65 inch',
    ),
  },
  {
    brand: 'Bitwijs',
    code: 'TS15',
    name: t(
      'Laptoptas 15 inch',
      'Sacoche pour ordinateur portable 15 pouces',
      'Laptoptasche 15 Zoll',
      'Laptop bag 15 inch',
    ),
  },
];

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
