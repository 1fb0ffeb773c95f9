import type { PhraseBook } from '../../phrase-book.ts';

/** German for dumbbells, fitness mats and treadmills. */
export const fitness: PhraseBook = {
  // Dumbbells.
  '{1} Dumbbell {2} kg (per stuk)': '{1} Kurzhantel {2} kg (pro Stück)',
  '{1} Verstelbare dumbbell {2} kg': '{1} Verstellbare Kurzhantel {2} kg',
  'Dumbbell van {1} kg, per stuk.': 'Kurzhantel mit {1} kg, pro Stück.',
  'Verstelbare dumbbell van 2 tot {1} kg.': 'Verstellbare Kurzhantel von 2 bis {1} kg.',
  'Met één draai aan de knop kies je een gewicht van 2 tot {1} kg: deze ene dumbbell vervangt een heel rek.':
    'Mit einer Drehung am Knopf wählst du ein Gewicht von 2 bis {1} kg: Diese eine Kurzhantel ersetzt ein ganzes Hantelregal.',
  'Een dumbbell van {1} kg met rubberen coating die je vloer en je oren spaart.':
    'Eine Kurzhantel mit {1} kg und Gummibeschichtung, die deinen Boden und deine Ohren schont.',
  '{1} tot {2} kg': '{1} bis {2} kg',
  Verstellen: 'Verstellen',
  'In twee seconden met een draaiknop': 'In zwei Sekunden per Drehknopf',
  Coating: 'Beschichtung',
  'Rubber, beschermt je vloer': 'Gummi, schont deinen Boden',
  Handgreep: 'Griff',
  'Geribbeld staal, glijdt niet': 'Geriffelter Stahl, rutscht nicht',

  // Fitness mats.
  '{1} Fitnessmat {2} mm': '{1} Fitnessmatte {2} mm',
  'Fitnessmat van {1} mm dik, {2}.': 'Fitnessmatte, {1} mm dick, {2}.',
  // The generator writes these thicknesses with a decimal point; German has a decimal comma.
  '0.6 x 61 x 183 cm': '0,6 x 61 x 183 cm',
  '1.5 x 61 x 183 cm': '1,5 x 61 x 183 cm',
  'Met {1} mm is deze mat dik genoeg voor buikspieroefeningen op een harde vloer.':
    'Mit {1} mm ist diese Matte dick genug für Bauchmuskelübungen auf hartem Boden.',
  'Met {1} mm sta je stabiel bij yoga en pilates.':
    'Mit {1} mm stehst du stabil bei Yoga und Pilates.',
  Formaat: 'Format',
  Draagband: 'Tragegurt',

  // Treadmills.
  '{1} Loopband {2} km/u': '{1} Laufband {2} km/h',
  '{1} Loopband {2} km/u inklapbaar': '{1} Laufband {2} km/h klappbar',
  'Loopband tot {1} km/u.': 'Laufband bis {1} km/h.',
  'Loopband tot {1} km/u, inklapbaar.': 'Laufband bis {1} km/h, klappbar.',
  'Loop of ren tot {1} km/u op een gedempt loopvlak dat je gewrichten spaart.':
    'Geh oder lauf bis zu {1} km/h auf einer gedämpften Lauffläche, die deine Gelenke schont.',
  'Na de training klap je hem in en rol je hem opzij.':
    'Nach dem Training klappst du es zusammen und rollst es zur Seite.',
  Topsnelheid: 'Höchstgeschwindigkeit',
  Motor: 'Motor',
  '{1} pk continu': '{1} PS Dauerleistung',
  'Maximaal gewicht': 'Maximales Gewicht',
  'Past onder het bed': 'Passt unters Bett',
  '12 trainingsprogramma’s': '12 Trainingsprogramme',
};
