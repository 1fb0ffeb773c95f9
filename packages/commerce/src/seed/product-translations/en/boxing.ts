import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of boxing gloves, punching bags, hand wraps and mouthguards. */
export const boxing: PhraseBook = {
  // Names: `{1}` is the brand, model code and glove model; a colour may follow (see `shared.ts`).
  '{1} bokshandschoenen': '{1} boxing gloves',
  '{1} Bokszak {2} cm gevuld {3} kg': '{1} Punching bag {2} cm filled {3} kg',
  '{1} Bokszak {2} cm ongevuld': '{1} Punching bag {2} cm unfilled',
  '{1} Staande bokszak {2} cm gevuld {3} kg': '{1} Free-standing punching bag {2} cm filled {3} kg',
  '{1} Staande bokszak {2} cm ongevuld': '{1} Free-standing punching bag {2} cm unfilled',
  '{1} Bandages {2} m': '{1} Hand wraps {2} m',
  bandages: 'hand wraps',
  '{1} Mondbeschermer': '{1} Mouthguard',
  '{1} Gel mondbeschermer': '{1} Gel mouthguard',
  // A mouthguard child's size before its colour.
  junior: 'junior',
  senior: 'senior',

  // Summaries.
  // The closure is captured: a phrase this long ending in `{2}.` would swallow the meta
  // description's closing sentence.
  'Leren bokshandschoenen met {1}, van {2} tot {3}.':
    'Leather boxing gloves with {1}, from {2} to {3}.',
  'Kunstleren bokshandschoenen met {1}, van {2} tot {3}.':
    'Faux leather boxing gloves with {1}, from {2} to {3}.',
  klittenband: 'hook-and-loop closure',
  veters: 'laces',
  'Hangende bokszak van {1} cm.': 'Hanging punching bag, {1} cm tall.',
  'Hangende bokszak van {1} cm, gevuld {2} kg.':
    'Hanging punching bag, {1} cm tall, filled and weighing {2} kg.',
  'Staande bokszak van {1} cm.': 'Free-standing punching bag, {1} cm tall.',
  'Staande bokszak van {1} cm, gevuld {2} kg.':
    'Free-standing punching bag, {1} cm tall, filled and weighing {2} kg.',
  'Bandages van {1}, per paar.': 'Hand wraps of {1}, sold as a pair.',
  'Mondbeschermer met boil & bite-pasvorm.': 'Mouthguard with a boil & bite fit.',
  'Gel mondbeschermer met boil & bite-pasvorm.': 'Gel mouthguard with a boil & bite fit.',

  // Highlights.
  'De {1}-handschoenen zijn gemaakt van soepel rundleer met een meerlaagse schuimvulling die je handen en je sparringpartner beschermt.':
    'The {1} gloves are made of supple cowhide with multi-layer foam padding that protects your hands and your sparring partner.',
  'De {1}-handschoenen zijn gemaakt van slijtvast kunstleer met een meerlaagse schuimvulling die je handen en je sparringpartner beschermt.':
    'The {1} gloves are made of hard-wearing faux leather with multi-layer foam padding that protects your hands and your sparring partner.',
  'Met vetersluiting zit de handschoen zo strak als een wedstrijdhandschoen.':
    'With lace-up closure, the glove fits as tightly as a competition glove.',
  'De brede klittenbandsluiting trek je zelf aan en geeft je pols stevige steun.':
    'You fasten the wide hook-and-loop strap yourself, and it gives your wrist firm support.',
  'Verkrijgbaar in {1} en in {2} kleuren.': 'Available in {1} and in {2} colours.',
  'Deze bokszak van {1} cm is geschikt voor stoten.':
    'This {1} cm punching bag is suitable for punches.',
  'Deze bokszak van {1} cm is geschikt voor stoten én trappen.':
    'This {1} cm punching bag is suitable for punches and kicks alike.',
  'Deze staande bokszak van {1} cm is geschikt voor stoten.':
    'This {1} cm free-standing punching bag is suitable for punches.',
  'Deze staande bokszak van {1} cm is geschikt voor stoten én trappen.':
    'This {1} cm free-standing punching bag is suitable for punches and kicks alike.',
  'Hij wordt gevuld geleverd en weegt {1} kg.': 'It comes filled and weighs {1} kg.',
  'Je vult hem zelf, bijvoorbeeld met oude kleding of textielsnippers.':
    'You fill it yourself, for example with old clothes or textile scraps.',
  'Geen plafondhaak nodig: de voet vul je met water of zand.':
    'No ceiling hook needed: you fill the base with water or sand.',
  'Bandages van {1} meter ondersteunen je pols en knokkels onder je handschoenen.':
    '{1} metre hand wraps support your wrists and knuckles under your gloves.',
  'Na de training gooi je ze in de was, dan blijven je handschoenen ook frisser.':
    'After training, throw them in the wash, and your gloves stay fresher too.',
  'Leg de mondbeschermer kort in heet water en bijt erop: hij neemt precies de vorm van je gebit aan.':
    'Put the mouthguard in hot water briefly and bite on it: it takes on the exact shape of your teeth.',
  'Een gel-laag aan de binnenkant vangt harde stoten op.':
    'A gel layer on the inside absorbs hard blows.',

  // Selling points and specification values.
  'Echt leer': 'Genuine leather',
  Gewichten: 'Weights',
  '6 oz, 8 oz': '6 oz, 8 oz',
  '10 oz, 12 oz, 14 oz': '10 oz, 12 oz, 14 oz',
  '12 oz, 14 oz, 16 oz': '12 oz, 14 oz, 16 oz',
  '10 oz, 12 oz, 14 oz, 16 oz': '10 oz, 12 oz, 14 oz, 16 oz',
  'Meerlaags schuim': 'Multi-layer foam',
  Ventilatie: 'Ventilation',
  'Luchtgaten in de handpalm': 'Air holes in the palm',
  'Kinderen vanaf 6 jaar': 'Children aged 6 and over',
  'Sparring en wedstrijden': 'Sparring and competitions',
  'Zakwerk en training': 'Bag work and training',
  '{1} kg gevuld': '{1} kg, filled',
  Voet: 'Base',
  'Vul met water of zand': 'Fill with water or sand',
  Ophanging: 'Suspension',
  'Kettingen en draaikoppeling inbegrepen': 'Chains and swivel included',
  Textielsnippers: 'Textile scraps',
  'Kinderen en kleine handen': 'Children and small hands',
  'Boksen, kickboksen en MMA': 'Boxing, kickboxing and MMA',
  Stof: 'Fabric',
  'Semi-elastisch katoen': 'Semi-elastic cotton',
  Katoen: 'Cotton',
  Duimlus: 'Thumb loop',
  'Met klittenbandsluiting': 'With hook-and-loop closure',
  Pasvorm: 'Fit',
  'Boil & bite': 'Boil & bite',
  'Boil & bite: vormen in heet water': 'Boil & bite: shape it in hot water',
  Opbergdoos: 'Storage case',
  'Gel-laag': 'Gel layer',
  'Extra demping': 'Extra cushioning',
};
