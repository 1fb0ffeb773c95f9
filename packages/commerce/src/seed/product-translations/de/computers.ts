import type { PhraseBook } from '../../phrase-book.ts';

/** German for laptops and laptop bags. */
export const computers: PhraseBook = {
  // Laptop names and summaries.
  '{1} Laptop {2} inch {3}': '{1} Laptop {2} Zoll {3}',
  '{1} Gaming laptop {2} inch {3}': '{1} Gaming-Laptop {2} Zoll {3}',
  '{1} Chromebook {2} inch {3}': '{1} Chromebook {2} Zoll {3}',
  'Laptop van {1} inch met {2} werkgeheugen en {3} opslag.':
    'Laptop mit {1} Zoll, {2} Arbeitsspeicher und {3} Speicher.',
  'Gaming laptop van {1} inch met {2} werkgeheugen en {3} opslag.':
    'Gaming-Laptop mit {1} Zoll, {2} Arbeitsspeicher und {3} Speicher.',
  'Chromebook van {1} inch met {2} werkgeheugen en {3} opslag.':
    'Chromebook mit {1} Zoll, {2} Arbeitsspeicher und {3} Speicher.',
  '{1} GB / {2}': '{1} GB / {2}',

  // Laptop description.
  'Met {1} werkgeheugen en een {2}-processor speel je de nieuwste games soepel.':
    'Mit {1} Arbeitsspeicher und einem {2}-Prozessor spielst du die neuesten Games flüssig.',
  'Met {1} werkgeheugen en een {2}-processor werk je soepel met tientallen tabbladen en je kantoorprogramma’s.':
    'Mit {1} Arbeitsspeicher und einem {2}-Prozessor arbeitest du flüssig mit Dutzenden Tabs und deinen Office-Programmen.',
  'Kwarts {1} {2}-core': 'Kwarts {1} {2}-Core',
  'Op de {1} SSD staan je bestanden veilig en start de laptop in een paar seconden op.':
    'Auf der SSD mit {1} sind deine Dateien sicher gespeichert, und der Laptop fährt in wenigen Sekunden hoch.',
  'De accu houdt het tot {1} uur vol.': 'Der Akku hält bis zu {1} Stunden durch.',
  'De accu houdt het tot {1} uur vol, genoeg voor een hele werkdag.':
    'Der Akku hält bis zu {1} Stunden durch, genug für einen ganzen Arbeitstag.',

  // Laptop selling points.
  Opslag: 'Speicher',
  '{1} SSD': '{1} SSD',
  Scherm: 'Bildschirm',
  '{1} inch Full HD': '{1} Zoll Full HD',
  '{1} inch WUXGA': '{1} Zoll WUXGA',
  '{1} inch 2,8K': '{1} Zoll 2,8K',

  // Laptop bags.
  '{1} Laptoptas {2} inch': '{1} Laptoptasche {2} Zoll',
  '{1} Laptoprugzak {2} inch': '{1} Laptoprucksack {2} Zoll',
  'Laptoptas voor laptops tot {1} inch.': 'Laptoptasche für Laptops bis {1} Zoll.',
  'Laptoprugzak voor laptops tot {1} inch.': 'Laptoprucksack für Laptops bis {1} Zoll.',
  'Het gevoerde vak beschermt laptops tot {1} inch.':
    'Das gepolsterte Fach schützt Laptops bis {1} Zoll.',
  'De waterafstotende buitenkant houdt je spullen droog.':
    'Die wasserabweisende Außenseite hält deine Sachen trocken.',
  'Laptops tot {1} inch': 'Laptops bis {1} Zoll',
  Waterafstotend: 'Wasserabweisend',
  'Droog door een regenbui': 'Trocken durch jeden Regenschauer',
  Trolleystrap: 'Trolley-Halterung',
  'Schuift over je koffer': 'Lässt sich über den Griff deines Koffers schieben',
};
