import { opt } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import { defineKind, nl } from './kind.ts';

interface LaptopSeries {
  inch: number;
  gaming: boolean;
  os: string;
  cpu: string;
  resolution: string;
  hours: number;
  color: ColorGroup;
  /** Smallest memory/storage configuration this series starts from. */
  tier: number;
}

const CONFIGS = [
  '8 GB / 256 GB',
  '16 GB / 512 GB',
  '16 GB / 1 TB',
  '32 GB / 1 TB',
  '32 GB / 2 TB',
  '64 GB / 2 TB',
];

export const laptop = defineKind<LaptopSeries>({
  key: 'laptop',
  group: 'Laptop',
  category: 'computers/laptops',
  pictogram: 'laptop',
  share: 7,
  brands: ['bitwijs', 'lumen'],
  lines: ['L', 'G', 'C'],
  delivery: 'pakketdienst',
  warrantyYears: 2,
  priceRange: [299, 3499],
  accessory: 'laptop-bag',
  series: ({ r, line }) => {
    const gaming = line === 'G';
    const chromebook = line === 'C';
    const inch = gaming
      ? r.pick([16, 17.3])
      : chromebook
        ? r.pick([13.3, 14])
        : r.pick([13.3, 14, 15.6, 16]);
    return {
      inch,
      gaming,
      os: chromebook
        ? 'ChromeOS'
        : r.weighted([
            ['Windows 11 Home', 8],
            ['Windows 11 Pro', 2],
            ['Linux', 1],
          ]),
      cpu: gaming
        ? 'Kwarts K9 16-core'
        : chromebook
          ? 'Kwarts K3 4-core'
          : r.pick(['Kwarts K5 8-core', 'Kwarts K7 12-core']),
      resolution: gaming ? '2,8K' : inch >= 16 ? 'WUXGA' : 'Full HD',
      hours: gaming ? 5 : chromebook ? 12 : r.pick([8, 10, 14, 18]),
      color: r.weighted<ColorGroup>([
        ['grijs', 4],
        ['zilver', 3],
        ['zwart', 2],
        ['blauw', 1],
      ]),
      tier: chromebook ? 0 : gaming ? 1 : r.pick([0, 0, 1, 2]),
    };
  },
  variations: (s) => CONFIGS.slice(s.tier, s.tier + 4),
  product(s, variation = '16 GB / 512 GB') {
    const [memory = '16 GB', storage = '512 GB'] = variation.split(' / ');
    const memoryGb = Number.parseInt(memory, 10);
    const storageGb = storage.endsWith('TB')
      ? Number.parseInt(storage, 10) * 1024
      : Number.parseInt(storage, 10);
    const inchLabel = `${nl(s.inch)} inch`;
    const kind = s.os === 'ChromeOS' ? 'Chromebook' : s.gaming ? 'Gaming laptop' : 'Laptop';
    const longtail: string[] = [];
    if (s.inch === 14) longtail.push('Laptops 14 inch');
    if (s.inch === 15.6) longtail.push('Laptops 15,6 inch');
    if (memoryGb === 16) longtail.push('Laptops met 16 GB werkgeheugen');
    return {
      model: `${Math.round(s.inch)}-${memoryGb}${storageGb >= 1024 ? `${storageGb / 1024}T` : storageGb}`,
      name: `{brand} {model} ${kind} ${inchLabel} ${memory} ${storage}`,
      attributes: {
        screen_size: opt('screen_size', inchLabel),
        memory_size: opt('memory_size', memory),
        storage_size: opt('storage_size', storage),
        resolution: opt('resolution', s.resolution),
        operating_system: opt('operating_system', s.os),
        processor: s.cpu,
        battery_life: `${s.hours} uur`,
        product_weight: `${nl(Math.round((s.inch * 0.1 + (s.gaming ? 1 : 0)) * 10) / 10)} kg`,
      },
      color: s.color,
      priceEuros:
        180 + memoryGb * 18 + storageGb * 0.25 + (s.gaming ? 700 : 0) + (s.inch >= 16 ? 120 : 0),
      longtail,
      usps: [
        { code: 'processor', label: 'Processor', value: s.cpu },
        { code: 'memory_size', label: 'Werkgeheugen', value: memory },
        { code: 'storage_size', label: 'Opslag', value: `${storage} SSD` },
        { code: 'screen_size', label: 'Scherm', value: `${inchLabel} ${s.resolution}` },
        { code: 'battery_life', label: 'Accuduur', value: `Tot ${s.hours} uur` },
        { code: 'operating_system', label: 'Besturingssysteem', value: s.os },
      ],
      highlights: [
        `Met ${memory} werkgeheugen en een ${s.cpu}-processor ${s.gaming ? 'speel je de nieuwste games soepel' : 'werk je soepel met tientallen tabbladen en je kantoorprogramma’s'}.`,
        `Op de ${storage} SSD staan je bestanden veilig en start de laptop in een paar seconden op.`,
        `De accu houdt het tot ${s.hours} uur vol${s.hours >= 10 ? ', genoeg voor een hele werkdag' : ''}.`,
      ],
      summary: `${kind} van ${inchLabel} met ${memory} werkgeheugen en ${storage} opslag.`,
      variantLabel: variation,
    };
  },
});

export const laptopBag = defineKind<{ inch: number; backpack: boolean; color: ColorGroup }>({
  key: 'laptop-bag',
  group: 'Laptoptas',
  category: 'computers/laptoptassen',
  pictogram: 'laptop-bag',
  share: 1.5,
  brands: ['bitwijs', 'lumen'],
  lines: ['TS', 'RG'],
  delivery: 'pakketdienst',
  warrantyYears: 2,
  priceRange: [19, 129],
  series: ({ r, line }) => ({
    inch: r.pick([14, 15.6, 17.3]),
    backpack: line === 'RG',
    color: r.weighted<ColorGroup>([
      ['zwart', 4],
      ['grijs', 2],
      ['blauw', 1],
    ]),
  }),
  product: (s) => {
    const inchLabel = `${nl(s.inch)} inch`;
    return {
      model: `${Math.round(s.inch)}`,
      name: `{brand} {model} ${s.backpack ? 'Laptoprugzak' : 'Laptoptas'} ${inchLabel}`,
      attributes: {
        screen_size: opt('screen_size', inchLabel),
        compatible_with: `Laptops tot ${inchLabel}`,
      },
      color: s.color,
      priceEuros: (s.backpack ? 45 : 25) + s.inch,
      longtail: [],
      usps: [
        { code: 'compatible_with', label: 'Geschikt voor', value: `Laptops tot ${inchLabel}` },
        { code: 'water_repellent', label: 'Waterafstotend', value: 'Droog door een regenbui' },
        ...(s.backpack
          ? [{ code: 'trolley', label: 'Trolleystrap', value: 'Schuift over je koffer' }]
          : []),
      ],
      highlights: [
        `Het gevoerde vak beschermt laptops tot ${inchLabel}.`,
        'De waterafstotende buitenkant houdt je spullen droog.',
      ],
      summary: `${s.backpack ? 'Laptoprugzak' : 'Laptoptas'} voor laptops tot ${inchLabel}.`,
    };
  },
});
