import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of dishwashers, ovens and hobs. */
export const kitchen: PhraseBook = {
  // Names: `{1}` is the brand and model code.
  '{1} Vaatwasser {2} cm {3} dB': '{1} Dishwasher {2} cm {3} dB',
  '{1} Inbouw vaatwasser {2} cm {3} dB': '{1} Built-in dishwasher {2} cm {3} dB',
  '{1} Onderbouw vaatwasser {2} cm {3} dB': '{1} Under-counter dishwasher {2} cm {3} dB',
  '{1} Inbouwoven {2} liter': '{1} Built-in oven {2} litres',
  '{1} Inbouwoven met pyrolyse {2} liter': '{1} Built-in oven with pyrolysis {2} litres',
  '{1} Combi-magnetron {2} liter': '{1} Combination microwave {2} litres',
  '{1} Stoomoven {2} liter': '{1} Steam oven {2} litres',
  '{1} Inductiekookplaat {2} cm': '{1} Induction hob {2} cm',
  '{1} Inductiekookplaat met afzuiging {2} cm': '{1} Induction hob with extractor {2} cm',
  '{1} Gaskookplaat {2} cm': '{1} Gas hob {2} cm',
  '{1} Keramische kookplaat {2} cm': '{1} Ceramic hob {2} cm',

  // Summaries.
  'Vaatwasser voor {1} couverts, {2} dB.': 'Dishwasher for {1} place settings, {2} dB.',
  'Inbouw vaatwasser voor {1} couverts, {2} dB.':
    'Built-in dishwasher for {1} place settings, {2} dB.',
  'Onderbouw vaatwasser voor {1} couverts, {2} dB.':
    'Under-counter dishwasher for {1} place settings, {2} dB.',
  'Inbouwoven van {1} liter.': 'Built-in oven with a capacity of {1} litres.',
  'Inbouwoven van {1} liter met pyrolyse.':
    'Built-in oven with a capacity of {1} litres and pyrolytic cleaning.',
  'Combi-magnetron van {1} liter.': 'Combination microwave with a capacity of {1} litres.',
  'Stoomoven van {1} liter.': 'Steam oven with a capacity of {1} litres.',
  'Inductiekookplaat van {1} cm breed met {2} kookzones.':
    'Induction hob, {1} cm wide, with {2} cooking zones.',
  'Inductiekookplaat met afzuiging van {1} cm breed met {2} kookzones.':
    'Induction hob with extractor, {1} cm wide, with {2} cooking zones.',
  'Gaskookplaat van {1} cm breed met {2} kookzones.':
    'Gas hob, {1} cm wide, with {2} cooking zones.',
  'Keramische kookplaat van {1} cm breed met {2} kookzones.':
    'Ceramic hob, {1} cm wide, with {2} cooking zones.',

  // Highlights.
  'In deze vaatwasser past de afwas van {1} couverts, genoeg voor een diner met het hele gezin.':
    'This dishwasher holds the dishes of {1} place settings, enough for a dinner with the whole family.',
  'Met {1} dB is hij zo stil dat je hem in een open keuken nauwelijks hoort.':
    'At {1} dB it is so quiet that you will hardly hear it in an open-plan kitchen.',
  'Het geluidsniveau van {1} dB is prima voor een dichte keuken.':
    'A noise level of {1} dB is fine for a closed kitchen.',
  'Aan het einde van het programma gaat de deur op een kier, zodat je servies sneller droogt.':
    'At the end of the programme the door opens slightly, so your dishes dry faster.',
  'De {1} heeft {2} liter inhoud, genoeg voor een ovenschotel voor zes personen.':
    'The {1} has a capacity of {2} litres, enough for an oven dish for six people.',
  inbouwoven: 'built-in oven',
  'combi-magnetron': 'combination microwave',
  stoomoven: 'steam oven',
  'Met pyrolyse verbrandt vet tot as; je veegt de oven daarna in een minuut schoon.':
    'Pyrolysis burns grease to ash; afterwards you wipe the oven clean in a minute.',
  'Met stoom garen groente en vis zacht en blijven vitaminen behouden.':
    'Steam cooks vegetables and fish gently and keeps their vitamins in.',
  'Inductie verwarmt direct de pan en niet de plaat: snel, zuinig en veilig.':
    'Induction heats the pan directly, not the hob: fast, economical and safe.',
  'Koken op gas geeft je directe controle over de vlam.':
    'Cooking on gas gives you direct control over the flame.',
  'Een keramische kookplaat werkt met elke pan.': 'A ceramic hob works with any pan.',
  'Op {1} kookzones maak je een compleet diner tegelijk.':
    'With {1} cooking zones, you can cook a complete dinner at once.',
  'Met de bridge-functie koppel je twee zones voor een grillplaat of braadslede.':
    'The bridge function links two zones for a griddle plate or roasting tin.',

  // Selling points and specification values.
  AutoOpen: 'AutoOpen',
  'Deur gaat open voor droger servies': 'Door opens for drier dishes',
  Bestekla: 'Cutlery drawer',
  'Derde korf voor bestek': 'Third rack for cutlery',
  'Halve belading': 'Half load',
  'Bespaart water en stroom': 'Saves water and electricity',
  'Reinigt zichzelf': 'Cleans itself',
  Hetelucht: 'Fan oven',
  'Bakken op drie niveaus tegelijk': 'Bake on three levels at once',
  '{1} automatische programma’s': '{1} automatic programmes',
  '{1} kWh per cyclus': '{1} kWh per cycle',
  Kookzones: 'Cooking zones',
  'Bridge-functie': 'Bridge function',
  'Twee zones worden één grote': 'Two zones become one large zone',
  Afzuiging: 'Extractor',
  'Geen afzuigkap nodig': 'No cooker hood needed',
  Kookwekker: 'Timer',
  'Per zone instelbaar': 'Adjustable per zone',
  Aardgas: 'Natural gas',
  '2 fasen (perilex)': '2 phases (Perilex)',
  '1 fase': '1 phase',
};
