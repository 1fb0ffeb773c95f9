import type { PhraseBook } from '../../phrase-book.ts';
import { byColour, COLOURS_FEMININE_PLURAL, COLOURS_MASCULINE_PLURAL } from './colours.ts';

/** Boxing gloves, punching bags, hand wraps and mouthguards. */
export const boxing: PhraseBook = {
  // Gloves; a child's label is its colour and weight, and the colour agrees with « gants ».
  '{1} bokshandschoenen': 'Gants de boxe {1}',
  ...byColour(
    COLOURS_MASCULINE_PLURAL,
    (nl) => `${nl} {1} oz`,
    (fr) => `${fr} {1} oz`,
  ),
  'Leren bokshandschoenen met {1}, van {2} tot {3}.': 'Gants de boxe en cuir à {1}, de {2} à {3}.',
  'Kunstleren bokshandschoenen met {1}, van {2} tot {3}.':
    'Gants de boxe en similicuir à {1}, de {2} à {3}.',
  veters: 'lacets',
  klittenband: 'fermeture velcro',
  'De {1}-handschoenen zijn gemaakt van {2} met een meerlaagse schuimvulling die je handen en je sparringpartner beschermt.':
    'Les gants {1} sont fabriqués en {2}, avec un rembourrage en mousse multicouche qui protège vos mains et votre partenaire d’entraînement.',
  'soepel rundleer': 'cuir de vachette souple',
  'slijtvast kunstleer': 'similicuir résistant',
  'Met vetersluiting zit de handschoen zo strak als een wedstrijdhandschoen.':
    'Grâce au laçage, le gant est aussi bien ajusté qu’un gant de compétition.',
  'De brede klittenbandsluiting trek je zelf aan en geeft je pols stevige steun.':
    'La large fermeture velcro se serre sans aide et offre un bon maintien du poignet.',
  'Verkrijgbaar in {1} en in {2} kleuren.': 'Disponibles en {1} et en {2} coloris.',
  '6 oz, 8 oz': '6 oz, 8 oz',
  '10 oz, 12 oz, 14 oz': '10 oz, 12 oz, 14 oz',
  '12 oz, 14 oz, 16 oz': '12 oz, 14 oz, 16 oz',
  '10 oz, 12 oz, 14 oz, 16 oz': '10 oz, 12 oz, 14 oz, 16 oz',
  'Zwaardere handschoenen dempen meer: 10–12 oz voor zakwerk, 14–16 oz voor sparren.':
    'Plus les gants sont lourds, plus ils amortissent : 10 à 12 oz pour le sac, 14 à 16 oz pour le sparring.',
  'Klittenband trek je zelf aan; veters sluiten strakker maar vragen hulp.':
    'Le velcro se ferme sans aide ; les lacets serrent mieux mais demandent un coup de main.',
  'Kinderen vanaf 6 jaar': 'Enfants à partir de 6 ans',
  'Sparring en wedstrijden': 'Sparring et compétition',
  'Zakwerk en training': 'Travail au sac et entraînement',
  'Echt leer': 'Cuir véritable',
  Gewichten: 'Poids',
  'Meerlaags schuim': 'Mousse multicouche',
  Ventilatie: 'Ventilation',
  'Luchtgaten in de handpalm': 'Aérations dans la paume',

  // Punching bags.
  '{1} Bokszak {2} cm gevuld {3} kg': 'Sac de frappe {1} {2} cm rempli {3} kg',
  '{1} Bokszak {2} cm ongevuld': 'Sac de frappe {1} {2} cm non rempli',
  '{1} Staande bokszak {2} cm gevuld {3} kg': 'Sac de frappe sur pied {1} {2} cm rempli {3} kg',
  '{1} Staande bokszak {2} cm ongevuld': 'Sac de frappe sur pied {1} {2} cm non rempli',
  'Hangende bokszak van {1} cm.': 'Sac de frappe suspendu de {1} cm.',
  'Hangende bokszak van {1} cm, gevuld {2} kg.':
    'Sac de frappe suspendu de {1} cm, livré rempli ({2} kg).',
  'Staande bokszak van {1} cm.': 'Sac de frappe sur pied de {1} cm.',
  'Staande bokszak van {1} cm, gevuld {2} kg.':
    'Sac de frappe sur pied de {1} cm, livré rempli ({2} kg).',
  'Deze bokszak van {1} cm is geschikt voor stoten.':
    'Ce sac de frappe de {1} cm convient aux coups de poing.',
  'Deze bokszak van {1} cm is geschikt voor stoten én trappen.':
    'Ce sac de frappe de {1} cm convient aux coups de poing comme aux coups de pied.',
  'Deze staande bokszak van {1} cm is geschikt voor stoten.':
    'Ce sac de frappe sur pied de {1} cm convient aux coups de poing.',
  'Deze staande bokszak van {1} cm is geschikt voor stoten én trappen.':
    'Ce sac de frappe sur pied de {1} cm convient aux coups de poing comme aux coups de pied.',
  'Hij wordt gevuld geleverd en weegt {1} kg.': 'Il est livré rempli et pèse {1} kg.',
  'Je vult hem zelf, bijvoorbeeld met oude kleding of textielsnippers.':
    'Vous le remplissez vous-même, par exemple avec de vieux vêtements ou des chutes de textile.',
  'Geen plafondhaak nodig: de voet vul je met water of zand.':
    'Pas besoin de crochet au plafond : il suffit de remplir le socle d’eau ou de sable.',
  Textielsnippers: 'Chutes de textile',
  Ongevuld: 'Non rempli',
  '{1} kg gevuld': '{1} kg (rempli)',
  Voet: 'Socle',
  'Vul met water of zand': 'À remplir d’eau ou de sable',
  Ophanging: 'Suspension',
  'Kettingen en draaikoppeling inbegrepen': 'Chaînes et émerillon inclus',

  // Hand wraps; the name ends in a colour that agrees with « bandes ».
  ...byColour(
    COLOURS_FEMININE_PLURAL,
    (nl) => `{1} Bandages {2} ${nl}`,
    (fr) => `Bandes de boxe {1} {2} ${fr}`,
  ),
  bandages: 'les bandes de boxe',
  'Bandages van {1}, per paar.': 'Bandes de boxe de {1}, vendues par paire.',
  'Bandages van {1} meter ondersteunen je pols en knokkels onder je handschoenen.':
    'Des bandes de {1} mètres maintiennent vos poignets et vos articulations sous les gants.',
  'Na de training gooi je ze in de was, dan blijven je handschoenen ook frisser.':
    'Après l’entraînement, passez-les en machine : vos gants resteront eux aussi plus frais.',
  'Kinderen en kleine handen': 'Enfants et petites mains',
  'Boksen, kickboksen en MMA': 'Boxe, kickboxing et MMA',
  Stof: 'Tissu',
  'Semi-elastisch katoen': 'Coton semi-élastique',
  Katoen: 'Coton',
  Duimlus: 'Passant pour le pouce',
  'Met klittenbandsluiting': 'Avec fermeture velcro',

  // Mouthguards; a child's label is its size and colour.
  '{1} Mondbeschermer': 'Protège-dents {1}',
  '{1} Gel mondbeschermer': 'Protège-dents gel {1}',
  'junior {1}': 'junior {1}',
  'senior {1}': 'senior {1}',
  'Mondbeschermer met boil & bite-pasvorm.': 'Protège-dents thermoformable (boil & bite).',
  'Gel mondbeschermer met boil & bite-pasvorm.': 'Protège-dents gel thermoformable (boil & bite).',
  'Leg de mondbeschermer kort in heet water en bijt erop: hij neemt precies de vorm van je gebit aan.':
    'Plongez brièvement le protège-dents dans l’eau chaude, puis mordez dedans : il prend exactement la forme de votre dentition.',
  'Een gel-laag aan de binnenkant vangt harde stoten op.':
    'Une couche de gel à l’intérieur absorbe les coups violents.',
  'Boil & bite: vormen in heet water': 'Boil & bite : à modeler dans l’eau chaude',
  Pasvorm: 'Ajustement',
  'Boil & bite': 'Thermoformable (boil & bite)',
  Opbergdoos: 'Boîte de rangement',
  'Gel-laag': 'Couche de gel',
  'Extra demping': 'Amorti renforcé',
};
