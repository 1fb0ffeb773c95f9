import { opt } from '../attributes.ts';
import { colorGroup, type ColorGroup } from '../colors.ts';
import type { Random } from '../../random.ts';
import { defineKind, nl, numberIn, type ChildSpec } from './kind.ts';

const GLOVE_COLORS: readonly ColorGroup[] = [
  'zwart',
  'rood',
  'blauw',
  'wit',
  'roze',
  'goud',
  'groen',
];

interface GloveSeries {
  model: string;
  leather: boolean;
  laces: boolean;
  colors: ColorGroup[];
  weights: string[];
  kids: boolean;
}

const pickColors = (r: Random, count: number): ColorGroup[] => r.sample(GLOVE_COLORS, count);

export const gloves = defineKind<GloveSeries>({
  key: 'gloves',
  group: 'Bokshandschoenen',
  category: 'sport/boksen/bokshandschoenen',
  pictogram: 'glove',
  share: 6,
  brands: ['ringmeester', 'vuistvast'],
  lines: ['PS', 'TR', 'KD'],
  delivery: 'pakketdienst',
  warrantyYears: 1,
  priceRange: [24, 179],
  series: ({ r, line }) => {
    const kids = line === 'KD';
    const weights = kids
      ? ['6 oz', '8 oz']
      : r.pick([
          ['10 oz', '12 oz', '14 oz', '16 oz'],
          ['12 oz', '14 oz', '16 oz'],
          ['10 oz', '12 oz', '14 oz'],
        ]);
    return {
      model: kids
        ? 'Junior'
        : line === 'PS'
          ? r.pick(['Pro Sparring', 'Pro Fight'])
          : r.pick(['Training', 'Allround', 'Fitness']),
      leather: line === 'PS' ? r.chance(0.8) : r.chance(0.2),
      laces: line === 'PS' && r.chance(0.3),
      colors: pickColors(r, r.int(2, 3)),
      weights,
      kids,
    };
  },
  product(s) {
    const longtail = s.weights
      .filter((w) => ['10 oz', '12 oz', '14 oz', '16 oz'].includes(w))
      .map((w) => `Bokshandschoenen ${w}`);
    if (s.leather) longtail.push('Leren bokshandschoenen');
    const first = s.colors[0] ?? 'zwart';
    return {
      model: String(numberIn(s.weights[s.weights.length - 1] ?? '12 oz')),
      name: `{brand} {model} ${s.model} bokshandschoenen`,
      attributes: {
        color_group: first,
        glove_weight: opt('glove_weight', s.weights[0] ?? '12 oz'),
        glove_material: opt('glove_material', s.leather ? 'Leer' : 'Kunstleer'),
        closure: opt('closure', s.laces ? 'Veters' : 'Klittenband'),
        usage: s.kids
          ? 'Kinderen vanaf 6 jaar'
          : s.model.startsWith('Pro')
            ? 'Sparring en wedstrijden'
            : 'Zakwerk en training',
      },
      color: first,
      priceEuros: (s.kids ? 20 : 35) + (s.leather ? 55 : 0) + (s.laces ? 15 : 0),
      longtail,
      usps: [
        {
          code: 'glove_material',
          label: 'Materiaal',
          value: s.leather ? 'Echt leer' : 'Kunstleer',
        },
        { code: 'closure', label: 'Sluiting', value: s.laces ? 'Veters' : 'Klittenband' },
        { code: 'glove_weight', label: 'Gewichten', value: s.weights.join(', ') },
        { code: 'padding', label: 'Vulling', value: 'Meerlaags schuim' },
        { code: 'ventilation', label: 'Ventilatie', value: 'Luchtgaten in de handpalm' },
      ],
      highlights: [
        `De ${s.model}-handschoenen zijn gemaakt van ${s.leather ? 'soepel rundleer' : 'slijtvast kunstleer'} met een meerlaagse schuimvulling die je handen en je sparringpartner beschermt.`,
        s.laces
          ? 'Met vetersluiting zit de handschoen zo strak als een wedstrijdhandschoen.'
          : 'De brede klittenbandsluiting trek je zelf aan en geeft je pols stevige steun.',
        `Verkrijgbaar in ${s.weights.join(', ')} en in ${s.colors.length} kleuren.`,
      ],
      summary: `${s.leather ? 'Leren' : 'Kunstleren'} bokshandschoenen met ${s.laces ? 'veters' : 'klittenband'}, van ${s.weights[0]} tot ${s.weights[s.weights.length - 1]}.`,
    };
  },
  configurable: {
    options: [
      { attribute: 'color_group', label: 'Kleur' },
      { attribute: 'glove_weight', label: 'Gewicht' },
    ],
    children: (s) =>
      s.colors.flatMap((color) =>
        s.weights.map((weight): ChildSpec => ({
          attributes: { color_group: color, glove_weight: opt('glove_weight', weight) },
          color,
          label: `${colorGroup(color).label.toLowerCase()} ${weight}`,
          skuSuffix: `${color.slice(0, 3).toUpperCase()}-${numberIn(weight)}`,
          // Heavier gloves need more padding.
          priceDeltaEuros: numberIn(weight) >= 14 ? 5 : 0,
        })),
      ),
  },
});

