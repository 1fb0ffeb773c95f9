import type { PhraseBook } from '../../phrase-book.ts';

/** German for fridges and freezers. */
export const cooling: PhraseBook = {
  // Fridge names and summaries.
  '{1} Koelkast {2} cm': '{1} Kühlschrank {2} cm',
  '{1} Koelkast met vriesvak {2} cm': '{1} Kühlschrank mit Gefrierfach {2} cm',
  '{1} Inbouw koelkast {2} cm': '{1} Einbau-Kühlschrank {2} cm',
  '{1} Inbouw koelkast met vriesvak {2} cm': '{1} Einbau-Kühlschrank mit Gefrierfach {2} cm',
  '{1} Amerikaanse koelkast {2} cm': '{1} Side-by-Side-Kühlschrank {2} cm',
  'Koelkast van {1} cm hoog met {2} liter inhoud.':
    'Kühlschrank mit {1} cm Höhe und {2} Liter Nutzinhalt.',
  'Inbouw koelkast van {1} cm hoog met {2} liter inhoud.':
    'Einbau-Kühlschrank mit {1} cm Höhe und {2} Liter Nutzinhalt.',
  'Amerikaanse koelkast van {1} cm hoog met {2} liter inhoud.':
    'Side-by-Side-Kühlschrank mit {1} cm Höhe und {2} Liter Nutzinhalt.',

  // Fridge description and selling points.
  'Met {1} liter netto inhoud is deze {2} geschikt voor {3}.':
    'Mit {1} Liter Nutzinhalt eignet sich dieser {2} für {3}.',
  koelkast: 'Kühlschrank',
  'inbouw koelkast': 'Einbau-Kühlschrank',
  'amerikaanse koelkast': 'Side-by-Side-Kühlschrank',
  'een groot gezin': 'eine große Familie',
  'een huishouden van 1 tot 3 personen': 'einen Haushalt mit 1 bis 3 Personen',
  'Dankzij No Frost vormt zich geen ijs, dus ontdooien is verleden tijd.':
    'Dank No Frost bildet sich kein Eis, Abtauen gehört also der Vergangenheit an.',
  'In het versvak blijven groente en fruit langer knapperig.':
    'Im Frischefach bleiben Obst und Gemüse länger knackig.',
  'De dispenser in de deur geeft koud water en ijsblokjes.':
    'Der Spender in der Tür liefert kaltes Wasser und Eiswürfel.',
  'Nooit meer ontdooien': 'Nie wieder abtauen',
  Vriesvak: 'Gefrierfach',
  '4 sterren': '4 Sterne',
  'Water- en ijsdispenser': 'Wasser- und Eisspender',
  'Met vaste wateraansluiting': 'Mit festem Wasseranschluss',
  Versvak: 'Frischefach',
  'Groente blijft tot 2x langer vers': 'Gemüse bleibt bis zu 2x länger frisch',

  // Freezer names and summaries.
  '{1} Vriezer {2} liter': '{1} Gefrierschrank {2} Liter',
  '{1} Vrieskist {2} liter': '{1} Gefriertruhe {2} Liter',
  '{1} Tafelmodel vriezer {2} liter': '{1} Tisch-Gefrierschrank {2} Liter',
  'Vriezer met {1} liter inhoud.': 'Gefrierschrank mit {1} Liter Nutzinhalt.',
  'Vriezer met {1} liter inhoud en No Frost.':
    'Gefrierschrank mit {1} Liter Nutzinhalt und No Frost.',
  'Vrieskist met {1} liter inhoud.': 'Gefriertruhe mit {1} Liter Nutzinhalt.',
  'Vrieskist met {1} liter inhoud en No Frost.':
    'Gefriertruhe mit {1} Liter Nutzinhalt und No Frost.',

  // Freezer description, selling points and specifications.
  'Met {1} liter inhoud sla je ruim voorraad in.':
    'Mit {1} Liter Nutzinhalt legst du reichlich Vorräte an.',
  'No Frost voorkomt ijsvorming, dus ontdooien hoeft niet meer.':
    'No Frost verhindert Eisbildung, Abtauen ist also nicht mehr nötig.',
  'Valt de stroom uit, dan blijft je diepvries tot {1} uur bevroren.':
    'Fällt der Strom aus, bleibt dein Gefriergut bis zu {1} Stunden gefroren.',
  Invriescapaciteit: 'Gefriervermögen',
  '{1} kg per {2} uur': '{1} kg in {2} Stunden',
  'Bewaartijd bij storing': 'Lagerzeit bei Störung',
  '1 mand': '1 Korb',
};
