import type { PhraseBook } from '../../phrase-book.ts';

/** English texts of washing machines, tumble dryers and stacking kits. */
export const laundry: PhraseBook = {
  // Names: `{1}` is the brand and model code.
  '{1} Wasmachine {2} kg {3} toeren': '{1} Washing machine {2} kg {3} rpm',
  '{1} Bovenlader wasmachine {2} kg {3} toeren': '{1} Top-loading washing machine {2} kg {3} rpm',
  '{1} Warmtepompdroger {2} kg': '{1} Heat pump dryer {2} kg',
  '{1} Condensdroger {2} kg': '{1} Condenser dryer {2} kg',
  '{1} Tussenstuk wasmachine/droger': '{1} Washer-dryer stacking kit',
  '{1} Tussenstuk wasmachine/droger met uittrekbare plank':
    '{1} Washer-dryer stacking kit with pull-out shelf',
  tussenstuk: 'stacking kit',

  // Summaries.
  'Wasmachine met {1} kg vulgewicht en {2} toeren.':
    'Washing machine with {1} kg load capacity and {2} rpm.',
  'Wasmachine met {1} kg vulgewicht en {2} toeren, met stoomfunctie.':
    'Washing machine with {1} kg load capacity and {2} rpm, with steam function.',
  'Bovenlader wasmachine met {1} kg vulgewicht en {2} toeren.':
    'Top-loading washing machine with {1} kg load capacity and {2} rpm.',
  'Bovenlader wasmachine met {1} kg vulgewicht en {2} toeren, met stoomfunctie.':
    'Top-loading washing machine with {1} kg load capacity and {2} rpm, with steam function.',
  'Warmtepompdroger met {1} kg vulgewicht.': 'Heat pump dryer with {1} kg load capacity.',
  'Warmtepompdroger met {1} kg vulgewicht en vochtsensor.':
    'Heat pump dryer with {1} kg load capacity and moisture sensor.',
  'Condensdroger met {1} kg vulgewicht.': 'Condenser dryer with {1} kg load capacity.',
  'Condensdroger met {1} kg vulgewicht en vochtsensor.':
    'Condenser dryer with {1} kg load capacity and moisture sensor.',
  'Tussenstuk om een droger veilig op een wasmachine te stapelen.':
    'Stacking kit to stack a dryer safely on top of a washing machine.',

  // Highlights.
  'Met een vulgewicht van {1} kg past de was van een huishouden van {2} personen in één keer in de trommel.':
    'With a load capacity of {1} kg, the laundry of a household of {2} people fits in the drum in one go.',
  '1 tot 2': '1 to 2',
  '2 tot 3': '2 to 3',
  '3 tot 4': '3 to 4',
  '4 tot 5': '4 to 5',
  '5 of meer': '5 or more',
  'Het toerental van {1} toeren per minuut slingert zoveel water uit je was dat hij daarna sneller droogt.':
    'A spin speed of {1} revolutions per minute spins so much water out of your laundry that it dries faster afterwards.',
  'Heb je haast? Het snelprogramma wast een kleine lading in {1} minuten.':
    'In a hurry? The quick programme washes a small load in {1} minutes.',
  'Dankzij de stoomfunctie komt je was met minder kreukels uit de trommel, zodat je minder hoeft te strijken.':
    'Thanks to the steam function, your laundry comes out of the drum with fewer creases, so you have less ironing to do.',
  "Met {1} dB tijdens het centrifugeren hoor je hem 's avonds nauwelijks.":
    'At {1} dB while spinning, you will hardly hear it in the evening.',
  'Een warmtepompdroger hergebruikt de warme lucht en verbruikt daardoor ongeveer de helft minder stroom dan een condensdroger.':
    'A heat pump dryer reuses the warm air and so uses about half as much electricity as a condenser dryer.',
  'Een condensdroger heeft geen afvoer naar buiten nodig, dus je plaatst hem waar je wilt.':
    'A condenser dryer needs no vent to the outside, so you can put it wherever you like.',
  'In de trommel van {1} kg droog je de was van een volle wasmachine in één keer.':
    'The {1} kg drum dries the laundry of a full washing machine in one go.',
  'De vochtsensor meet hoe droog je was is en stopt het programma op tijd.':
    'The moisture sensor measures how dry your laundry is and stops the programme in time.',
  'Met dit tussenstuk zet je de droger veilig bovenop de wasmachine en win je een halve vierkante meter vloer.':
    'With this stacking kit, you put the dryer safely on top of the washing machine and gain half a square metre of floor.',
  'Op de uittrekbare plank zet je de wasmand terwijl je de droger vult.':
    'The pull-out shelf holds the laundry basket while you fill the dryer.',

  // Selling points and specification values.
  Snelprogramma: 'Quick programme',
  'Schone was in {1} minuten': 'Clean laundry in {1} minutes',
  'Minder kreukels, minder strijken': 'Fewer creases, less ironing',
  Motorgarantie: 'Motor warranty',
  '10 jaar garantie op de motor': '10-year warranty on the motor',
  Vochtsensor: 'Moisture sensor',
  'Stopt zodra de was droog is': 'Stops as soon as the laundry is dry',
  Trommel: 'Drum',
  'Draait om en om tegen kreuken': 'Turns back and forth against creasing',
  Afvoer: 'Drainage',
  'Condenswater via slang of reservoir': 'Condensed water via hose or reservoir',
  'Wasmachines en drogers van 60 cm': 'Washing machines and dryers of 60 cm',
  'Wasmachines en drogers van 60 cm breed': 'Washing machines and dryers 60 cm wide',
  Ruimtewinst: 'Space saving',
  'Droger bovenop de wasmachine': 'Dryer on top of the washing machine',
  Plank: 'Shelf',
  'Uittrekbaar voor de wasmand': 'Pulls out for the laundry basket',
};