export const punchingBag = defineKind<{ standing: boolean; filled: boolean; color: ColorGroup }>({
  key: 'punching-bag',
  group: 'Bokszak',
  category: 'sport/boksen/bokszakken',
  pictogram: 'punching-bag',
  share: 3,
  brands: ['ringmeester', 'sterk'],
  lines: ['BZ', 'SB'],
  delivery: 'pakketdienst',
  warrantyYears: 2,
  priceRange: [59, 499],
  accessory: 'wraps',
  series: ({ r, line }) => ({
    standing: line === 'SB',
    filled: r.chance(0.7),
    color: r.weighted<ColorGroup>([
      ['zwart', 5],
      ['rood', 2],
      ['blauw', 1],
    ]),
  }),
  variations: (s) => (s.standing ? ['150 cm', '180 cm'] : ['100 cm', '120 cm', '150 cm', '180 cm']),
  product(s, variation = '150 cm') {
    const height = numberIn(variation);
    const weight = s.standing
      ? height >= 180
        ? 50
        : 40
      : (({ 100: 25, 120: 32, 150: 40, 180: 50 } as Record<number, number>)[height] ?? 40);
    const type = s.standing ? 'Staand' : 'Hangend';
    return {
      model: `${height}${s.filled ? 'G' : 'L'}`,
      name: `{brand} {model} ${s.standing ? 'Staande bokszak' : 'Bokszak'} ${height} cm${s.filled ? ` gevuld ${weight} kg` : ' ongevuld'}`,
      attributes: {
        bag_type: opt('bag_type', type),
        height_cm: opt('height_cm', `${height} cm`),
        weight_class: opt('weight_class', `${weight} kg`),
        filling: s.filled ? 'Textielsnippers' : 'Ongevuld',
      },
      color: s.color,
      priceEuros: (s.standing ? 180 : 50) + height * 0.6 + (s.filled ? 60 : 0),
      longtail: s.standing ? ['Staande bokszakken'] : [],
      usps: [
        { code: 'height_cm', label: 'Hoogte', value: `${height} cm` },
        {
          code: 'weight_class',
          label: 'Gewicht',
          value: s.filled ? `${weight} kg gevuld` : 'Ongevuld',
        },
        { code: 'bag_type', label: 'Type', value: type },
        ...(s.standing
          ? [{ code: 'base', label: 'Voet', value: 'Vul met water of zand' }]
          : [
              {
                code: 'chains',
                label: 'Ophanging',
                value: 'Kettingen en draaikoppeling inbegrepen',
              },
            ]),
      ],
      highlights: [
        `Deze ${s.standing ? 'staande ' : ''}bokszak van ${height} cm is geschikt voor stoten${height >= 150 ? ' én trappen' : ''}.`,
        s.filled
          ? `Hij wordt gevuld geleverd en weegt ${weight} kg.`
          : 'Je vult hem zelf, bijvoorbeeld met oude kleding of textielsnippers.',
        ...(s.standing ? ['Geen plafondhaak nodig: de voet vul je met water of zand.'] : []),
      ],
      summary: `${type}e bokszak van ${height} cm${s.filled ? `, gevuld ${weight} kg` : ''}.`,
      variantLabel: `${height} cm`,
    };
  },
});

