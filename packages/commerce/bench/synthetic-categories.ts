/**
 * The synthetic catalogue's category tree (index-perf.ts): branches, and leaves with the product
 * type their products are named after, their share of products and their attributes.
 */
import type { IndexedCategory } from '../src/catalog/index/types.ts';

export type Domain = 'appliance' | 'electronics' | 'sport';

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

export const leaves = leafRows.map(([id, parentId, name, type, weight, domain, attributes]) => ({
  id,
  parentId,
  name,
  type,
  weight,
  domain,
  attributes: attributes.split(' '),
}));

/** The tree in the index's shape: url paths and breadcrumbs made from the names. */
export function buildCategories(): IndexedCategory[] {
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
