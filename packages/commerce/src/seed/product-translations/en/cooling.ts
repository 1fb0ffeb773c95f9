import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of refrigerators and freezers. */
export const cooling: PhraseBook = {
  // Names: `{1}` is the brand and model code.
  '{1} Koelkast {2} cm': '{1} Refrigerator {2} cm',
  '{1} Koelkast met vriesvak {2} cm': '{1} Refrigerator with freezer compartment {2} cm',
  '{1} Inbouw koelkast {2} cm': '{1} Built-in refrigerator {2} cm',
  '{1} Inbouw koelkast met vriesvak {2} cm':
    '{1} Built-in refrigerator with freezer compartment {2} cm',
  '{1} Amerikaanse koelkast {2} cm': '{1} American fridge freezer {2} cm',
  '{1} Vriezer {2} liter': '{1} Freezer {2} litres',
  '{1} Vrieskist {2} liter': '{1} Chest freezer {2} litres',
  '{1} Tafelmodel vriezer {2} liter': '{1} Table-top freezer {2} litres',

  // Summaries.
  'Koelkast van {1} cm hoog met {2} liter inhoud.':
    'Refrigerator, {1} cm tall, with a capacity of {2} litres.',
  'Inbouw koelkast van {1} cm hoog met {2} liter inhoud.':
    'Built-in refrigerator, {1} cm tall, with a capacity of {2} litres.',
  'Amerikaanse koelkast van {1} cm hoog met {2} liter inhoud.':
    'American fridge freezer, {1} cm tall, with a capacity of {2} litres.',
  'Vriezer met {1} liter inhoud.': 'Freezer with a capacity of {1} litres.',
  'Vriezer met {1} liter inhoud en No Frost.':
    'Freezer with a capacity of {1} litres and No Frost.',
  'Vrieskist met {1} liter inhoud.': 'Chest freezer with a capacity of {1} litres.',

  // Highlights.
  'Met {1} liter netto inhoud is deze {2} geschikt voor {3}.':
    'With a net capacity of {1} litres, this {2} is suitable for {3}.',
  koelkast: 'refrigerator',
  'inbouw koelkast': 'built-in refrigerator',
  'amerikaanse koelkast': 'American fridge freezer',
  'een groot gezin': 'a large family',
  'een huishouden van 1 tot 3 personen': 'a household of 1 to 3 people',
  'Dankzij No Frost vormt zich geen ijs, dus ontdooien is verleden tijd.':
    'Thanks to No Frost, no ice builds up, so defrosting is a thing of the past.',
  'In het versvak blijven groente en fruit langer knapperig.':
    'In the crisper drawer, fruit and vegetables stay crisp for longer.',
  'De dispenser in de deur geeft koud water en ijsblokjes.':
    'The dispenser in the door gives cold water and ice cubes.',
  'Met {1} liter inhoud sla je ruim voorraad in.':
    'With a capacity of {1} litres, you can lay in plenty of stock.',
  'No Frost voorkomt ijsvorming, dus ontdooien hoeft niet meer.':
    'No Frost prevents ice from building up, so you never need to defrost.',
  'Valt de stroom uit, dan blijft je diepvries tot {1} uur bevroren.':
    'If the power goes out, your frozen food stays frozen for up to {1} hours.',

  // Selling points and specification values.
  'Nooit meer ontdooien': 'No more defrosting',
  Vriesvak: 'Freezer compartment',
  '4 sterren': '4 stars',
  'Water- en ijsdispenser': 'Water and ice dispenser',
  'Met vaste wateraansluiting': 'With a fixed water connection',
  Versvak: 'Crisper drawer',
  'Groente blijft tot 2x langer vers': 'Vegetables stay fresh up to 2x longer',
  Invriescapaciteit: 'Freezing capacity',
  '{1} kg per {2} uur': '{1} kg per {2} hours',
  'Bewaartijd bij storing': 'Storage time during a power cut',
  '1 mand': '1 basket',
};