export const wraps = defineKind<{ length: string; elastic: boolean }>({
  key: 'wraps',
  group: 'Bandages',
  category: 'sport/boksen/bandages',
  pictogram: 'wraps',
  share: 2,
  brands: ['ringmeester', 'vuistvast'],
  lines: ['BD'],
  delivery: 'brievenbuspakje',
  warrantyYears: 1,
  priceRange: [6, 24],
  series: ({ r }) => ({ length: r.pick(['2,5 m', '3,5 m', '4,5 m']), elastic: r.chance(0.7) }),
  variations: () => ['zwart', 'rood', 'blauw', 'wit', 'roze'],
  product(s, variation = 'zwart') {
    const color = variation as ColorGroup;
    const colorName = colorGroup(color).label;
    return {
      model: `${Math.round(numberIn(s.length) * 10)}${colorName.slice(0, 2).toUpperCase()}`,
      name: `{brand} {model} Bandages ${s.length} ${colorName.toLowerCase()}`,
      attributes: {
        wrap_length: opt('wrap_length', s.length),
        usage: s.length === '2,5 m' ? 'Kinderen en kleine handen' : 'Boksen, kickboksen en MMA',
      },
      color,
      priceEuros: 5 + numberIn(s.length) * 2 + (s.elastic ? 2 : 0),
      longtail: [],
      usps: [
        { code: 'wrap_length', label: 'Lengte', value: s.length },
        { code: 'elastic', label: 'Stof', value: s.elastic ? 'Semi-elastisch katoen' : 'Katoen' },
        { code: 'thumb_loop', label: 'Duimlus', value: 'Met klittenbandsluiting' },
      ],
      highlights: [
        `Bandages van ${nl(numberIn(s.length))} meter ondersteunen je pols en knokkels onder je handschoenen.`,
        'Na de training gooi je ze in de was, dan blijven je handschoenen ook frisser.',
      ],
      summary: `Bandages van ${s.length}, per paar.`,
      variantLabel: colorName,
    };
  },
});

export const mouthguard = defineKind<{ colors: ColorGroup[]; gel: boolean }>({
  key: 'mouthguard',
  group: 'Mondbeschermer',
  category: 'sport/boksen/mondbeschermers',
  pictogram: 'mouthguard',
  share: 2,
  brands: ['ringmeester', 'vuistvast'],
  lines: ['MB'],
  delivery: 'brievenbuspakje',
  warrantyYears: 1,
  priceRange: [7, 39],
  series: ({ r }) => ({
    colors: r.sample(['zwart', 'blauw', 'roze', 'wit'] as ColorGroup[], r.int(2, 3)),
    gel: r.chance(0.5),
  }),
  product: (s) => ({
    model: s.gel ? '2G' : '1S',
    name: `{brand} {model} ${s.gel ? 'Gel mondbeschermer' : 'Mondbeschermer'}`,
    attributes: {
      color_group: s.colors[0] ?? 'zwart',
      mouthguard_size: opt('mouthguard_size', 'Senior'),
      usage: 'Boil & bite: vormen in heet water',
    },
    color: s.colors[0] ?? 'zwart',
    priceEuros: s.gel ? 19 : 9,
    longtail: [],
    usps: [
      { code: 'fit', label: 'Pasvorm', value: 'Boil & bite' },
      { code: 'case', label: 'Opbergdoos', value: 'Inbegrepen' },
      ...(s.gel ? [{ code: 'gel', label: 'Gel-laag', value: 'Extra demping' }] : []),
    ],
    highlights: [
      'Leg de mondbeschermer kort in heet water en bijt erop: hij neemt precies de vorm van je gebit aan.',
      ...(s.gel ? ['Een gel-laag aan de binnenkant vangt harde stoten op.'] : []),
    ],
    summary: `${s.gel ? 'Gel mondbeschermer' : 'Mondbeschermer'} met boil & bite-pasvorm.`,
  }),
  configurable: {
    options: [
      { attribute: 'mouthguard_size', label: 'Maat' },
      { attribute: 'color_group', label: 'Kleur' },
    ],
    children: (s) =>
      ['Junior', 'Senior'].flatMap((size) =>
        s.colors.map((color): ChildSpec => ({
          attributes: { mouthguard_size: opt('mouthguard_size', size), color_group: color },
          color,
          label: `${size.toLowerCase()} ${colorGroup(color).label.toLowerCase()}`,
          skuSuffix: `${size.slice(0, 3).toUpperCase()}-${color.slice(0, 3).toUpperCase()}`,
          priceDeltaEuros: 0,
        })),
      ),
  },
});
