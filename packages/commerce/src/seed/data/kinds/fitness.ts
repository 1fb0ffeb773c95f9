import { opt } from '../attributes.ts';
import type { ColorGroup } from '../colors.ts';
import { defineKind, nl, numberIn, yesNo } from './kind.ts';

export const dumbbell = defineKind<{ adjustable: boolean }>({
  key: 'dumbbell',
  group: 'Dumbbell',
  category: 'sport/fitness/dumbbells',
  pictogram: 'dumbbell',
  share: 3,
  brands: ['sterk', 'kernkracht'],
  lines: ['DB', 'VD'],
  delivery: 'pakketdienst',
  warrantyYears: 2,
  priceRange: [14, 449],
  series: ({ line }) => ({ adjustable: line === 'VD' }),
  variations: (s) =>
    s.adjustable
      ? ['20 kg', '24 kg', '32 kg', '40 kg']
      : ['2 kg', '5 kg', '10 kg', '15 kg', '20 kg'],
  product(s, variation = '10 kg') {
    const kg = numberIn(variation);
    return {
      model: `${kg}`,
      name: s.adjustable
        ? `{brand} {model} Verstelbare dumbbell 2-${kg} kg`
        : `{brand} {model} Dumbbell ${kg} kg (per stuk)`,
      attributes: {
        dumbbell_type: opt('dumbbell_type', s.adjustable ? 'Verstelbaar' : 'Vast'),
        weight_class: opt('weight_class', variation),
      },
      color: 'zwart',
      priceEuros: s.adjustable ? 120 + kg * 7 : 6 + kg * 3.2,
      longtail: s.adjustable ? ['Verstelbare dumbbells'] : [],
      usps: [
        {
          code: 'weight_class',
          label: 'Gewicht',
          value: s.adjustable ? `2 tot ${kg} kg` : `${kg} kg`,
        },
        ...(s.adjustable
          ? [{ code: 'adjust', label: 'Verstellen', value: 'In twee seconden met een draaiknop' }]
          : [{ code: 'coating', label: 'Coating', value: 'Rubber, beschermt je vloer' }]),
        { code: 'grip', label: 'Handgreep', value: 'Geribbeld staal, glijdt niet' },
      ],
      highlights: [
        s.adjustable
          ? `Met één draai aan de knop kies je een gewicht van 2 tot ${kg} kg: deze ene dumbbell vervangt een heel rek.`
          : `Een dumbbell van ${kg} kg met rubberen coating die je vloer en je oren spaart.`,
      ],
      summary: s.adjustable
        ? `Verstelbare dumbbell van 2 tot ${kg} kg.`
        : `Dumbbell van ${kg} kg, per stuk.`,
      variantLabel: variation,
    };
  },
});

export const fitnessMat = defineKind<{ color: ColorGroup }>({
  key: 'mat',
  group: 'Fitnessmat',
  category: 'sport/fitness/fitnessmatten',
  pictogram: 'mat',
  share: 2,
  brands: ['sterk', 'kernkracht'],
  lines: ['FM'],
  delivery: 'pakketdienst',
  warrantyYears: 1,
  priceRange: [14, 89],
  series: ({ r }) => ({
    color: r.weighted<ColorGroup>([
      ['zwart', 3],
      ['blauw', 2],
      ['roze', 1],
      ['groen', 1],
      ['grijs', 1],
    ]),
  }),
  variations: () => ['6 mm', '10 mm', '15 mm', '20 mm'],
  product(s, variation = '10 mm') {
    const mm = numberIn(variation);
    return {
      model: `${mm}`,
      name: `{brand} {model} Fitnessmat ${mm} mm`,
      attributes: {
        mat_thickness: opt('mat_thickness', variation),
        dimensions: `${nl(mm / 10)} x 61 x 183 cm`,
      },
      color: s.color,
      priceEuros: 12 + mm * 2,
      longtail: [],
      usps: [
        { code: 'mat_thickness', label: 'Dikte', value: variation },
        { code: 'size', label: 'Formaat', value: '183 x 61 cm' },
        { code: 'strap', label: 'Draagband', value: 'Inbegrepen' },
      ],
      highlights: [
        mm >= 15
          ? `Met ${mm} mm is deze mat dik genoeg voor buikspieroefeningen op een harde vloer.`
          : `Met ${mm} mm sta je stabiel bij yoga en pilates.`,
      ],
      summary: `Fitnessmat van ${mm} mm dik, 183 x 61 cm.`,
      variantLabel: variation,
    };
  },
});

export const treadmill = defineKind<{ speed: number; foldable: boolean; hp: number }>({
  key: 'treadmill',
  group: 'Loopband',
  category: 'sport/fitness/loopbanden',
  pictogram: 'treadmill',
  share: 2,
  brands: ['sterk', 'kernkracht'],
  lines: ['LB', 'TX'],
  delivery: 'eigen-bezorgdienst',
  warrantyYears: 2,
  priceRange: [399, 2999],
  series: ({ r, line }) => {
    const speed = line === 'TX' ? r.pick([18, 20]) : r.pick([12, 16]);
    return { speed, foldable: speed <= 16 || r.chance(0.3), hp: speed >= 18 ? 3.5 : 2.5 };
  },
  product(s) {
    return {
      model: `${s.speed}${s.foldable ? 'F' : '0'}`,
      name: `{brand} {model} Loopband ${s.speed} km/u${s.foldable ? ' inklapbaar' : ''}`,
      attributes: {
        max_speed: opt('max_speed', `${s.speed} km/u`),
        foldable: yesNo(s.foldable),
        max_user_weight: `${s.speed >= 18 ? 150 : 120} kg`,
        dimensions: `130 x 75 x ${s.speed >= 18 ? 200 : 170} cm`,
      },
      color: 'zwart',
      priceEuros: 250 + s.speed * 60 + (s.foldable ? 0 : 200),
      longtail: s.foldable ? ['Inklapbare loopbanden'] : [],
      usps: [
        { code: 'max_speed', label: 'Topsnelheid', value: `${s.speed} km/u` },
        { code: 'motor', label: 'Motor', value: `${String(s.hp).replace('.', ',')} pk continu` },
        {
          code: 'max_user_weight',
          label: 'Maximaal gewicht',
          value: `${s.speed >= 18 ? 150 : 120} kg`,
        },
        ...(s.foldable
          ? [{ code: 'foldable', label: 'Inklapbaar', value: 'Past onder het bed' }]
          : []),
        { code: 'programs', label: 'Programma’s', value: '12 trainingsprogramma’s' },
      ],
      highlights: [
        `Loop of ren tot ${s.speed} km/u op een gedempt loopvlak dat je gewrichten spaart.`,
        ...(s.foldable ? ['Na de training klap je hem in en rol je hem opzij.'] : []),
      ],
      summary: `Loopband tot ${s.speed} km/u${s.foldable ? ', inklapbaar' : ''}.`,
    };
  },
});
