import { opt, type EnergyClass } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import { defineKind, energyClassFor, nl, numberIn } from './kind.ts';

type Panel = 'LED' | 'QLED' | 'Mini-LED' | 'OLED';

interface TvSeries {
  panel: Panel;
  hz: number;
  year: number;
  platform: string;
  color: ColorGroup;
}

const PANEL_BY_LINE: Record<string, Panel> = { TL: 'LED', TQ: 'QLED', TM: 'Mini-LED', TO: 'OLED' };
const PANEL_PRICE_PER_INCH: Record<Panel, number> = { LED: 9, QLED: 14, 'Mini-LED': 20, OLED: 30 };

export const tv = defineKind<TvSeries>({
  key: 'tv',
  group: 'Televisie',
  category: 'beeld-geluid/televisies',
  pictogram: 'tv',
  share: 9,
  brands: ['vonk', 'lumen'],
  lines: ['TL', 'TQ', 'TM', 'TO'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [249, 4999],
  legacyShare: 0,
  accessory: 'wall-mount',
  series: ({ r, line, brand }) => {
    const panel = PANEL_BY_LINE[line] ?? 'LED';
    return {
      panel,
      hz: panel === 'LED' ? 60 : r.pick([100, 120, 144]),
      year: r.weighted([
        [2026, 4],
        [2025, 3],
        [2024, 1],
      ]),
      platform: brand.code === 'vonk' ? 'VonkOS' : 'Lumen Smart',
      color: r.weighted<ColorGroup>([
        ['zwart', 6],
        ['zilver', 1],
      ]),
    };
  },
  variations: (s) =>
    s.panel === 'OLED'
      ? ['55 inch', '65 inch', '75 inch']
      : ['43 inch', '50 inch', '55 inch', '65 inch', '75 inch', '85 inch'],
  product(s, variation = '55 inch', ctx) {
    const inch = numberIn(variation);
    const resolution = inch >= 75 && s.panel === 'Mini-LED' ? '8K' : '4K Ultra HD';
    const energyClass: EnergyClass = energyClassFor(
      { ...ctx, legacy: false },
      s.panel === 'OLED'
        ? [
            ['F', 3],
            ['G', 1],
          ]
        : [
            ['D', 1],
            ['E', 3],
            ['F', 3],
            ['G', 1],
          ],
    );
    const longtail: string[] = [];
    if (s.panel === 'OLED') longtail.push('OLED televisies');
    if (s.panel === 'QLED') longtail.push('QLED televisies');
    if (inch === 55 || inch === 65) longtail.push(`${inch} inch televisies`);
    const panelName = s.panel === 'LED' ? '4K' : s.panel;
    return {
      model: `${inch}${s.year - 2000}`,
      name: `{brand} {model} ${panelName} televisie ${inch} inch (${s.year})`,
      attributes: {
        screen_size: opt('screen_size', `${inch} inch`),
        resolution: opt('resolution', resolution),
        panel_type: opt('panel_type', s.panel),
        refresh_rate: `${s.hz} Hz`,
        smart_platform: s.platform,
        hdmi_ports: s.panel === 'LED' ? '3' : '4',
        dimensions: `${Math.round(inch * 1.25 + 5)} x ${Math.round(inch * 2.22)} x ${s.panel === 'OLED' ? 4 : 8} cm`,
        product_weight: `${Math.round(inch * (s.panel === 'OLED' ? 0.35 : 0.3))} kg`,
      },
      color: s.color,
      energyClass,
      energyConsumption: `${Math.round(inch * 1.6)} kWh/1000 h`,
      priceEuros:
        120 +
        inch * PANEL_PRICE_PER_INCH[s.panel] * (inch >= 75 ? 1.5 : 1) +
        (s.year === 2026 ? 100 : 0),
      longtail,
      usps: [
        {
          code: 'screen_size',
          label: 'Schermdiagonaal',
          value: `${inch} inch (${Math.round(inch * 2.54)} cm)`,
        },
        { code: 'panel_type', label: 'Paneltype', value: s.panel },
        { code: 'refresh_rate', label: 'Verversingssnelheid', value: `${s.hz} Hz` },
        { code: 'resolution', label: 'Resolutie', value: resolution },
        {
          code: 'smart_platform',
          label: 'Smart TV',
          value: `${s.platform} met alle streamingdiensten`,
        },
        ...(s.hz >= 120 ? [{ code: 'gaming', label: 'Gaming', value: 'HDMI 2.1 met VRR' }] : []),
      ],
      highlights: [
        `Op het ${inch} inch scherm kijk je het best vanaf ongeveer ${nl(Math.round(inch * 0.4) / 10)} meter.`,
        s.panel === 'OLED'
          ? 'Elk pixel van het OLED-paneel geeft zelf licht, dus zwart is echt zwart.'
          : `Het ${s.panel}-paneel is fel genoeg voor een zonnige woonkamer.`,
        ...(s.hz >= 120 ? [`Met ${s.hz} Hz en HDMI 2.1 zijn sport en games haarscherp.`] : []),
        `${s.platform} geeft je alle bekende streamingdiensten en de app van je tv-aanbieder.`,
      ],
      summary: `${inch} inch ${panelName} televisie met ${s.hz} Hz en ${s.platform}.`,
      variantLabel: `${inch} inch`,
    };
  },
});

export const wallMount = defineKind<{ tilt: boolean; maxInch: number }>({
  key: 'wall-mount',
  group: 'TV-muurbeugel',
  category: 'beeld-geluid/tv-muurbeugels',
  pictogram: 'wall-mount',
  share: 1.5,
  brands: ['vonk', 'lumen'],
  lines: ['WB'],
  delivery: 'pakketdienst',
  warrantyYears: 5,
  priceRange: [29, 149],
  series: ({ r }) => ({ tilt: r.chance(0.6), maxInch: r.pick([55, 65, 75, 85]) }),
  product: (s) => ({
    model: `${s.maxInch}${s.tilt ? 'T' : 'F'}`,
    name: `{brand} {model} TV-muurbeugel ${s.tilt ? 'kantelbaar' : 'vast'} 32-${s.maxInch} inch`,
    attributes: {
      compatible_with: `Televisies van 32 tot ${s.maxInch} inch`,
      vesa: s.maxInch > 65 ? '200x200 tot 600x400' : '100x100 tot 400x400',
    },
    color: 'zwart',
    priceEuros: 25 + s.maxInch * 0.5 + (s.tilt ? 25 : 0),
    longtail: [],
    usps: [
      { code: 'compatible_with', label: 'Geschikt voor', value: `32 tot ${s.maxInch} inch` },
      { code: 'max_load', label: 'Draagvermogen', value: `${Math.round(s.maxInch * 0.7)} kg` },
      ...(s.tilt ? [{ code: 'tilt', label: 'Kantelbaar', value: 'Tot 15 graden' }] : []),
    ],
    highlights: [
      `Deze beugel hangt televisies van 32 tot ${s.maxInch} inch strak tegen de muur.`,
      ...(s.tilt ? ['Kantel het scherm tot 15 graden om weerspiegelingen te voorkomen.'] : []),
    ],
    summary: `${s.tilt ? 'Kantelbare' : 'Vaste'} TV-muurbeugel voor 32 tot ${s.maxInch} inch.`,
  }),
});
