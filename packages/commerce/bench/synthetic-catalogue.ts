/**
 * A deterministic synthetic Dutch catalogue in the index's own shapes, for the index benchmark
 * (index-perf.ts) at volumes the demo seed takes long to write. Not the demo seed: it only has
 * what the index reads.
 */
import { createRandom } from '../src/seed/random.ts';
import type {
  AttributeValue,
  IndexedAttribute,
  IndexedCategory,
  IndexedProduct,
} from '../src/catalog/index/types.ts';

export interface SyntheticCatalogue {
  products: IndexedProduct[];
  categories: IndexedCategory[];
  attributes: IndexedAttribute[];
}

type Domain = 'appliance' | 'electronics' | 'sport';

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

const common = 'brand color_group';
const cooling = `${common} energy_class installation width_cm nofrost`;

/**
 * Leaf categories: id, parent, name, product type in names, share of products, domain, attributes.
 * Like the demo catalogue, each leaf has its own attributes: about 45 overall, 6 or 7 a product.
 */
const leafRows: [number, number, string, string, number, Domain, string][] = [
  [
    3,
    2,
    'Wasmachines',
    'Wasmachine',
    8,
    'appliance',
    `${common} energy_class installation capacity_kg spin_speed loading_type`,
  ],
  [
    4,
    2,
    'Wasdrogers',
    'Wasdroger',
    5,
    'appliance',
    `${common} energy_class installation capacity_kg drying_technology noise_class`,
  ],
  [
    5,
    2,
    'Droogkasten',
    'Droogkast',
    1,
    'appliance',
    `${common} energy_class installation width_cm noise_class`,
  ],
  [7, 6, 'Koelkasten', 'Koelkast', 7, 'appliance', `${cooling} freezer_stars`],
  [8, 6, 'Vriezers', 'Vriezer', 4, 'appliance', cooling],
  [
    9,
    6,
    'Amerikaanse koelkasten',
    'Amerikaanse koelkast',
    2,
    'appliance',
    `${cooling} noise_class`,
  ],
  [
    10,
    1,
    'Vaatwassers',
    'Vaatwasser',
    6,
    'appliance',
    `${common} energy_class installation width_cm noise_class place_settings`,
  ],
  [
    11,
    1,
    'Stofzuigers',
    'Stofzuiger',
    5,
    'appliance',
    `${common} energy_class vacuum_type bagless noise_class`,
  ],
  [
    13,
    12,
    'Ovens',
    'Oven',
    5,
    'appliance',
    `${common} energy_class installation oven_type oven_volume`,
  ],
  [
    14,
    12,
    'Magnetrons',
    'Magnetron',
    4,
    'appliance',
    `${common} installation width_cm oven_volume power_w`,
  ],
  [
    15,
    12,
    'Kookplaten',
    'Kookplaat',
    4,
    'appliance',
    `${common} installation width_cm hob_type zones`,
  ],
  [
    16,
    12,
    'Afzuigkappen',
    'Afzuigkap',
    3,
    'appliance',
    `${common} energy_class width_cm hood_type extraction noise_class`,
  ],
  [
    17,
    12,
    'Koffiezetapparaten',
    'Koffiezetapparaat',
    5,
    'appliance',
    `${common} coffee_type power_w milk_frother`,
  ],
  [
    19,
    18,
    'Televisies',
    'Televisie',
    8,
    'electronics',
    `${common} energy_class screen_size resolution panel refresh_rate`,
  ],
  [
    21,
    20,
    'Koptelefoons',
    'Koptelefoon',
    6,
    'electronics',
    `${common} connectivity headphone_type noise_cancelling battery_h`,
  ],
  [22, 20, 'Speakers', 'Speaker', 5, 'electronics', `${common} connectivity battery_h waterproof`],
  [23, 20, 'Soundbars', 'Soundbar', 3, 'electronics', `${common} connectivity channels width_cm`],
  [
    24,
    18,
    'Smartphones',
    'Smartphone',
    6,
    'electronics',
    `${common} screen_size storage_gb os refresh_rate`,
  ],
  [
    27,
    26,
    'Bokshandschoenen',
    'Bokshandschoenen',
    4,
    'sport',
    `${common} size_oz material closure level`,
  ],
  [28, 26, 'Bokszakken', 'Bokszak', 2, 'sport', `${common} material bag_weight_kg level`],
  [29, 26, 'Bandages', 'Bandage', 2, 'sport', `${common} length_cm level`],
  [31, 30, 'Halters', 'Halter', 2, 'sport', `${common} material dumbbell_weight_kg`],
  [32, 30, 'Loopbanden', 'Loopband', 2, 'sport', `${common} energy_class max_speed foldable`],
];

