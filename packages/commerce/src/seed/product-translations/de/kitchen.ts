import type { PhraseBook } from '../../phrase-book.ts';

/** German for dishwashers, ovens and hobs. */
export const kitchen: PhraseBook = {
  // Dishwasher names and summaries.
  '{1} Vaatwasser {2} cm {3} dB': '{1} Geschirrspüler {2} cm {3} dB',
  '{1} Inbouw vaatwasser {2} cm {3} dB': '{1} Einbau-Geschirrspüler {2} cm {3} dB',
  '{1} Onderbouw vaatwasser {2} cm {3} dB': '{1} Unterbau-Geschirrspüler {2} cm {3} dB',
  '{1} voor {2} couverts, {3} dB.': '{1} für {2} Maßgedecke, {3} dB.',
  Vaatwasser: 'Geschirrspüler',
  'Inbouw vaatwasser': 'Einbau-Geschirrspüler',
  'Onderbouw vaatwasser': 'Unterbau-Geschirrspüler',

  // Dishwasher description and selling points.
  'In deze vaatwasser past de afwas van {1} couverts, genoeg voor een diner met het hele gezin.':
    'In diesen Geschirrspüler passt das Geschirr von {1} Maßgedecken, genug für ein Essen mit der ganzen Familie.',
  'Met {1} dB is hij zo stil dat je hem in een open keuken nauwelijks hoort.':
    'Mit {1} dB ist er so leise, dass du ihn in einer offenen Küche kaum hörst.',
  'Het geluidsniveau van {1} dB is prima voor een dichte keuken.':
    'Ein Geräuschpegel von {1} dB ist für eine geschlossene Küche völlig in Ordnung.',
  'Aan het einde van het programma gaat de deur op een kier, zodat je servies sneller droogt.':
    'Am Ende des Programms öffnet sich die Tür einen Spalt, damit dein Geschirr schneller trocknet.',
  AutoOpen: 'AutoOpen',
  'Deur gaat open voor droger servies': 'Tür öffnet sich für trockeneres Geschirr',
  Bestekla: 'Besteckschublade',
  'Derde korf voor bestek': 'Dritte Ebene für Besteck',
  'Halve belading': 'Halbe Beladung',
  'Bespaart water en stroom': 'Spart Wasser und Strom',

  // Oven names and summaries.
  '{1} Inbouwoven {2} liter': '{1} Einbaubackofen {2} Liter',
  '{1} Inbouwoven met pyrolyse {2} liter': '{1} Einbaubackofen mit Pyrolyse {2} Liter',
  '{1} Combi-magnetron {2} liter': '{1} Kombi-Mikrowelle {2} Liter',
  '{1} Stoomoven {2} liter': '{1} Dampfbackofen {2} Liter',
  'Inbouwoven van {1} liter.': 'Einbaubackofen mit {1} Liter Garraum.',
  'Inbouwoven van {1} liter met pyrolyse.': 'Einbaubackofen mit {1} Liter Garraum und Pyrolyse.',
  'Combi-magnetron van {1} liter.': 'Kombi-Mikrowelle mit {1} Liter Garraum.',
  'Stoomoven van {1} liter.': 'Dampfbackofen mit {1} Liter Garraum.',

  // Oven description and selling points.
  'De inbouwoven heeft {1} liter inhoud, genoeg voor een ovenschotel voor zes personen.':
    'Der Einbaubackofen hat {1} Liter Garraum, genug für einen Auflauf für sechs Personen.',
  'De combi-magnetron heeft {1} liter inhoud, genoeg voor een ovenschotel voor zes personen.':
    'Die Kombi-Mikrowelle hat {1} Liter Garraum, genug für einen Auflauf für sechs Personen.',
  'De stoomoven heeft {1} liter inhoud, genoeg voor een ovenschotel voor zes personen.':
    'Der Dampfbackofen hat {1} Liter Garraum, genug für einen Auflauf für sechs Personen.',
  'Met pyrolyse verbrandt vet tot as; je veegt de oven daarna in een minuut schoon.':
    'Bei der Pyrolyse verbrennt Fett zu Asche; danach wischst du den Backofen in einer Minute sauber.',
  'Met stoom garen groente en vis zacht en blijven vitaminen behouden.':
    'Mit Dampf garen Gemüse und Fisch schonend, und die Vitamine bleiben erhalten.',
  'Reinigt zichzelf': 'Reinigt sich selbst',
  Hetelucht: 'Heißluft',
  'Bakken op drie niveaus tegelijk': 'Backen auf drei Ebenen gleichzeitig',
  '{1} automatische programma’s': '{1} Automatikprogramme',

  // Hob names and summaries.
  '{1} Inductiekookplaat {2} cm': '{1} Induktionskochfeld {2} cm',
  '{1} Inductiekookplaat met afzuiging {2} cm': '{1} Induktionskochfeld mit Dunstabzug {2} cm',
  '{1} Gaskookplaat {2} cm': '{1} Gaskochfeld {2} cm',
  '{1} Keramische kookplaat {2} cm': '{1} Glaskeramik-Kochfeld {2} cm',
  '{1} van {2} cm breed met {3} kookzones.': '{1} mit {2} cm Breite und {3} Kochzonen.',
  'Inductiekookplaat met afzuiging van {1} cm breed met {2} kookzones.':
    'Induktionskochfeld mit Dunstabzug, {1} cm breit, mit {2} Kochzonen.',
  Inductiekookplaat: 'Induktionskochfeld',
  Gaskookplaat: 'Gaskochfeld',
  'Keramische kookplaat': 'Glaskeramik-Kochfeld',

  // Hob description, selling points and specifications.
  'Inductie verwarmt direct de pan en niet de plaat: snel, zuinig en veilig.':
    'Induktion erhitzt direkt den Topf und nicht das Kochfeld: schnell, sparsam und sicher.',
  'Koken op gas geeft je directe controle over de vlam.':
    'Beim Kochen mit Gas hast du die Flamme direkt unter Kontrolle.',
  'Een keramische kookplaat werkt met elke pan.':
    'Ein Glaskeramik-Kochfeld funktioniert mit jedem Topf.',
  'Op {1} kookzones maak je een compleet diner tegelijk.':
    'Auf {1} Kochzonen kochst du ein komplettes Menü gleichzeitig.',
  'Met de bridge-functie koppel je twee zones voor een grillplaat of braadslede.':
    'Mit der Bridge-Funktion verbindest du zwei Zonen für eine Grillplatte oder einen Bräter.',
  Kookzones: 'Kochzonen',
  'Bridge-functie': 'Bridge-Funktion',
  'Twee zones worden één grote': 'Zwei Zonen werden zu einer großen',
  Afzuiging: 'Dunstabzug',
  'Geen afzuigkap nodig': 'Keine Dunstabzugshaube nötig',
  Kookwekker: 'Kurzzeitwecker',
  'Per zone instelbaar': 'Für jede Zone einstellbar',
  Aardgas: 'Erdgas',
  '2 fasen (perilex)': '2 Phasen (Perilex)',
  '1 fase': '1 Phase',
};
