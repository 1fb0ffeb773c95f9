/**
 * A deterministic synthetic Dutch catalogue in the index's own shapes, for the perf script and
 * tests that need volume. Not the demo seed: it only has what the index reads.
 */
import type { IndexedAttribute, IndexedCategory, IndexedProduct } from './types.ts';

export interface SyntheticCatalogue {
  products: IndexedProduct[];
  categories: IndexedCategory[];
  attributes: IndexedAttribute[];
}

/** Small fast seeded generator (mulberry32) so every run builds the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface LeafSpec {
  id: number;
  parentId: number;
  name: string;
  /** Singular product type as it appears in product names. */
  type: string;
  weight: number;
  domain: 'appliance' | 'electronics' | 'sport';
  attributes: string[];
}

const branches: [number, number | null, string][] = [
  [1, null, 'Huishouden'],
  [2, 1, 'Wassen & drogen'],
  [6, 1, 'Koelen & vriezen'],
  [12, null, 'Keuken'],
  [18, null, 'Elektronica'],
  [20, 18, 'Audio'],
  [25, null, 'Sport'],
  [26, 25, 'Boksen'],
  [30, 25, 'Fitness'],
];

const common = ['brand', 'color_group'];
const appliance = [...common, 'energy_class', 'installation', 'noise_class', 'width_cm'];
const leaves: LeafSpec[] = [
  {
    id: 3,
    parentId: 2,
    name: 'Wasmachines',
    type: 'Wasmachine',
    weight: 8,
    domain: 'appliance',
    attributes: [...appliance, 'capacity_kg'],
  },
  {
    id: 4,
    parentId: 2,
    name: 'Wasdrogers',
    type: 'Wasdroger',
    weight: 5,
    domain: 'appliance',
    attributes: [...appliance, 'capacity_kg'],
  },
  {
    id: 5,
    parentId: 2,
    name: 'Droogkasten',
    type: 'Droogkast',
    weight: 1,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 7,
    parentId: 6,
    name: 'Koelkasten',
    type: 'Koelkast',
    weight: 7,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 8,
    parentId: 6,
    name: 'Vriezers',
    type: 'Vriezer',
    weight: 4,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 9,
    parentId: 6,
    name: 'Amerikaanse koelkasten',
    type: 'Amerikaanse koelkast',
    weight: 2,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 10,
    parentId: 1,
    name: 'Vaatwassers',
    type: 'Vaatwasser',
    weight: 6,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 11,
    parentId: 1,
    name: 'Stofzuigers',
    type: 'Stofzuiger',
    weight: 5,
    domain: 'appliance',
    attributes: [...common, 'energy_class'],
  },
  {
    id: 13,
    parentId: 12,
    name: 'Ovens',
    type: 'Oven',
    weight: 5,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 14,
    parentId: 12,
    name: 'Magnetrons',
    type: 'Magnetron',
    weight: 4,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 15,
    parentId: 12,
    name: 'Kookplaten',
    type: 'Kookplaat',
    weight: 4,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 16,
    parentId: 12,
    name: 'Afzuigkappen',
    type: 'Afzuigkap',
    weight: 3,
    domain: 'appliance',
    attributes: appliance,
  },
  {
    id: 17,
    parentId: 12,
    name: 'Koffiezetapparaten',
    type: 'Koffiezetapparaat',
    weight: 5,
    domain: 'appliance',
    attributes: common,
  },
  {
    id: 19,
    parentId: 18,
    name: 'Televisies',
    type: 'Televisie',
    weight: 8,
    domain: 'electronics',
    attributes: [...common, 'energy_class', 'screen_size'],
  },
  {
    id: 21,
    parentId: 20,
    name: 'Koptelefoons',
    type: 'Koptelefoon',
    weight: 6,
    domain: 'electronics',
    attributes: [...common, 'connectivity'],
  },
  {
    id: 22,
    parentId: 20,
    name: 'Speakers',
    type: 'Speaker',
    weight: 5,
    domain: 'electronics',
    attributes: [...common, 'connectivity'],
  },
  {
    id: 23,
    parentId: 20,
    name: 'Soundbars',
    type: 'Soundbar',
    weight: 3,
    domain: 'electronics',
    attributes: [...common, 'connectivity'],
  },
  {
    id: 24,
    parentId: 18,
    name: 'Smartphones',
    type: 'Smartphone',
    weight: 6,
    domain: 'electronics',
    attributes: [...common, 'screen_size'],
  },
  {
    id: 27,
    parentId: 26,
    name: 'Bokshandschoenen',
    type: 'Bokshandschoenen',
    weight: 4,
    domain: 'sport',
    attributes: [...common, 'size_oz', 'material'],
  },
  {
    id: 28,
    parentId: 26,
    name: 'Bokszakken',
    type: 'Bokszak',
    weight: 2,
    domain: 'sport',
    attributes: [...common, 'material'],
  },
  {
    id: 29,
    parentId: 26,
    name: 'Bandages',
    type: 'Bandage',
    weight: 2,
    domain: 'sport',
    attributes: common,
  },
  {
    id: 31,
    parentId: 30,
    name: 'Halters',
    type: 'Halter',
    weight: 2,
    domain: 'sport',
    attributes: [...common, 'material'],
  },
  {
    id: 32,
    parentId: 30,
    name: 'Loopbanden',
    type: 'Loopband',
    weight: 2,
    domain: 'sport',
    attributes: [...common, 'energy_class'],
  },
];