const leaves = leafRows.map(([id, parentId, name, type, weight, domain, attributes]) => ({
  id,
  parentId,
  name,
  type,
  weight,
  domain,
  attributes: attributes.split(' '),
}));

const brandsByDomain: Record<Domain, string[]> = {
  appliance: (
    'Voltana Nordkoel Hagestein Miravel Zuiderwind Tessaro Brinkhof Alvero Kessel Dunemark ' +
    'Ostrava Lindqvist'
  ).split(' '),
  electronics: 'Sonaro Vistel Pixora Auralis Klankhuis Tevion Quadrix Helix'.split(' '),
  sport: ['Ringmaster', 'Vuistkracht', 'Koningsring', 'Pugil', 'Stalen Vuist', 'Atleta'],
};

/** Filterable attributes: code, label, option values, unit shown after numeric values. */
const optionRows: [string, string, string, string | null][] = [
  ['color_group', 'Kleur', 'zwart wit zilver rvs grijs rood blauw groen', null],
  ['energy_class', 'Energieklasse', 'a b c d e f g', null],
  ['installation', 'Installatie', 'vrijstaand inbouw onderbouw', null],
  ['noise_class', 'Geluidsklasse', 'a b c d', null],
  ['width_cm', 'Breedte', '45 55 60 70 90', 'cm'],
  ['capacity_kg', 'Vulgewicht', '6 7 8 9 10 12', 'kg'],
  ['screen_size', 'Schermdiagonaal', '6 32 43 50 55 65 75 85', 'inch'],
  ['connectivity', 'Verbinding', 'bluetooth wifi bedraad', null],
  ['size_oz', 'Gewicht (oz)', '8 10 12 14 16', 'oz'],
  ['material', 'Materiaal', 'leer synthetisch canvas staal', null],
  ['spin_speed', 'Centrifugesnelheid', '1000 1200 1400 1600', 'tpm'],
  ['loading_type', 'Vulopening', 'voorlader bovenlader', null],
  ['drying_technology', 'Droogtechniek', 'warmtepomp condensatie luchtafvoer', null],
  ['nofrost', 'No Frost', 'ja nee', null],
  ['freezer_stars', 'Vriesvak', 'geen 1 2 3 4', null],
  ['place_settings', 'Couverts', '9 12 13 14 15', null],
  ['vacuum_type', 'Type stofzuiger', 'steel robot slede hand', null],
  ['bagless', 'Zakloos', 'ja nee', null],
  ['oven_type', 'Type oven', 'hetelucht combi stoom pyrolyse', null],
  ['oven_volume', 'Inhoud', '20 25 45 60 70', 'l'],
  ['power_w', 'Vermogen', '700 800 900 1000 1400', 'W'],
  ['hob_type', 'Type kookplaat', 'inductie gas keramisch', null],
  ['zones', 'Kookzones', '2 3 4 5', null],
  ['hood_type', 'Type afzuigkap', 'wand eiland plafond onderbouw', null],
  ['extraction', 'Afzuigcapaciteit', '400 600 800', 'm³/h'],
  ['coffee_type', 'Type koffiezetter', 'filter pad capsule volautomaat', null],
  ['milk_frother', 'Melkopschuimer', 'ja nee', null],
  ['resolution', 'Resolutie', 'hd full-hd 4k 8k', null],
  ['panel', 'Paneel', 'led qled oled', null],
  ['refresh_rate', 'Verversingssnelheid', '50 60 100 120', 'Hz'],
  ['headphone_type', 'Draagwijze', 'in-ear on-ear over-ear', null],
  ['noise_cancelling', 'Noise cancelling', 'ja nee', null],
  ['battery_h', 'Accuduur', '10 20 30 40', 'uur'],
  ['waterproof', 'Waterdicht', 'ipx4 ipx5 ipx7', null],
  ['channels', 'Kanalen', '2.0 2.1 3.1 5.1', null],
  ['storage_gb', 'Opslag', '64 128 256 512', 'GB'],
  ['os', 'Besturingssysteem', 'android ios', null],
  ['closure', 'Sluiting', 'klittenband veters', null],
  ['level', 'Niveau', 'beginner gevorderd professional', null],
  ['bag_weight_kg', 'Gewicht zak', '15 25 35 45', 'kg'],
  ['length_cm', 'Lengte', '250 350 450', 'cm'],
  ['dumbbell_weight_kg', 'Gewicht halter', '2 5 10 20', 'kg'],
  ['max_speed', 'Max. snelheid', '12 16 20', 'km/u'],
  ['foldable', 'Inklapbaar', 'ja nee', null],
];

