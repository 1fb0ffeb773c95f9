import { opt, type EnergyClass } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import { defineKind, energyBonus, energyClassFor, numberIn, yesNo } from './kind.ts';

type DishwasherType = 'Vrijstaand' | 'Volledig integreerbaar' | 'Onderbouw';

interface DishwasherSeries {
  type: DishwasherType;
  width: number;
  noise: number;
  color: ColorGroup;
  energyClass: EnergyClass;
  autoDoor: boolean;
}

export const dishwasher = defineKind<DishwasherSeries>({
  key: 'dishwasher',
  group: 'Vaatwasser',
  category: 'keuken/vaatwassers',
  pictogram: 'dishwasher',
  share: 6,
  brands: ['voltana', 'brabant', 'polder'],
  lines: ['VW', 'VI', 'VO'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [349, 1299],
  legacyShare: 0.1,
  series: (ctx) => {
    const type: DishwasherType =
      ctx.line === 'VI' ? 'Volledig integreerbaar' : ctx.line === 'VO' ? 'Onderbouw' : 'Vrijstaand';
    return {
      type,
      width: ctx.r.chance(0.2) ? 45 : 60,
      noise: ctx.r.pick([39, 42, 44, 46, 48]),
      color:
        type === 'Vrijstaand'
          ? ctx.r.weighted<ColorGroup>([
              ['wit', 4],
              ['rvs', 2],
              ['zwart', 1],
            ])
          : 'rvs',
      energyClass: energyClassFor(ctx, [
        ['A', 1],
        ['B', 3],
        ['C', 3],
        ['D', 3],
        ['E', 1],
      ]),
      autoDoor: ctx.r.chance(0.4),
    };
  },
  variations: (s) =>
    s.width === 45 ? ['10 couverts'] : ['13 couverts', '14 couverts', '15 couverts', '16 couverts'],
  product(s, variation = '14 couverts') {
    const settings = numberIn(variation);
    const typeName =
      s.type === 'Volledig integreerbaar'
        ? 'Inbouw vaatwasser'
        : s.type === 'Onderbouw'
          ? 'Onderbouw vaatwasser'
          : 'Vaatwasser';
    const longtail: string[] = [];
    if (s.type !== 'Vrijstaand') longtail.push('Inbouw vaatwassers');
    if (s.noise <= 44) longtail.push('Stille vaatwassers');
    return {
      model: `${s.width}${settings}`,
      name: `{brand} {model} ${typeName} ${s.width} cm ${s.noise} dB`,
      attributes: {
        dishwasher_type: opt('dishwasher_type', s.type),
        place_settings: opt('place_settings', variation),
        width_cm: opt('width_cm', `${s.width} cm`),
        noise_level: `${s.noise} dB`,
        dimensions: `82 x ${s.width} x 55 cm`,
      },
      color: s.color,
      energyClass: s.energyClass,
      energyConsumption: `${Math.round(95 - energyBonus(s.energyClass, 4) + settings)} kWh/100 cycli`,
      priceEuros:
        300 +
        (settings - 12) * 40 +
        (48 - s.noise) * 25 +
        (s.autoDoor ? 80 : 0) +
        energyBonus(s.energyClass, 15),
      longtail,
      usps: [
        { code: 'place_settings', label: 'Capaciteit', value: variation },
        { code: 'noise_level', label: 'Geluidsniveau', value: `${s.noise} dB` },
        ...(s.autoDoor
          ? [{ code: 'auto_door', label: 'AutoOpen', value: 'Deur gaat open voor droger servies' }]
          : []),
        { code: 'cutlery_drawer', label: 'Bestekla', value: 'Derde korf voor bestek' },
        { code: 'half_load', label: 'Halve belading', value: 'Bespaart water en stroom' },
      ],
      highlights: [
        `In deze vaatwasser past de afwas van ${settings} couverts, genoeg voor een diner met het hele gezin.`,
        s.noise <= 44
          ? `Met ${s.noise} dB is hij zo stil dat je hem in een open keuken nauwelijks hoort.`
          : `Het geluidsniveau van ${s.noise} dB is prima voor een dichte keuken.`,
        ...(s.autoDoor
          ? [
              'Aan het einde van het programma gaat de deur op een kier, zodat je servies sneller droogt.',
            ]
          : []),
      ],
      summary: `${typeName} voor ${settings} couverts, ${s.noise} dB.`,
      variantLabel: variation,
    };
  },
});

type OvenType = 'Inbouwoven' | 'Combi-magnetron' | 'Stoomoven';

interface OvenSeries {
  type: OvenType;
  pyrolysis: boolean;
  color: ColorGroup;
  energyClass: EnergyClass;
}

export const oven = defineKind<OvenSeries>({
  key: 'oven',
  group: 'Oven',
  category: 'keuken/ovens',
  pictogram: 'oven',
  share: 4,
  brands: ['brabant', 'voltana'],
  lines: ['OV', 'CM', 'SO'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [299, 1899],
  series: (ctx) => {
    const type: OvenType =
      ctx.line === 'CM' ? 'Combi-magnetron' : ctx.line === 'SO' ? 'Stoomoven' : 'Inbouwoven';
    return {
      type,
      pyrolysis: type === 'Inbouwoven' && ctx.r.chance(0.5),
      color: ctx.r.weighted<ColorGroup>([
        ['zwart', 4],
        ['rvs', 3],
        ['grijs', 1],
      ]),
      // Ovens still carry the older A+++..D scale.
      energyClass: ctx.r.weighted<EnergyClass>([
        ['A+', 3],
        ['A', 2],
        ['A++', 1],
      ]),
    };
  },
  variations: (s) =>
    s.type === 'Inbouwoven' ? ['71 liter', '80 liter'] : ['32 liter', '45 liter'],
  product(s, variation = '71 liter') {
    const liters = numberIn(variation);
    const longtail: string[] = [];
    if (s.type === 'Combi-magnetron') longtail.push('Combi-magnetrons');
    if (s.pyrolysis) longtail.push('Pyrolyse ovens');
    return {
      model: `${liters}${s.pyrolysis ? 'P' : '0'}`,
      name: `{brand} {model} ${s.type}${s.pyrolysis ? ' met pyrolyse' : ''} ${liters} liter`,
      attributes: {
        oven_type: opt('oven_type', s.type),
        oven_capacity: `${liters} liter`,
        pyrolysis: yesNo(s.pyrolysis),
        max_temperature: `${s.type === 'Combi-magnetron' ? 230 : 275} °C`,
        dimensions: `${s.type === 'Inbouwoven' ? 60 : 45} x 60 x 56 cm`,
      },
      color: s.color,
      energyClass: s.energyClass,
      energyConsumption: `${s.type === 'Inbouwoven' ? '0,69' : '0,52'} kWh per cyclus`,
      priceEuros:
        (s.type === 'Stoomoven' ? 900 : s.type === 'Combi-magnetron' ? 480 : 330) +
        liters * 3 +
        (s.pyrolysis ? 200 : 0),
      longtail,
      usps: [
        { code: 'oven_capacity', label: 'Inhoud', value: `${liters} liter` },
        { code: 'oven_type', label: 'Type', value: s.type },
        ...(s.pyrolysis
          ? [{ code: 'pyrolysis', label: 'Pyrolyse', value: 'Reinigt zichzelf' }]
          : []),
        { code: 'hot_air', label: 'Hetelucht', value: 'Bakken op drie niveaus tegelijk' },
        {
          code: 'programs',
          label: 'Programma’s',
          value: `${s.type === 'Stoomoven' ? 40 : 12} automatische programma’s`,
        },
      ],
      highlights: [
        `De ${s.type.toLowerCase()} heeft ${liters} liter inhoud, genoeg voor een ovenschotel voor zes personen.`,
        ...(s.pyrolysis
          ? ['Met pyrolyse verbrandt vet tot as; je veegt de oven daarna in een minuut schoon.']
          : []),
        ...(s.type === 'Stoomoven'
          ? ['Met stoom garen groente en vis zacht en blijven vitaminen behouden.']
          : []),
      ],
      summary: `${s.type} van ${liters} liter${s.pyrolysis ? ' met pyrolyse' : ''}.`,
      variantLabel: `${liters} liter`,
    };
  },
});

type HobType = 'Inductie' | 'Keramisch' | 'Gas';

export const hob = defineKind<{ type: HobType; bridge: boolean; extractor: boolean }>({
  key: 'hob',
  group: 'Kookplaat',
  category: 'keuken/kookplaten',
  pictogram: 'hob',
  share: 4,
  brands: ['brabant', 'voltana', 'polder'],
  lines: ['IK', 'KP', 'GK'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [199, 1799],
  series: ({ r, line }) => ({
    type: line === 'GK' ? 'Gas' : line === 'KP' ? 'Keramisch' : 'Inductie',
    bridge: line === 'IK' && r.chance(0.5),
    extractor: line === 'IK' && r.chance(0.15),
  }),
  variations: (s) => (s.type === 'Gas' ? ['60 cm', '70 cm', '90 cm'] : ['60 cm', '80 cm', '90 cm']),
  product(s, variation = '60 cm') {
    const width = numberIn(variation);
    const zones = width >= 90 ? 5 : width >= 70 ? 4 : s.type === 'Gas' ? 4 : 4;
    const typeName =
      s.type === 'Inductie'
        ? s.extractor
          ? 'Inductiekookplaat met afzuiging'
          : 'Inductiekookplaat'
        : s.type === 'Gas'
          ? 'Gaskookplaat'
          : 'Keramische kookplaat';
    const longtail =
      s.type === 'Inductie' ? ['Inductiekookplaten'] : s.type === 'Gas' ? ['Gaskookplaten'] : [];
    return {
      model: `${width}${zones}${s.extractor ? 'A' : ''}`,
      name: `{brand} {model} ${typeName} ${width} cm`,
      attributes: {
        hob_type: opt('hob_type', s.type),
        cooking_zones: opt('cooking_zones', `${zones} zones`),
        width_cm: opt('width_cm', `${width} cm`),
        power_connection:
          s.type === 'Gas' ? 'Aardgas' : s.type === 'Inductie' ? '2 fasen (perilex)' : '1 fase',
        dimensions: `5 x ${width} x 52 cm`,
      },
      color: s.type === 'Gas' ? 'rvs' : 'zwart',
      priceEuros:
        (s.type === 'Inductie' ? 380 : s.type === 'Gas' ? 220 : 200) +
        (width - 60) * 12 +
        (s.bridge ? 120 : 0) +
        (s.extractor ? 900 : 0),
      longtail,
      usps: [
        { code: 'cooking_zones', label: 'Kookzones', value: `${zones} zones` },
        { code: 'width_cm', label: 'Breedte', value: `${width} cm` },
        ...(s.bridge
          ? [{ code: 'bridge', label: 'Bridge-functie', value: 'Twee zones worden één grote' }]
          : []),
        ...(s.extractor
          ? [{ code: 'extractor', label: 'Afzuiging', value: 'Geen afzuigkap nodig' }]
          : []),
        { code: 'timer', label: 'Kookwekker', value: 'Per zone instelbaar' },
      ],
      highlights: [
        s.type === 'Inductie'
          ? 'Inductie verwarmt direct de pan en niet de plaat: snel, zuinig en veilig.'
          : s.type === 'Gas'
            ? 'Koken op gas geeft je directe controle over de vlam.'
            : 'Een keramische kookplaat werkt met elke pan.',
        `Op ${zones} kookzones maak je een compleet diner tegelijk.`,
        ...(s.bridge
          ? ['Met de bridge-functie koppel je twee zones voor een grillplaat of braadslede.']
          : []),
      ],
      summary: `${typeName} van ${width} cm breed met ${zones} kookzones.`,
      variantLabel: `${width} cm`,
    };
  },
});
