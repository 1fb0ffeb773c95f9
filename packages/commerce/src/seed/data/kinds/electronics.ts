import { opt, type EnergyClass } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import { defineKind, energyClassFor, nl, numberIn, yesNo } from './kind.ts';

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
      year: r.weighted([[2026, 4], [2025, 3], [2024, 1]]),
      platform: brand.code === 'vonk' ? 'VonkOS' : 'Lumen Smart',
      color: r.weighted<ColorGroup>([['zwart', 6], ['zilver', 1]]),
    };
  },
  variations: (s) =>
    s.panel === 'OLED' ? ['55 inch', '65 inch', '75 inch'] : ['43 inch', '50 inch', '55 inch', '65 inch', '75 inch', '85 inch'],
  product(s, variation = '55 inch', ctx) {
    const inch = numberIn(variation);
    const resolution = inch >= 75 && s.panel === 'Mini-LED' ? '8K' : '4K Ultra HD';
    const energyClass: EnergyClass = energyClassFor(
      { ...ctx, legacy: false },
      s.panel === 'OLED' ? [['F', 3], ['G', 1]] : [['D', 1], ['E', 3], ['F', 3], ['G', 1]],
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
      priceEuros: 120 + inch * PANEL_PRICE_PER_INCH[s.panel] * (inch >= 75 ? 1.5 : 1) + (s.year === 2026 ? 100 : 0),
      longtail,
      usps: [
        { code: 'screen_size', label: 'Schermdiagonaal', value: `${inch} inch (${Math.round(inch * 2.54)} cm)` },
        { code: 'panel_type', label: 'Paneltype', value: s.panel },
        { code: 'refresh_rate', label: 'Verversingssnelheid', value: `${s.hz} Hz` },
        { code: 'resolution', label: 'Resolutie', value: resolution },
        { code: 'smart_platform', label: 'Smart TV', value: `${s.platform} met alle streamingdiensten` },
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

export const soundbar = defineKind<{ channels: string; atmos: boolean; color: ColorGroup }>({
  key: 'soundbar',
  group: 'Soundbar',
  category: 'beeld-geluid/soundbars',
  pictogram: 'soundbar',
  share: 4,
  brands: ['vonk', 'klankrijk'],
  lines: ['SB'],
  delivery: 'pakketdienst',
  warrantyYears: 2,
  priceRange: [99, 1499],
  accessory: 'wall-mount',
  series: ({ r }) => {
    const channels = r.pick(['2.0', '2.1', '3.1', '5.1', '5.1.2', '7.1.4']);
    return { channels, atmos: channels.split('.').length === 3, color: r.weighted<ColorGroup>([['zwart', 5], ['wit', 1]]) };
  },
  product(s) {
    const subwoofer = !s.channels.endsWith('.0') && s.channels !== '2.0';
    const speakers = s.channels.split('.').reduce((sum, part) => sum + Number(part), 0);
    const watt = speakers * 60;
    const longtail: string[] = [];
    if (subwoofer) longtail.push('Soundbars met subwoofer');
    if (s.atmos) longtail.push('Dolby Atmos soundbars');
    return {
      model: `${s.channels.replace(/\./g, '')}0`,
      name: `{brand} {model} Soundbar ${s.channels}${s.atmos ? ' met Dolby Atmos' : ''}`,
      attributes: {
        audio_channels: opt('audio_channels', s.channels),
        subwoofer: yesNo(subwoofer),
        dolby_atmos: yesNo(s.atmos),
        total_power: `${watt} W`,
      },
      color: s.color,
      priceEuros: 60 + speakers * 55 + (s.atmos ? 250 : 0),
      longtail,
      usps: [
        { code: 'audio_channels', label: 'Kanalen', value: s.channels },
        { code: 'total_power', label: 'Vermogen', value: `${watt} W` },
        ...(subwoofer ? [{ code: 'subwoofer', label: 'Subwoofer', value: 'Draadloos, voor diepe bassen' }] : []),
        ...(s.atmos ? [{ code: 'dolby_atmos', label: 'Dolby Atmos', value: 'Geluid ook van boven' }] : []),
        { code: 'hdmi_earc', label: 'Aansluiting', value: 'HDMI eARC: bedienen met je tv-afstandsbediening' },
      ],
      highlights: [
        `Deze ${s.channels}-soundbar geeft je tv het geluid dat bij het beeld past.`,
        ...(s.atmos ? ['Met Dolby Atmos komt het geluid ook van boven, zoals in de bioscoop.'] : []),
        'Via HDMI eARC bedien je het volume gewoon met de afstandsbediening van je televisie.',
      ],
      summary: `Soundbar ${s.channels} met ${watt} W vermogen${subwoofer ? ' en draadloze subwoofer' : ''}.`,
    };
  },
});

interface HeadphoneSeries {
  type: 'Over-ear' | 'On-ear' | 'In-ear';
  anc: boolean;
  wireless: boolean;
  hours: number;
}

export const headphones = defineKind<HeadphoneSeries>({
  key: 'headphones',
  group: 'Koptelefoon',
  category: 'beeld-geluid/koptelefoons',
  pictogram: 'headphones',
  share: 5,
  brands: ['vonk', 'klankrijk'],
  lines: ['HP', 'HX', 'IE'],
  delivery: 'pakketdienst',
  warrantyYears: 2,
  priceRange: [29, 449],
  series: ({ r, line }) => {
    const type = line === 'IE' ? 'In-ear' : line === 'HX' ? 'Over-ear' : r.pick(['Over-ear', 'On-ear'] as const);
    const wireless = r.chance(0.85);
    return { type, anc: wireless && (line === 'HX' || r.chance(0.4)), wireless, hours: type === 'In-ear' ? r.pick([6, 8, 10]) : r.pick([20, 30, 40, 60]) };
  },
  // Sibling models differ only in colour.
  variations: () => ['zwart', 'wit', 'blauw', 'roze'],
  product(s, variation = 'zwart') {
    const color = variation as ColorGroup;
    const colorName = { zwart: 'Zwart', wit: 'Wit', blauw: 'Blauw', roze: 'Roze' }[variation] ?? 'Zwart';
    const kind = s.type === 'In-ear' ? 'oordopjes' : 'koptelefoon';
    const longtail: string[] = [];
    if (s.anc) longtail.push('Noise cancelling koptelefoons');
    if (s.wireless) longtail.push('Draadloze koptelefoons');
    return {
      model: `${s.anc ? 7 : 5}${s.wireless ? '0' : '1'}${colorName.slice(0, 2).toUpperCase()}`,
      name: `{brand} {model} ${s.wireless ? 'Draadloze ' : ''}${s.type} ${kind}${s.anc ? ' met noise cancelling' : ''} ${colorName.toLowerCase()}`,
      attributes: {
        headphone_type: opt('headphone_type', s.type),
        noise_cancelling: yesNo(s.anc),
        connection: opt('connection', s.wireless ? 'Draadloos' : 'Bedraad'),
        ...(s.wireless ? { battery_life: `${s.hours} uur` } : {}),
      },
      color,
      priceEuros: (s.type === 'In-ear' ? 40 : 60) + (s.wireless ? 50 : 0) + (s.anc ? 150 : 0) + s.hours,
      longtail,
      usps: [
        { code: 'headphone_type', label: 'Type', value: s.type },
        ...(s.anc ? [{ code: 'noise_cancelling', label: 'Noise cancelling', value: 'Filtert omgevingsgeluid weg' }] : []),
        ...(s.wireless ? [{ code: 'battery_life', label: 'Accuduur', value: `${s.hours} uur` }] : []),
        { code: 'connection', label: 'Verbinding', value: s.wireless ? 'Bluetooth 5.3' : '3,5 mm jack' },
        { code: 'microphone', label: 'Microfoon', value: 'Bellen zonder je telefoon te pakken' },
      ],
      highlights: [
        s.anc
          ? 'Actieve noise cancelling dempt het geronk van trein en vliegtuig, zodat je muziek zachter kan.'
          : 'De goed afsluitende oorkussens houden het meeste omgevingsgeluid buiten.',
        ...(s.wireless ? [`De accu gaat ${s.hours} uur mee; tien minuten laden geeft twee uur muziek.`] : []),
      ],
      summary: `${s.wireless ? 'Draadloze ' : ''}${s.type} ${kind}${s.anc ? ' met noise cancelling' : ''}.`,
      variantLabel: colorName,
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
