/**
 * The synthetic catalogue's brands and filterable attributes with their options (index-perf.ts),
 * about 45 attributes as in the demo catalogue.
 */
import type { IndexedAttribute } from '../src/catalog/index/types.ts';
import type { Domain } from './synthetic-categories.ts';

export const brandsByDomain: Record<Domain, string[]> = {
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

export const optionValues = Object.fromEntries(
  optionRows.map(([code, label, values, unit]) => {
    const list = values.split(' ');
    const labels = list.map((v) =>
      unit ? `${v} ${unit}` : v.charAt(0).toUpperCase() + v.slice(1),
    );
    return [code, { label, values: list, labels }];
  }),
);

/** The brand, then every attribute of the table, in the index's shape. */
export function buildAttributes(): IndexedAttribute[] {
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
