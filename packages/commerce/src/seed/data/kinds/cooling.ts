import { opt, type EnergyClass } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import { defineKind, energyBonus, energyClassFor, numberIn, yesNo } from './kind.ts';

type FridgeType = 'Vrijstaand' | 'Inbouw' | 'Amerikaans';

interface FridgeSeries {
  type: FridgeType;
  noFrost: boolean;
  freezer: boolean;
  color: ColorGroup;
  energyClass: EnergyClass;
  waterDispenser: boolean;
}

const FRIDGE_HEIGHTS: Record<FridgeType, readonly string[]> = {
  Vrijstaand: ['85 cm', '145 cm', '185 cm', '203 cm'],
  Inbouw: ['85 cm', '120 cm', '145 cm', '178 cm'],
  Amerikaans: ['178 cm'],
};

export const fridge = defineKind<FridgeSeries>({
  key: 'fridge',
  group: 'Koelkast',
  category: 'huishouden/koelen-vriezen/koelkasten',
  pictogram: 'fridge',
  share: 8,
  brands: ['kouda', 'frisko', 'voltana', 'polder'],
  lines: ['KK', 'KV', 'KI', 'KA'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [249, 2499],
  legacyShare: 0.12,
  series: (ctx) => {
    const type: FridgeType =
      ctx.line === 'KA' ? 'Amerikaans' : ctx.line === 'KI' ? 'Inbouw' : 'Vrijstaand';
    return {
      type,
      noFrost: type === 'Amerikaans' || ctx.r.chance(0.35),
      freezer: type === 'Amerikaans' || ctx.r.chance(0.6),
      color:
        type === 'Inbouw'
          ? 'wit'
          : ctx.r.weighted<ColorGroup>([
              ['wit', 5],
              ['rvs', 3],
              ['zwart', 2],
              ['zilver', 1],
            ]),
      energyClass: energyClassFor(ctx, [
        ['A', 1],
        ['B', 2],
        ['C', 4],
        ['D', 4],
        ['E', 2],
        ['F', 1],
      ]),
      waterDispenser: type === 'Amerikaans' && ctx.r.chance(0.7),
    };
  },
  variations: (s) => FRIDGE_HEIGHTS[s.type],
  product(s, variation = '185 cm') {
    const height = numberIn(variation);
    const american = s.type === 'Amerikaans';
    const liters = american ? 520 : Math.round(height * 1.9 - 40);
    const freezer = s.freezer && height > 100;
    const typeName = american
      ? 'Amerikaanse koelkast'
      : s.type === 'Inbouw'
        ? 'Inbouw koelkast'
        : 'Koelkast';
    const longtail: string[] = [];
    if (american) longtail.push('Amerikaanse koelkasten');
    if (s.type === 'Inbouw') longtail.push('Inbouw koelkasten');
    if (s.noFrost) longtail.push('No Frost koelkasten');
    return {
      model: `${Math.round(height / 10)}${freezer ? 'V' : '0'}`,
      name: `{brand} {model} ${typeName}${freezer && !american ? ' met vriesvak' : ''} ${height} cm`,
      attributes: {
        fridge_type: opt('fridge_type', s.type),
        height_cm: opt('height_cm', `${height} cm`),
        net_capacity: `${liters} liter`,
        no_frost: yesNo(s.noFrost),
        noise_level: `${american ? 41 : 36 + Math.round(height / 60)} dB`,
        dimensions: `${height} x ${american ? 91 : 60} x ${american ? 70 : s.type === 'Inbouw' ? 55 : 66} cm`,
        product_weight: `${Math.round(liters / 5)} kg`,
      },
      color: s.color,
      energyClass: s.energyClass,
      energyConsumption: `${Math.round(liters * 0.55 + 60 - energyBonus(s.energyClass, 8))} kWh/jaar`,
      priceEuros:
        (american ? 1100 : s.type === 'Inbouw' ? 420 : 260) +
        height * 2 +
        (s.noFrost ? 150 : 0) +
        (s.waterDispenser ? 200 : 0) +
        (s.color === 'rvs' ? 80 : 0) +
        energyBonus(s.energyClass, 25),
      longtail,
      usps: [
        { code: 'net_capacity', label: 'Netto inhoud', value: `${liters} liter` },
        { code: 'height_cm', label: 'Hoogte', value: `${height} cm` },
        ...(s.noFrost
          ? [{ code: 'no_frost', label: 'No Frost', value: 'Nooit meer ontdooien' }]
          : []),
        ...(freezer ? [{ code: 'freezer', label: 'Vriesvak', value: '4 sterren' }] : []),
        ...(s.waterDispenser
          ? [
              {
                code: 'water',
                label: 'Water- en ijsdispenser',
                value: 'Met vaste wateraansluiting',
              },
            ]
          : []),
        { code: 'fresh_zone', label: 'Versvak', value: 'Groente blijft tot 2x langer vers' },
      ],
      highlights: [
        `Met ${liters} liter netto inhoud is deze ${typeName.toLowerCase()} geschikt voor ${liters > 300 ? 'een groot gezin' : 'een huishouden van 1 tot 3 personen'}.`,
        ...(s.noFrost
          ? ['Dankzij No Frost vormt zich geen ijs, dus ontdooien is verleden tijd.']
          : []),
        'In het versvak blijven groente en fruit langer knapperig.',
        ...(s.waterDispenser ? ['De dispenser in de deur geeft koud water en ijsblokjes.'] : []),
      ],
      summary: `${typeName} van ${height} cm hoog met ${liters} liter inhoud.`,
      variantLabel: `${height} cm`,
    };
  },
});

type FreezerType = 'Staande vriezer' | 'Vrieskist' | 'Tafelmodel';

interface FreezerSeries {
  type: FreezerType;
  noFrost: boolean;
  color: ColorGroup;
  energyClass: EnergyClass;
}

export const freezer = defineKind<FreezerSeries>({
  key: 'freezer',
  group: 'Vriezer',
  category: 'huishouden/koelen-vriezen/vriezers',
  pictogram: 'freezer',
  share: 4,
  brands: ['kouda', 'frisko', 'polder'],
  lines: ['VR', 'VK', 'VT'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [199, 1099],
  legacyShare: 0.15,
  series: (ctx) => {
    const type: FreezerType =
      ctx.line === 'VK' ? 'Vrieskist' : ctx.line === 'VT' ? 'Tafelmodel' : 'Staande vriezer';
    return {
      type,
      noFrost: type === 'Staande vriezer' && ctx.r.chance(0.6),
      color: ctx.r.weighted<ColorGroup>([
        ['wit', 6],
        ['rvs', 1],
        ['grijs', 1],
      ]),
      energyClass: energyClassFor(ctx, [
        ['C', 1],
        ['D', 3],
        ['E', 4],
        ['F', 2],
      ]),
    };
  },
  variations: (s) =>
    s.type === 'Vrieskist'
      ? ['100 liter', '200 liter', '300 liter']
      : s.type === 'Tafelmodel'
        ? ['85 liter']
        : ['145 cm', '185 cm'],
  product(s, variation = '185 cm') {
    const chest = s.type === 'Vrieskist';
    const liters =
      chest || s.type === 'Tafelmodel'
        ? numberIn(variation)
        : Math.round(numberIn(variation) * 1.5);
    const height = chest ? 85 : s.type === 'Tafelmodel' ? 85 : numberIn(variation);
    const longtail: string[] = [];
    if (chest) longtail.push('Vrieskisten');
    if (s.noFrost) longtail.push('No Frost vriezers');
    return {
      model: `${Math.round(liters / 10)}${s.noFrost ? 'NF' : ''}`,
      name: `{brand} {model} ${s.type === 'Tafelmodel' ? 'Tafelmodel vriezer' : chest ? 'Vrieskist' : 'Vriezer'} ${liters} liter`,
      attributes: {
        freezer_type: opt('freezer_type', s.type),
        height_cm: opt('height_cm', `${height} cm`),
        net_capacity: `${liters} liter`,
        no_frost: yesNo(s.noFrost),
        drawers: chest ? '1 mand' : String(Math.max(3, Math.round(liters / 40))),
        dimensions: `${height} x ${chest ? Math.round(liters / 3 + 50) : 60} x ${chest ? 70 : 63} cm`,
      },
      color: s.color,
      energyClass: s.energyClass,
      energyConsumption: `${Math.round(liters * 0.9 + 80 - energyBonus(s.energyClass, 6))} kWh/jaar`,
      priceEuros: 180 + liters * 1.8 + (s.noFrost ? 130 : 0) + energyBonus(s.energyClass, 20),
      longtail,
      usps: [
        { code: 'net_capacity', label: 'Netto inhoud', value: `${liters} liter` },
        ...(s.noFrost
          ? [{ code: 'no_frost', label: 'No Frost', value: 'Nooit meer ontdooien' }]
          : []),
        {
          code: 'freeze_capacity',
          label: 'Invriescapaciteit',
          value: `${Math.round(liters / 15)} kg per 24 uur`,
        },
        { code: 'storage_time', label: 'Bewaartijd bij storing', value: `${chest ? 40 : 24} uur` },
      ],
      highlights: [
        `Met ${liters} liter inhoud sla je ruim voorraad in.`,
        ...(s.noFrost ? ['No Frost voorkomt ijsvorming, dus ontdooien hoeft niet meer.'] : []),
        `Valt de stroom uit, dan blijft je diepvries tot ${chest ? 40 : 24} uur bevroren.`,
      ],
      summary: `${chest ? 'Vrieskist' : 'Vriezer'} met ${liters} liter inhoud${s.noFrost ? ' en No Frost' : ''}.`,
      variantLabel: chest || s.type === 'Tafelmodel' ? `${liters} liter` : `${height} cm`,
    };
  },
});