const brandsByDomain = {
  appliance: [
    'Voltana',
    'Nordkoel',
    'Hagestein',
    'Miravel',
    'Zuiderwind',
    'Tessaro',
    'Brinkhof',
    'Alvero',
    'Kessel',
    'Dunemark',
    'Ostrava',
    'Lindqvist',
  ],
  electronics: ['Sonaro', 'Vistel', 'Pixora', 'Auralis', 'Klankhuis', 'Tevion', 'Quadrix', 'Helix'],
  sport: ['Ringmaster', 'Vuistkracht', 'Koningsring', 'Pugil', 'Stalen Vuist', 'Atleta'],
};

const optionValues: Record<string, { label: string; values: string[]; labels?: string[] }> = {
  color_group: {
    label: 'Kleur',
    values: ['zwart', 'wit', 'zilver', 'rvs', 'grijs', 'rood', 'blauw', 'groen'],
  },
  energy_class: {
    label: 'Energieklasse',
    values: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
    labels: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
  },
  installation: { label: 'Installatie', values: ['vrijstaand', 'inbouw', 'onderbouw'] },
  noise_class: {
    label: 'Geluidsklasse',
    values: ['a', 'b', 'c', 'd'],
    labels: ['A', 'B', 'C', 'D'],
  },
  width_cm: {
    label: 'Breedte',
    values: ['45', '55', '60', '70', '90'],
    labels: ['45 cm', '55 cm', '60 cm', '70 cm', '90 cm'],
  },
  capacity_kg: {
    label: 'Vulgewicht',
    values: ['6', '7', '8', '9', '10', '12'],
    labels: ['6 kg', '7 kg', '8 kg', '9 kg', '10 kg', '12 kg'],
  },
  screen_size: {
    label: 'Schermdiagonaal',
    values: ['6', '32', '43', '50', '55', '65', '75', '85'],
    labels: ['6 inch', '32 inch', '43 inch', '50 inch', '55 inch', '65 inch', '75 inch', '85 inch'],
  },
  connectivity: {
    label: 'Verbinding',
    values: ['bluetooth', 'wifi', 'bedraad'],
    labels: ['Bluetooth', 'Wifi', 'Bedraad'],
  },
  size_oz: {
    label: 'Gewicht (oz)',
    values: ['8', '10', '12', '14', '16'],
    labels: ['8 oz', '10 oz', '12 oz', '14 oz', '16 oz'],
  },
  material: {
    label: 'Materiaal',
    values: ['leer', 'synthetisch', 'canvas', 'staal'],
    labels: ['Leer', 'Synthetisch', 'Canvas', 'Staal'],
  },
};

const statuses = [
  'Actief',
  'Actief',
  'Actief',
  'Actief',
  'Actief',
  'Actief',
  'Uitlopend',
  'Pre-order',
  'Actief (op aanvraag)',
  'Uit assortiment',
];
const features = [
  'stil',
  'zuinig',
  'snel',
  'compact',
  'slim',
  'met display',
  'met app-bediening',
  'extra groot',
];

