import { slugify } from '../slug.ts';
import { BRANDS } from './brands.ts';
import { COLOR_GROUPS } from './colors.ts';
import { DELIVERY_TYPES } from './delivery.ts';

export interface OptionDef {
  /** URL-safe id used in filter URLs and in `products.attributes`. */
  value: string;
  label: string;
  swatch?: string;
}

export interface AttributeDef {
  code: string;
  label: string;
  group: string;
  tooltip?: string;
  unit?: string;
  /** Filterable attributes store option values; the others store display text. */
  options?: readonly OptionDef[];
}

const byLabel = (labels: readonly string[]): OptionDef[] =>
  labels.map((label) => ({ value: slugify(label), label }));
const yesNo = byLabel(['Ja', 'Nee']);

/** EU energy classes; the old-style plus classes only occur on older appliances. */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'A+++', 'A++', 'A+'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/**
 * Every attribute of the demo catalogue, in display order. Specifications are grouped on the
 * product page by `group`; an attribute with options becomes a filter on listings.
 */
export const ATTRIBUTES: readonly AttributeDef[] = [
  {
    code: 'brand',
    label: 'Merk',
    group: 'Algemeen',
    options: BRANDS.map((brand) => ({ value: brand.code, label: brand.name })),
  },
  {
    code: 'energy_class',
    label: 'Energieklasse',
    group: 'Energie',
    tooltip:
      'Het EU-energielabel loopt van A (zuinigst) tot G. Oudere apparaten hebben nog een label van A+++ tot D.',
    options: byLabel(ENERGY_CLASSES),
  },
  {
    code: 'color_group',
    label: 'Kleur',
    group: 'Uiterlijk',
    options: COLOR_GROUPS.map((color) => ({
      value: color.value,
      label: color.label,
      swatch: color.hex,
    })),
  },
  {
    code: 'delivery_type',
    label: 'Bezorging',
    group: 'Levering',
    tooltip:
      'Grote apparaten bezorgen we zelf en sluiten we op verzoek aan; de rest gaat per pakketdienst.',
    options: DELIVERY_TYPES.map((type) => ({ value: type.value, label: type.label })),
  },
  { code: 'warranty', label: 'Garantie', group: 'Algemeen' },
  { code: 'dimensions', label: 'Afmetingen (h x b x d)', group: 'Afmetingen', unit: 'cm' },
  { code: 'product_weight', label: 'Gewicht', group: 'Afmetingen', unit: 'kg' },
  {
    code: 'energy_consumption',
    label: 'Energieverbruik',
    group: 'Energie',
    tooltip: 'Het verbruik zoals gemeten voor het EU-energielabel.',
  },
  {
    code: 'washing_capacity',
    label: 'Vulgewicht',
    group: 'Capaciteit',
    unit: 'kg',
    tooltip:
      'Het maximale gewicht aan droge was per wasbeurt. Voor een gezin van vier is 8 kg genoeg.',
    options: byLabel(['6 kg', '7 kg', '8 kg', '9 kg', '10 kg']),
  },
  {
    code: 'drying_capacity',
    label: 'Vulgewicht drogen',
    group: 'Capaciteit',
    unit: 'kg',
    options: byLabel(['7 kg', '8 kg', '9 kg', '10 kg']),
  },
  {
    code: 'spin_speed',
    label: 'Centrifugetoerental',
    group: 'Prestaties',
    unit: 'tpm',
    tooltip:
      'Hoe hoger het toerental, hoe droger de was uit de machine komt en hoe korter het drogen.',
    options: byLabel(['1200 tpm', '1400 tpm', '1600 tpm']),
  },
  {
    code: 'noise_level',
    label: 'Geluidsniveau',
    group: 'Prestaties',
    unit: 'dB',
    tooltip: 'Elke 3 dB minder klinkt als de helft minder geluid.',
  },
  {
    code: 'loading_type',
    label: 'Belading',
    group: 'Algemeen',
    options: byLabel(['Voorlader', 'Bovenlader']),
  },
  { code: 'steam_function', label: 'Stoomfunctie', group: 'Functies' },
  {
    code: 'dryer_type',
    label: 'Type droger',
    group: 'Algemeen',
    tooltip:
      'Een warmtepompdroger is duurder in aanschaf maar verbruikt ongeveer de helft minder stroom.',
    options: byLabel(['Warmtepompdroger', 'Condensdroger']),
  },
  {
    code: 'fridge_type',
    label: 'Type koelkast',
    group: 'Algemeen',
    options: byLabel(['Vrijstaand', 'Inbouw', 'Amerikaans']),
  },
  {
    code: 'freezer_type',
    label: 'Type vriezer',
    group: 'Algemeen',
    options: byLabel(['Staande vriezer', 'Vrieskist', 'Tafelmodel']),
  },
  {
    code: 'height_cm',
    label: 'Hoogte',
    group: 'Afmetingen',
    unit: 'cm',
    options: byLabel([
      '85 cm',
      '100 cm',
      '120 cm',
      '145 cm',
      '150 cm',
      '178 cm',
      '180 cm',
      '185 cm',
      '203 cm',
    ]),
  },
  { code: 'net_capacity', label: 'Netto inhoud', group: 'Capaciteit', unit: 'liter' },
  {
    code: 'no_frost',
    label: 'No Frost',
    group: 'Functies',
    tooltip: 'Met No Frost hoef je de vriezer nooit meer te ontdooien.',
    options: yesNo,
  },
  { code: 'drawers', label: 'Aantal laden', group: 'Capaciteit' },
  {
    code: 'dishwasher_type',
    label: 'Type vaatwasser',
    group: 'Algemeen',
    options: byLabel(['Vrijstaand', 'Volledig integreerbaar', 'Onderbouw']),
  },
  {
    code: 'place_settings',
    label: 'Aantal couverts',
    group: 'Capaciteit',
    tooltip: 'Eén couvert is het servies en bestek voor één persoon bij een driegangenmaaltijd.',
    options: byLabel([
      '10 couverts',
      '12 couverts',
      '13 couverts',
      '14 couverts',
      '15 couverts',
      '16 couverts',
    ]),
  },
  {
    code: 'width_cm',
    label: 'Breedte',
    group: 'Afmetingen',
    unit: 'cm',
    options: byLabel(['45 cm', '60 cm', '70 cm', '80 cm', '90 cm']),
  },
  {
    code: 'oven_type',
    label: 'Type oven',
    group: 'Algemeen',
    options: byLabel(['Inbouwoven', 'Combi-magnetron', 'Stoomoven']),
  },
  {
    code: 'pyrolysis',
    label: 'Pyrolyse',
    group: 'Functies',
    tooltip:
      'Bij pyrolyse verbrandt de oven vuil tot as op ongeveer 500 °C; daarna veeg je hem schoon.',
    options: yesNo,
  },
  { code: 'max_temperature', label: 'Maximale temperatuur', group: 'Prestaties', unit: '°C' },
  { code: 'oven_capacity', label: 'Inhoud', group: 'Capaciteit', unit: 'liter' },
  {
    code: 'hob_type',
    label: 'Type kookplaat',
    group: 'Algemeen',
    options: byLabel(['Inductie', 'Keramisch', 'Gas']),
  },
  {
    code: 'cooking_zones',
    label: 'Aantal kookzones',
    group: 'Capaciteit',
    options: byLabel(['2 zones', '3 zones', '4 zones', '5 zones']),
  },
  { code: 'power_connection', label: 'Aansluiting', group: 'Aansluitingen' },
  {
    code: 'screen_size',
    label: 'Schermdiagonaal',
    group: 'Beeld',
    unit: 'inch',
    tooltip: 'De diagonaal van het zichtbare beeld; 1 inch is 2,54 cm.',
    options: byLabel([
      '13,3 inch',
      '14 inch',
      '15,6 inch',
      '16 inch',
      '17,3 inch',
      '32 inch',
      '43 inch',
      '50 inch',
      '55 inch',
      '65 inch',
      '75 inch',
      '85 inch',
    ]),
  },
  {
    code: 'resolution',
    label: 'Resolutie',
    group: 'Beeld',
    options: byLabel(['Full HD', 'WUXGA', '2,8K', '4K Ultra HD', '8K']),
  },
  {
    code: 'panel_type',
    label: 'Paneltype',
    group: 'Beeld',
    tooltip: 'OLED geeft perfect zwart en de beste kijkhoeken; QLED en Mini-LED zijn feller.',
    options: byLabel(['LED', 'QLED', 'Mini-LED', 'OLED']),
  },
  { code: 'refresh_rate', label: 'Verversingssnelheid', group: 'Beeld', unit: 'Hz' },
  { code: 'smart_platform', label: 'Smart TV-platform', group: 'Functies' },
  { code: 'hdmi_ports', label: 'HDMI-aansluitingen', group: 'Aansluitingen' },
  {
    code: 'audio_channels',
    label: 'Aantal kanalen',
    group: 'Geluid',
    tooltip:
      'Het laatste cijfer telt de subwoofers; een derde getal telt de luidsprekers naar boven.',
    options: byLabel(['2.0', '2.1', '3.1', '5.1', '5.1.2', '7.1.4']),
  },
  { code: 'subwoofer', label: 'Losse subwoofer', group: 'Geluid', options: yesNo },
  { code: 'dolby_atmos', label: 'Dolby Atmos', group: 'Geluid', options: yesNo },
  { code: 'total_power', label: 'Totaal vermogen', group: 'Geluid', unit: 'W' },
  {
    code: 'headphone_type',
    label: 'Type koptelefoon',
    group: 'Algemeen',
    options: byLabel(['Over-ear', 'On-ear', 'In-ear']),
  },
  { code: 'noise_cancelling', label: 'Noise cancelling', group: 'Geluid', options: yesNo },
  {
    code: 'connection',
    label: 'Verbinding',
    group: 'Aansluitingen',
    options: byLabel(['Draadloos', 'Bedraad']),
  },
  { code: 'battery_life', label: 'Accuduur', group: 'Accu', unit: 'uur' },
  {
    code: 'memory_size',
    label: 'Werkgeheugen',
    group: 'Hardware',
    tooltip: 'Met meer werkgeheugen kun je meer programma’s en tabbladen tegelijk openhouden.',
    options: byLabel(['8 GB', '16 GB', '32 GB', '64 GB']),
  },
  {
    code: 'storage_size',
    label: 'Opslagcapaciteit',
    group: 'Hardware',
    options: byLabel(['256 GB', '512 GB', '1 TB', '2 TB']),
  },
  { code: 'processor', label: 'Processor', group: 'Hardware' },
  {
    code: 'operating_system',
    label: 'Besturingssysteem',
    group: 'Software',
    options: byLabel(['Windows 11 Home', 'Windows 11 Pro', 'ChromeOS', 'Linux']),
  },
  {
    code: 'glove_weight',
    label: 'Gewicht (oz)',
    group: 'Maat',
    unit: 'oz',
    tooltip: 'Zwaardere handschoenen dempen meer: 10–12 oz voor zakwerk, 14–16 oz voor sparren.',
    options: byLabel(['6 oz', '8 oz', '10 oz', '12 oz', '14 oz', '16 oz']),
  },
  {
    code: 'glove_material',
    label: 'Materiaal',
    group: 'Materiaal',
    options: byLabel(['Leer', 'Kunstleer']),
  },
  {
    code: 'closure',
    label: 'Sluiting',
    group: 'Materiaal',
    tooltip: 'Klittenband trek je zelf aan; veters sluiten strakker maar vragen hulp.',
    options: byLabel(['Klittenband', 'Veters']),
  },
  { code: 'usage', label: 'Geschikt voor', group: 'Algemeen' },
  {
    code: 'bag_type',
    label: 'Type bokszak',
    group: 'Algemeen',
    options: byLabel(['Hangend', 'Staand']),
  },
  {
    code: 'weight_class',
    label: 'Gewicht',
    group: 'Afmetingen',
    unit: 'kg',
    options: byLabel([
      '2 kg',
      '5 kg',
      '10 kg',
      '15 kg',
      '20 kg',
      '24 kg',
      '25 kg',
      '32 kg',
      '35 kg',
      '40 kg',
      '50 kg',
    ]),
  },
  { code: 'filling', label: 'Vulling', group: 'Materiaal' },
  {
    code: 'wrap_length',
    label: 'Lengte',
    group: 'Maat',
    options: byLabel(['2,5 m', '3,5 m', '4,5 m']),
  },
  { code: 'mouthguard_size', label: 'Maat', group: 'Maat', options: byLabel(['Junior', 'Senior']) },
  {
    code: 'dumbbell_type',
    label: 'Type dumbbell',
    group: 'Algemeen',
    options: byLabel(['Verstelbaar', 'Vast']),
  },
  {
    code: 'mat_thickness',
    label: 'Dikte',
    group: 'Afmetingen',
    unit: 'mm',
    options: byLabel(['6 mm', '10 mm', '15 mm', '20 mm']),
  },
  {
    code: 'max_speed',
    label: 'Maximale snelheid',
    group: 'Prestaties',
    unit: 'km/u',
    options: byLabel(['12 km/u', '16 km/u', '18 km/u', '20 km/u']),
  },
  { code: 'max_user_weight', label: 'Maximaal gebruikersgewicht', group: 'Prestaties', unit: 'kg' },
  { code: 'foldable', label: 'Inklapbaar', group: 'Functies', options: yesNo },
  { code: 'compatible_with', label: 'Geschikt voor', group: 'Algemeen' },
  { code: 'vesa', label: 'VESA-standaard', group: 'Aansluitingen' },
];

const attributesByCode = new Map(ATTRIBUTES.map((attribute) => [attribute.code, attribute]));

export function attributeDef(code: string): AttributeDef {
  const attribute = attributesByCode.get(code);
  if (!attribute) throw new Error(`unknown attribute ${code}`);
  return attribute;
}

/** The option value for a label, e.g. `opt('washing_capacity', '8 kg')` → `8-kg`; throws on typos. */
export function opt(code: string, label: string): string {
  const option = attributeDef(code).options?.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`attribute ${code} has no option "${label}"`);
  return option.value;
}

export function optionLabel(code: string, value: string): string {
  const option = attributeDef(code).options?.find((candidate) => candidate.value === value);
  if (!option) throw new Error(`attribute ${code} has no option value "${value}"`);
  return option.label;
}
