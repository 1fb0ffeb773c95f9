import { opt } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import { defineKind, yesNo } from './kind.ts';

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
    return {
      channels,
      atmos: channels.split('.').length === 3,
      color: r.weighted<ColorGroup>([
        ['zwart', 5],
        ['wit', 1],
      ]),
    };
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
        ...(subwoofer
          ? [{ code: 'subwoofer', label: 'Subwoofer', value: 'Draadloos, voor diepe bassen' }]
          : []),
        ...(s.atmos
          ? [{ code: 'dolby_atmos', label: 'Dolby Atmos', value: 'Geluid ook van boven' }]
          : []),
        {
          code: 'hdmi_earc',
          label: 'Aansluiting',
          value: 'HDMI eARC: bedienen met je tv-afstandsbediening',
        },
      ],
      highlights: [
        `Deze ${s.channels}-soundbar geeft je tv het geluid dat bij het beeld past.`,
        ...(s.atmos
          ? ['Met Dolby Atmos komt het geluid ook van boven, zoals in de bioscoop.']
          : []),
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
    const type =
      line === 'IE'
        ? 'In-ear'
        : line === 'HX'
          ? 'Over-ear'
          : r.pick(['Over-ear', 'On-ear'] as const);
    const wireless = r.chance(0.85);
    return {
      type,
      anc: wireless && (line === 'HX' || r.chance(0.4)),
      wireless,
      hours: type === 'In-ear' ? r.pick([6, 8, 10]) : r.pick([20, 30, 40, 60]),
    };
  },
  // Sibling models differ only in colour.
  variations: () => ['zwart', 'wit', 'blauw', 'roze'],
  product(s, variation = 'zwart') {
    const color = variation as ColorGroup;
    const colorName =
      { zwart: 'Zwart', wit: 'Wit', blauw: 'Blauw', roze: 'Roze' }[variation] ?? 'Zwart';
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
      priceEuros:
        (s.type === 'In-ear' ? 40 : 60) + (s.wireless ? 50 : 0) + (s.anc ? 150 : 0) + s.hours,
      longtail,
      usps: [
        { code: 'headphone_type', label: 'Type', value: s.type },
        ...(s.anc
          ? [
              {
                code: 'noise_cancelling',
                label: 'Noise cancelling',
                value: 'Filtert omgevingsgeluid weg',
              },
            ]
          : []),
        ...(s.wireless
          ? [{ code: 'battery_life', label: 'Accuduur', value: `${s.hours} uur` }]
          : []),
        {
          code: 'connection',
          label: 'Verbinding',
          value: s.wireless ? 'Bluetooth 5.3' : '3,5 mm jack',
        },
        { code: 'microphone', label: 'Microfoon', value: 'Bellen zonder je telefoon te pakken' },
      ],
      highlights: [
        s.anc
          ? 'Actieve noise cancelling dempt het geronk van trein en vliegtuig, zodat je muziek zachter kan.'
          : 'De goed afsluitende oorkussens houden het meeste omgevingsgeluid buiten.',
        ...(s.wireless
          ? [`De accu gaat ${s.hours} uur mee; tien minuten laden geeft twee uur muziek.`]
          : []),
      ],
      summary: `${s.wireless ? 'Draadloze ' : ''}${s.type} ${kind}${s.anc ? ' met noise cancelling' : ''}.`,
      variantLabel: colorName,
    };
  },
});
