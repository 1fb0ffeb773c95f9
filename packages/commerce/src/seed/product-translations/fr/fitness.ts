import type { PhraseBook } from '../../phrase-book.ts';

/** Dumbbells, fitness mats and treadmills. */
export const fitness: PhraseBook = {
  // Dumbbells.
  '{1} Dumbbell {2} kg (per stuk)': 'Haltère {1} {2} kg (à l’unité)',
  '{1} Verstelbare dumbbell {2} kg': 'Haltère réglable {1} {2} kg',
  'Dumbbell van {1} kg, per stuk.': 'Haltère de {1} kg, vendu à l’unité.',
  'Verstelbare dumbbell van {1} tot {2} kg.': 'Haltère réglable de {1} à {2} kg.',
  'Met één draai aan de knop kies je een gewicht van {1} tot {2} kg: deze ene dumbbell vervangt een heel rek.':
    'D’un simple tour de molette, vous choisissez un poids de {1} à {2} kg : cet haltère remplace à lui seul tout un rack.',
  'Een dumbbell van {1} kg met rubberen coating die je vloer en je oren spaart.':
    'Un haltère de {1} kg avec revêtement caoutchouc, qui ménage votre sol et vos oreilles.',
  '{1} tot {2} kg': '{1} à {2} kg',
  Verstellen: 'Réglage',
  'In twee seconden met een draaiknop': 'En deux secondes avec une molette',
  Coating: 'Revêtement',
  'Rubber, beschermt je vloer': 'Caoutchouc, protège votre sol',
  Handgreep: 'Poignée',
  'Geribbeld staal, glijdt niet': 'Acier moleté, antidérapant',

  // Fitness mats.
  '{1} Fitnessmat {2} mm': 'Tapis de fitness {1} {2} mm',
  'Fitnessmat van {1} mm dik, 183 x 61 cm.': 'Tapis de fitness de {1} mm d’épaisseur, 183 x 61 cm.',
  'Met {1} mm is deze mat dik genoeg voor buikspieroefeningen op een harde vloer.':
    'Avec ses {1} mm, ce tapis est assez épais pour les abdos sur un sol dur.',
  'Met {1} mm sta je stabiel bij yoga en pilates.':
    'Avec ses {1} mm, ce tapis vous assure une bonne stabilité en yoga et en Pilates.',
  // A thin mat's thickness in centimetres is written with a decimal point in the Dutch data.
  '0.6 x 61 x 183 cm': '0,6 x 61 x 183 cm',
  '1.5 x 61 x 183 cm': '1,5 x 61 x 183 cm',
  Formaat: 'Format',
  Draagband: 'Sangle de transport',

  // Treadmills.
  '{1} Loopband {2} km/u': 'Tapis de course {1} {2} km/h',
  '{1} Loopband {2} km/u inklapbaar': 'Tapis de course pliable {1} {2} km/h',
  'Loopband tot {1} km/u.': 'Tapis de course jusqu’à {1} km/h.',
  'Loopband tot {1} km/u, inklapbaar.': 'Tapis de course pliable, jusqu’à {1} km/h.',
  'Loop of ren tot {1} km/u op een gedempt loopvlak dat je gewrichten spaart.':
    'Marchez ou courez jusqu’à {1} km/h sur une surface amortie qui ménage vos articulations.',
  'Na de training klap je hem in en rol je hem opzij.':
    'Après l’entraînement, repliez-le et roulez-le sur le côté.',
  Topsnelheid: 'Vitesse de pointe',
  Motor: 'Moteur',
  '{1} pk continu': '{1} ch en continu',
  'Maximaal gewicht': 'Poids maximal',
  'Past onder het bed': 'Se range sous le lit',
  '{1} trainingsprogramma’s': '{1} programmes d’entraînement',
};