const optionValues = Object.fromEntries(
  optionRows.map(([code, label, values, unit]) => {
    const list = values.split(' ');
    const labels = list.map((v) =>
      unit ? `${v} ${unit}` : v.charAt(0).toUpperCase() + v.slice(1),
    );
    return [code, { label, values: list, labels }];
  }),
);

const statuses = [
  ...Array.from({ length: 6 }, () => 'Actief'),
  'Uitlopend',
  'Pre-order',
  'Actief (op aanvraag)',
  'Uit assortiment',
];
const features = 'stil zuinig snel compact slim|met display|met app-bediening|extra groot'
  .replace(/ /g, '|')
  .split('|');

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
        label: spec.labels[i]!,
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

/**
 * Leaves where every second product is a configurable parent (boxing gloves, headphones): it
 * offers two to four colours and, for gloves, every weight from its own up. Derived from the
 * product number, not the random stream, so the other products stay as they were.
 */
const configurableLeaves = new Set([21, 27]);

function offerVariants(attributes: Record<string, AttributeValue>, i: number): void {
  const colours = optionValues.color_group!.values;
  const start = colours.indexOf(attributes.color_group as string);
  attributes.color_group = Array.from(
    { length: 2 + (i % 3) },
    (_, k) => colours[(start + k * 3) % colours.length]!,
  );
  if (typeof attributes.size_oz === 'string') {
    const sizes = optionValues.size_oz!.values;
    attributes.size_oz = sizes.slice(sizes.indexOf(attributes.size_oz));
  }
}

/** The same seed always builds the same catalogue (the demo seed's generator). */
export function syntheticCatalogue(productCount: number, seed = 42): SyntheticCatalogue {
  const random = createRandom(seed);
  const categories = buildCategories();
  const attributes = buildAttributes();
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const weightedLeaves = leaves.map((leaf) => [leaf, leaf.weight] as const);
  const products: IndexedProduct[] = [];
  for (let i = 0; i < productCount; i++) {
    const leaf = random.weighted(weightedLeaves);
    const brand = random.pick(brandsByDomain[leaf.domain]);
    const productAttributes: Record<string, AttributeValue> = {};
    for (const code of leaf.attributes) {
      productAttributes[code] =
        code === 'brand'
          ? brand.toLowerCase().replace(/\s+/g, '-')
          : random.pick(optionValues[code]!.values);
    }
    if (configurableLeaves.has(leaf.id) && i % 2 === 0) offerVariants(productAttributes, i);
    const model = `${leaf.type.slice(0, 2).toUpperCase()}${random.int(100, 999)}${i % 7}`;
    const first = (code: string) => {
      const value = productAttributes[code];
      return typeof value === 'string' ? value : value?.[0];
    };
    const spec = productAttributes.capacity_kg
      ? ` ${first('capacity_kg')} kg`
      : productAttributes.screen_size
        ? ` ${first('screen_size')} inch`
        : productAttributes.size_oz
          ? ` ${first('size_oz')} oz`
          : '';
    const colour = first('color_group') ?? 'zwart';
    const name = `${brand} ${model} ${leaf.type}${spec} ${colour}`;
    const category = categoryById.get(leaf.id)!;
    const feature = random.pick(features);
    const description =
      `Deze ${leaf.type.toLowerCase()} van ${brand} is ${feature} en ${random.pick(features)}. ` +
      (leaf.id === 4 ? 'Past bovenop uw wasmachine met een tussenstuk. ' : '') +
      `Geschikt voor dagelijks gebruik, met ${random.int(1, 5)} jaar garantie.`;
    const priceCents = Math.round(
      (50 + random.next() * (leaf.domain === 'sport' ? 200 : 1500)) * 100,
    );
    products.push({
      id: i + 1,
      sku: `${model}-${String(i + 1).padStart(6, '0')}`,
      ean: String(8710000000000 + i * 7),
      name,
      description,
      brandCode: brand.toLowerCase().replace(/\s+/g, '-'),
      brandName: brand,
      categoryIds: [leaf.id],
      position: random.int(0, 999),
      finalPriceCents: random.chance(0.2) ? Math.round(priceCents * 0.85) : priceCents,
      status: random.pick(statuses),
      inStock: !random.chance(0.1),
      attributes: productAttributes,
      salesCount: Math.floor(random.next() * random.next() * 5000),
      featured: random.chance(0.05),
      createdAt: Date.UTC(2020, 0, 1) + Math.floor(random.next() * 5 * 365 * 86_400_000),
      ratingSummary: random.int(0, 100),
      productGroup: leaf.type,
      keywords: [...category.breadcrumbs.map((b) => b.name), category.name].join(' '),
    });
  }
  return { products, categories, attributes };
}
