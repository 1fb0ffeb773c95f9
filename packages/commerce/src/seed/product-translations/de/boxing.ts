import type { PhraseBook } from '../../phrase-book.ts';

/** German for boxing gloves, punching bags, hand wraps and mouthguards. */
export const boxing: PhraseBook = {
  // Gloves: the name ends in the model line, a child's name in its colour and weight.
  '{1} bokshandschoenen': '{1} Boxhandschuhe',
  'zwart {1} oz': 'schwarz {1} oz',
  'rood {1} oz': 'rot {1} oz',
  'blauw {1} oz': 'blau {1} oz',
  'wit {1} oz': 'weiß {1} oz',
  'roze {1} oz': 'rosa {1} oz',
  'goud {1} oz': 'gold {1} oz',
  'groen {1} oz': 'grün {1} oz',
  '6 oz, 8 oz': '6 oz, 8 oz',
  '10 oz, 12 oz, 14 oz': '10 oz, 12 oz, 14 oz',
  '12 oz, 14 oz, 16 oz': '12 oz, 14 oz, 16 oz',
  '10 oz, 12 oz, 14 oz, 16 oz': '10 oz, 12 oz, 14 oz, 16 oz',
  'Leren bokshandschoenen met klittenband, van {1} tot {2}.':
    'Boxhandschuhe aus Leder mit Klettverschluss, von {1} bis {2}.',
  'Leren bokshandschoenen met veters, van {1} tot {2}.':
    'Boxhandschuhe aus Leder mit Schnürung, von {1} bis {2}.',
  'Kunstleren bokshandschoenen met klittenband, van {1} tot {2}.':
    'Boxhandschuhe aus Kunstleder mit Klettverschluss, von {1} bis {2}.',
  'Kunstleren bokshandschoenen met veters, van {1} tot {2}.':
    'Boxhandschuhe aus Kunstleder mit Schnürung, von {1} bis {2}.',

  // Glove description, selling points and specifications.
  'De {1}-handschoenen zijn gemaakt van soepel rundleer met een meerlaagse schuimvulling die je handen en je sparringpartner beschermt.':
    'Die {1}-Handschuhe bestehen aus geschmeidigem Rindsleder mit einer mehrlagigen Schaumpolsterung, die deine Hände und deinen Sparringspartner schützt.',
  'De {1}-handschoenen zijn gemaakt van slijtvast kunstleer met een meerlaagse schuimvulling die je handen en je sparringpartner beschermt.':
    'Die {1}-Handschuhe bestehen aus strapazierfähigem Kunstleder mit einer mehrlagigen Schaumpolsterung, die deine Hände und deinen Sparringspartner schützt.',
  'Met vetersluiting zit de handschoen zo strak als een wedstrijdhandschoen.':
    'Mit Schnürung sitzt der Handschuh so fest wie ein Wettkampfhandschuh.',
  'De brede klittenbandsluiting trek je zelf aan en geeft je pols stevige steun.':
    'Den breiten Klettverschluss ziehst du selbst fest, und er gibt deinem Handgelenk stabilen Halt.',
  'Pro Fight': 'Pro-Fight',
  'Pro Sparring': 'Pro-Sparring',
  'Verkrijgbaar in {1} en in {2} kleuren.': 'Erhältlich in {1} und in {2} Farben.',
  'Echt leer': 'Echtleder',
  Gewichten: 'Gewichte',
  'Meerlaags schuim': 'Mehrlagiger Schaumstoff',
  Ventilatie: 'Belüftung',
  'Luchtgaten in de handpalm': 'Luftlöcher in der Handfläche',
  'Kinderen vanaf 6 jaar': 'Kinder ab 6 Jahren',
  'Sparring en wedstrijden': 'Sparring und Wettkampf',
  'Zakwerk en training': 'Sandsack und Training',

  // Punching bags.
  '{1} Bokszak {2} cm gevuld {3} kg': '{1} Boxsack {2} cm gefüllt {3} kg',
  '{1} Bokszak {2} cm ongevuld': '{1} Boxsack {2} cm ungefüllt',
  '{1} Staande bokszak {2} cm gevuld {3} kg': '{1} Standboxsack {2} cm gefüllt {3} kg',
  '{1} Staande bokszak {2} cm ongevuld': '{1} Standboxsack {2} cm ungefüllt',
  'Hangende bokszak van {1} cm.': 'Hängender Boxsack, {1} cm hoch.',
  'Hangende bokszak van {1} cm, gevuld {2} kg.':
    'Hängender Boxsack, {1} cm hoch, gefüllt mit {2} kg.',
  'Staande bokszak van {1} cm.': 'Standboxsack, {1} cm hoch.',
  'Staande bokszak van {1} cm, gevuld {2} kg.': 'Standboxsack, {1} cm hoch, gefüllt mit {2} kg.',
  'Deze bokszak van {1} cm is geschikt voor stoten.':
    'Dieser Boxsack mit {1} cm Höhe eignet sich für Schläge.',
  'Deze bokszak van {1} cm is geschikt voor stoten én trappen.':
    'Dieser Boxsack mit {1} cm Höhe eignet sich für Schläge und sogar Tritte.',
  'Deze staande bokszak van {1} cm is geschikt voor stoten én trappen.':
    'Dieser Standboxsack mit {1} cm Höhe eignet sich für Schläge und sogar Tritte.',
  'Hij wordt gevuld geleverd en weegt {1} kg.': 'Er wird gefüllt geliefert und wiegt {1} kg.',
  'Je vult hem zelf, bijvoorbeeld met oude kleding of textielsnippers.':
    'Du füllst ihn selbst, zum Beispiel mit alter Kleidung oder Textilschnipseln.',
  'Geen plafondhaak nodig: de voet vul je met water of zand.':
    'Kein Deckenhaken nötig: Den Standfuß füllst du mit Wasser oder Sand.',
  '{1} kg gevuld': '{1} kg gefüllt',
  Ongevuld: 'Ungefüllt',
  Voet: 'Standfuß',
  'Vul met water of zand': 'Mit Wasser oder Sand befüllbar',
  Ophanging: 'Aufhängung',
  'Kettingen en draaikoppeling inbegrepen': 'Ketten und Drehwirbel inklusive',
  Textielsnippers: 'Textilschnipsel',

  // Hand wraps.
  '{1} Bandages {2} m {3}': '{1} Boxbandagen {2} m {3}',
  'Bandages van {1}, per paar.': 'Boxbandagen mit {1} Länge, pro Paar.',
  'Bandages van {1} meter ondersteunen je pols en knokkels onder je handschoenen.':
    'Boxbandagen mit {1} Metern Länge stützen dein Handgelenk und deine Knöchel unter den Handschuhen.',
  'Na de training gooi je ze in de was, dan blijven je handschoenen ook frisser.':
    'Nach dem Training wirfst du sie in die Wäsche, so bleiben auch deine Handschuhe frischer.',
  Stof: 'Stoff',
  'Semi-elastisch katoen': 'Halbelastische Baumwolle',
  Katoen: 'Baumwolle',
  Duimlus: 'Daumenschlaufe',
  'Met klittenbandsluiting': 'Mit Klettverschluss',
  'Kinderen en kleine handen': 'Kinder und kleine Hände',
  'Boksen, kickboksen en MMA': 'Boxen, Kickboxen und MMA',

  // Mouthguards: a child's name ends in its size and colour.
  '{1} Mondbeschermer': '{1} Mundschutz',
  '{1} Gel mondbeschermer': '{1} Gel-Mundschutz',
  'junior {1}': 'Junior {1}',
  'senior {1}': 'Senior {1}',
  'Mondbeschermer met boil & bite-pasvorm.': 'Mundschutz mit Boil-&-Bite-Passform.',
  'Gel mondbeschermer met boil & bite-pasvorm.': 'Gel-Mundschutz mit Boil-&-Bite-Passform.',
  'Leg de mondbeschermer kort in heet water en bijt erop: hij neemt precies de vorm van je gebit aan.':
    'Leg den Mundschutz kurz in heißes Wasser und beiß darauf: Er passt sich genau an dein Gebiss an.',
  'Een gel-laag aan de binnenkant vangt harde stoten op.':
    'Eine Gelschicht an der Innenseite fängt harte Schläge ab.',
  'Boil & bite: vormen in heet water': 'Boil & Bite: in heißem Wasser anpassen',
  Pasvorm: 'Passform',
  'Boil & bite': 'Boil & Bite',
  Opbergdoos: 'Aufbewahrungsbox',
  'Gel-laag': 'Gelschicht',
  'Extra demping': 'Extra Dämpfung',
};