function buildCategories(): IndexedCategory[] {
  const rows: [number, number | null, string][] = [
    ...branches,
    ...leaves.map((leaf): [number, number, string] => [leaf.id, leaf.parentId, leaf.name]),
  ];
  const byId = new Map(rows.map((row) => [row[0], row]));
  const slug = (name: string) =>
    name.toLowerCase().replace(/&/g, '').replace(/\s+/g, '-').replace(/-+/g, '-');
  const chain = (id: number): [number, number | null, string][] => {
    const row = byId.get(id)!;
    return row[1] === null ? [row] : [...chain(row[1]), row];
  };
  return rows.map(([id, parentId, name], index) => {
    const path = chain(id);
    const urlOf = (upTo: number) =>
      path
        .slice(0, upTo + 1)
        .map((row) => slug(row[2]))
        .join('/');
    return {
      id,
      parentId,
      name,
      urlPath: urlOf(path.length - 1),
      level: path.length + 1,
      position: index,
      image: null,
      breadcrumbs: path
        .slice(0, -1)
        .map((row, i) => ({ id: row[0], name: row[2], urlPath: urlOf(i), level: i + 2 })),
    };
  });
}

function buildAttributes(): IndexedAttribute[] {
  const brands = [
    ...brandsByDomain.appliance,
    ...brandsByDomain.electronics,
    ...brandsByDomain.sport,
  ];
  const attributes: IndexedAttribute[] = [
    {
      code: 'brand',
      label: 'Merk',
      position: 0,
      options: brands.map((name) => ({
        value: name.toLowerCase().replace(/\s+/g, '-'),
        label: name,
        swatch: null,
        position: 0,
      })),
    },
  ];
  let position = 1;
  for (const [code, spec] of Object.entries(optionValues)) {
    attributes.push({
      code,
      label: spec.label,
      position: position++,
      options: spec.values.map((value, i) => ({
        value,
        label: spec.labels?.[i] ?? value.charAt(0).toUpperCase() + value.slice(1),
        swatch:
          code === 'color_group'
            ? `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`
            : null,
        position: i,
      })),
    });
  }
  return attributes;
}

export function syntheticCatalogue(productCount: number, seed = 42): SyntheticCatalogue {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const categories = buildCategories();
  const attributes = buildAttributes();
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const totalWeight = leaves.reduce((sum, leaf) => sum + leaf.weight, 0);
  const products: IndexedProduct[] = [];
  for (let i = 0; i < productCount; i++) {
    let roll = random() * totalWeight;
    let leaf = leaves[0]!;
    for (const candidate of leaves) {
      roll -= candidate.weight;
      if (roll < 0) {
        leaf = candidate;
        break;
      }
    }
    const brand = pick(brandsByDomain[leaf.domain]);
    const productAttributes: Record<string, string> = {};
    for (const code of leaf.attributes) {
      productAttributes[code] =
        code === 'brand'
          ? brand.toLowerCase().replace(/\s+/g, '-')
          : pick(optionValues[code]!.values);
    }
    const model = `${leaf.type.slice(0, 2).toUpperCase()}${100 + Math.floor(random() * 900)}${i % 7}`;
    const spec = productAttributes.capacity_kg
      ? ` ${productAttributes.capacity_kg} kg`
      : productAttributes.screen_size
        ? ` ${productAttributes.screen_size} inch`
        : productAttributes.size_oz
          ? ` ${productAttributes.size_oz} oz`
          : '';
    const colour = productAttributes.color_group ?? 'zwart';
    const name = `${brand} ${model} ${leaf.type}${spec} ${colour}`;
    const category = categoryById.get(leaf.id)!;
    const feature = pick(features);
    const description =
      `Deze ${leaf.type.toLowerCase()} van ${brand} is ${feature} en ${pick(features)}. ` +
      (leaf.id === 4 ? 'Past bovenop uw wasmachine met een tussenstuk. ' : '') +
      `Geschikt voor dagelijks gebruik, met ${1 + Math.floor(random() * 5)} jaar garantie.`;
    const priceCents = Math.round((50 + random() * (leaf.domain === 'sport' ? 200 : 1500)) * 100);
    products.push({
      id: i + 1,
      sku: `${model}-${String(i + 1).padStart(6, '0')}`,
      ean: String(8710000000000 + i * 7),
      name,
      description,
      brandCode: brand.toLowerCase().replace(/\s+/g, '-'),
      brandName: brand,
      categoryIds: [leaf.id],
      position: Math.floor(random() * 1000),
      finalPriceCents: random() < 0.2 ? Math.round(priceCents * 0.85) : priceCents,
      status: pick(statuses),
      inStock: random() > 0.1,
      attributes: productAttributes,
      salesCount: Math.floor(random() * random() * 5000),
      featured: random() < 0.05,
      createdAt: Date.UTC(2020, 0, 1) + Math.floor(random() * 5 * 365 * 86_400_000),
      ratingSummary: Math.floor(random() * 101),
      keywords: [...category.breadcrumbs.map((b) => b.name), category.name].join(' '),
    });
  }
  return { products, categories, attributes };
}
