import { opt } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import type { EnergyClass } from '../attributes.ts';
import { defineKind, energyBonus, energyClassFor, numberIn, type Usp } from './kind.ts';

const PERSONS_PER_KG: Record<number, string> = {
  6: '1 tot 2',
  7: '2 tot 3',
  8: '3 tot 4',
  9: '4 tot 5',
  10: '5 of meer',
};

interface WasherSeries {
  rpm: number;
  toploader: boolean;
  quiet: boolean;
  steam: boolean;
  color: ColorGroup;
  energyClass: EnergyClass;
  quickMinutes: number;
  motorWarranty: boolean;
}

export const washer = defineKind<WasherSeries>({
  key: 'washer',
  group: 'Wasmachine',
  category: 'huishouden/wassen-drogen/wasmachines',
  pictogram: 'washer',
  share: 11,
  brands: ['voltana', 'frisko', 'brabant', 'polder'],
  lines: ['WM', 'WMS', 'WX', 'WA'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [399, 1299],
  legacyShare: 0.12,
  accessory: 'stacking-kit',
  series: (ctx) => ({
    rpm:
      ctx.line === 'WX'
        ? 1600
        : ctx.r.weighted([
            [1200, 2],
            [1400, 5],
            [1600, 2],
          ]),
    toploader: ctx.line === 'WA',
    quiet: ctx.line === 'WMS' || ctx.r.chance(0.15),
    steam: ctx.r.chance(0.45),
    color: ctx.r.weighted<ColorGroup>([
      ['wit', 16],
      ['zwart', 2],
      ['grijs', 1],
    ]),
    energyClass: energyClassFor(ctx, [
      ['A', 6],
      ['B', 3],
      ['C', 1],
      ['D', 1],
    ]),
    quickMinutes: ctx.r.pick([15, 20, 30]),
    motorWarranty: ctx.r.chance(0.4),
  }),
  variations: (s) => (s.toploader ? ['6 kg', '7 kg'] : ['7 kg', '8 kg', '9 kg', '10 kg']),
  product(s, variation = '8 kg') {
    const kg = numberIn(variation);
    const rpm = s.toploader ? Math.min(s.rpm, 1400) : s.rpm;
    const noise = (s.quiet ? 68 : 73) + (rpm - 1200) / 200 + (kg >= 9 ? 1 : 0);
    const kwh = Math.round(38 + kg * 4.5 - energyBonus(s.energyClass, 2));
    const usps: Usp[] = [
      { code: 'washing_capacity', label: 'Vulgewicht', value: `${kg} kg` },
      { code: 'spin_speed', label: 'Centrifugetoerental', value: `${rpm} tpm` },
      { code: 'noise_level', label: 'Geluidsniveau', value: `${noise} dB` },
      {
        code: 'quick_program',
        label: 'Snelprogramma',
        value: `Schone was in ${s.quickMinutes} minuten`,
      },
    ];
    if (s.steam)
      usps.push({
        code: 'steam_function',
        label: 'Stoomfunctie',
        value: 'Minder kreukels, minder strijken',
      });
    if (s.motorWarranty)
      usps.push({
        code: 'motor_warranty',
        label: 'Motorgarantie',
        value: '10 jaar garantie op de motor',
      });
    const highlights = [
      `Met een vulgewicht van ${kg} kg past de was van een huishouden van ${PERSONS_PER_KG[kg] ?? '3 tot 4'} personen in één keer in de trommel.`,
      `Het toerental van ${rpm} toeren per minuut slingert zoveel water uit je was dat hij daarna sneller droogt.`,
      `Heb je haast? Het snelprogramma wast een kleine lading in ${s.quickMinutes} minuten.`,
    ];
    if (s.steam)
      highlights.push(
        'Dankzij de stoomfunctie komt je was met minder kreukels uit de trommel, zodat je minder hoeft te strijken.',
      );
    if (s.quiet)
      highlights.push(
        `Met ${noise} dB tijdens het centrifugeren hoor je hem 's avonds nauwelijks.`,
      );
    const longtail = kg >= 7 ? [`Wasmachines ${kg} kg`] : [];
    if (noise <= 72) longtail.push('Stille wasmachines');
    if (rpm === 1600) longtail.push('Wasmachines 1600 toeren');
    const typeName = s.toploader ? 'Bovenlader wasmachine' : 'Wasmachine';
    return {
      model: `${kg}${rpm / 100}`,
      name: `{brand} {model} ${typeName} ${kg} kg ${rpm} toeren`,
      attributes: {
        washing_capacity: opt('washing_capacity', `${kg} kg`),
        spin_speed: opt('spin_speed', `${rpm} tpm`),
        loading_type: opt('loading_type', s.toploader ? 'Bovenlader' : 'Voorlader'),
        noise_level: `${noise} dB`,
        steam_function: s.steam ? 'Ja' : 'Nee',
        dimensions: s.toploader ? '90 x 40 x 60 cm' : `85 x 60 x ${kg >= 9 ? 63 : 58} cm`,
        product_weight: `${62 + kg * 2} kg`,
      },
      color: s.color,
      energyClass: s.energyClass,
      energyConsumption: `${kwh} kWh/100 cycli`,
      priceEuros:
        330 +
        (kg - 7) * 70 +
        (rpm - 1200) * 0.25 +
        (s.quiet ? 60 : 0) +
        (s.steam ? 50 : 0) +
        energyBonus(s.energyClass, 15),
      longtail,
      usps,
      highlights,
      summary: `${typeName} met ${kg} kg vulgewicht en ${rpm} toeren${s.steam ? ', met stoomfunctie' : ''}.`,
      variantLabel: `${kg} kg`,
    };
  },
});

interface DryerSeries {
  heatPump: boolean;
  color: ColorGroup;
  energyClass: EnergyClass;
  sensor: boolean;
}

export const dryer = defineKind<DryerSeries>({
  key: 'dryer',
  group: 'Wasdroger',
  category: 'huishouden/wassen-drogen/wasdrogers',
  pictogram: 'dryer',
  share: 5,
  brands: ['voltana', 'frisko', 'polder'],
  lines: ['DR', 'DRH', 'TD'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [349, 1199],
  legacyShare: 0.1,
  accessory: 'stacking-kit',
  series: (ctx) => {
    const heatPump = ctx.line === 'DRH' || ctx.r.chance(0.6);
    return {
      heatPump,
      color: ctx.r.weighted<ColorGroup>([
        ['wit', 8],
        ['zwart', 1],
      ]),
      energyClass: energyClassFor(
        ctx,
        heatPump
          ? [
              ['A', 5],
              ['B', 2],
            ]
          : [
              ['B', 1],
              ['C', 3],
              ['D', 2],
            ],
      ),
      sensor: ctx.r.chance(0.7),
    };
  },
  variations: () => ['7 kg', '8 kg', '9 kg', '10 kg'],
  product(s, variation = '8 kg') {
    const kg = numberIn(variation);
    const type = s.heatPump ? 'Warmtepompdroger' : 'Condensdroger';
    const kwh = Math.round((s.heatPump ? 22 : 55) * (kg / 8) * 10) / 10;
    return {
      model: `${kg}${s.heatPump ? 'H' : 'C'}`,
      name: `{brand} {model} ${type} ${kg} kg`,
      attributes: {
        drying_capacity: opt('drying_capacity', `${kg} kg`),
        dryer_type: opt('dryer_type', type),
        noise_level: `${s.heatPump ? 64 : 66} dB`,
        dimensions: `85 x 60 x ${kg >= 9 ? 65 : 61} cm`,
        product_weight: `${40 + kg * 2} kg`,
      },
      color: s.color,
      energyClass: s.energyClass,
      energyConsumption: `${String(kwh).replace('.', ',')} kWh/100 cycli`,
      priceEuros:
        (s.heatPump ? 520 : 340) +
        (kg - 7) * 60 +
        (s.sensor ? 40 : 0) +
        energyBonus(s.energyClass, 10),
      longtail: [s.heatPump ? 'Warmtepompdrogers' : 'Condensdrogers'],
      usps: [
        { code: 'drying_capacity', label: 'Vulgewicht', value: `${kg} kg` },
        { code: 'dryer_type', label: 'Type', value: type },
        ...(s.sensor
          ? [{ code: 'sensor', label: 'Vochtsensor', value: 'Stopt zodra de was droog is' }]
          : []),
        { code: 'reversing_drum', label: 'Trommel', value: 'Draait om en om tegen kreuken' },
        { code: 'drain', label: 'Afvoer', value: 'Condenswater via slang of reservoir' },
      ],
      highlights: [
        s.heatPump
          ? 'Een warmtepompdroger hergebruikt de warme lucht en verbruikt daardoor ongeveer de helft minder stroom dan een condensdroger.'
          : 'Een condensdroger heeft geen afvoer naar buiten nodig, dus je plaatst hem waar je wilt.',
        `In de trommel van ${kg} kg droog je de was van een volle wasmachine in één keer.`,
        ...(s.sensor
          ? ['De vochtsensor meet hoe droog je was is en stopt het programma op tijd.']
          : []),
      ],
      summary: `${type} met ${kg} kg vulgewicht${s.sensor ? ' en vochtsensor' : ''}.`,
      variantLabel: `${kg} kg`,
    };
  },
});

export const stackingKit = defineKind<{ drawer: boolean }>({
  key: 'stacking-kit',
  group: 'Tussenstuk',
  category: 'huishouden/wassen-drogen/accessoires',
  pictogram: 'stacking-kit',
  share: 1.5,
  brands: ['voltana', 'frisko', 'polder'],
  lines: ['STK'],
  delivery: 'pakketdienst',
  warrantyYears: 2,
  priceRange: [29, 89],
  series: ({ r }) => ({ drawer: r.chance(0.5) }),
  product: (s) => ({
    model: s.drawer ? '20' : '10',
    name: `{brand} {model} Tussenstuk wasmachine/droger${s.drawer ? ' met uittrekbare plank' : ''}`,
    attributes: {
      compatible_with: 'Wasmachines en drogers van 60 cm breed',
      dimensions: '3 x 60 x 56 cm',
      product_weight: '3 kg',
    },
    color: 'wit',
    priceEuros: s.drawer ? 59 : 35,
    longtail: [],
    usps: [
      {
        code: 'compatible_with',
        label: 'Geschikt voor',
        value: 'Wasmachines en drogers van 60 cm',
      },
      { code: 'space', label: 'Ruimtewinst', value: 'Droger bovenop de wasmachine' },
      ...(s.drawer
        ? [{ code: 'drawer', label: 'Plank', value: 'Uittrekbaar voor de wasmand' }]
        : []),
    ],
    highlights: [
      'Met dit tussenstuk zet je de droger veilig bovenop de wasmachine en win je een halve vierkante meter vloer.',
      ...(s.drawer ? ['Op de uittrekbare plank zet je de wasmand terwijl je de droger vult.'] : []),
    ],
    summary: 'Tussenstuk om een droger veilig op een wasmachine te stapelen.',
  }),
});
