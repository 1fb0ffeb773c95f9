import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of dumbbells, exercise mats and treadmills. */
export const fitness: PhraseBook = {
  // Names: `{1}` is the brand and model code.
  '{1} Dumbbell {2} kg (per stuk)': '{1} Dumbbell {2} kg (each)',
  '{1} Verstelbare dumbbell {2} kg': '{1} Adjustable dumbbell {2} kg',
  '{1} Fitnessmat {2} mm': '{1} Exercise mat {2} mm',
  '{1} Loopband {2} km/u': '{1} Treadmill {2} km/h',
  '{1} Loopband {2} km/u inklapbaar': '{1} Treadmill {2} km/h foldable',

  // Summaries.
  'Dumbbell van {1} kg, per stuk.': '{1} kg dumbbell, sold individually.',
  'Verstelbare dumbbell van {1} tot {2} kg.': 'Adjustable dumbbell from {1} to {2} kg.',
  'Fitnessmat van {1} mm dik, {2} cm.': 'Exercise mat, {1} mm thick, {2} cm.',
  'Loopband tot {1} km/u.': 'Treadmill up to {1} km/h.',
  'Loopband tot {1} km/u, inklapbaar.': 'Treadmill up to {1} km/h, foldable.',

  // Highlights.
  'Met één draai aan de knop kies je een gewicht van {1} tot {2} kg: deze ene dumbbell vervangt een heel rek.':
    'With one turn of the dial, you choose a weight from {1} to {2} kg: this one dumbbell replaces a whole rack.',
  'Een dumbbell van {1} kg met rubberen coating die je vloer en je oren spaart.':
    'A {1} kg dumbbell with a rubber coating that spares your floor and your ears.',
  'Met {1} mm is deze mat dik genoeg voor buikspieroefeningen op een harde vloer.':
    'At {1} mm, this mat is thick enough for ab exercises on a hard floor.',
  'Met {1} mm sta je stabiel bij yoga en pilates.':
    'At {1} mm, you stand steady during yoga and Pilates.',
  'Loop of ren tot {1} km/u op een gedempt loopvlak dat je gewrichten spaart.':
    'Walk or run at up to {1} km/h on a cushioned running deck that is kind to your joints.',
  'Na de training klap je hem in en rol je hem opzij.':
    'After your workout, you fold it up and roll it out of the way.',

  // Selling points and specification values.
  Verstellen: 'Adjusting',
  'In twee seconden met een draaiknop': 'In two seconds with a dial',
  Coating: 'Coating',
  'Rubber, beschermt je vloer': 'Rubber, protects your floor',
  Handgreep: 'Handle',
  'Geribbeld staal, glijdt niet': 'Knurled steel, does not slip',
  Formaat: 'Size',
  Draagband: 'Carrying strap',
  Topsnelheid: 'Top speed',
  Motor: 'Motor',
  '{1} pk continu': '{1} hp continuous',
  'Maximaal gewicht': 'Maximum weight',
  'Past onder het bed': 'Fits under the bed',
  '12 trainingsprogramma’s': '12 training programmes',
};
