import type { PhraseBook } from '../../phrase-book.ts';

/** German for washing machines, dryers and stacking kits. */
export const laundry: PhraseBook = {
  // Names and summaries.
  '{1} Wasmachine {2} kg {3} toeren': '{1} Waschmaschine {2} kg {3} U/min',
  '{1} Bovenlader wasmachine {2} kg {3} toeren': '{1} Toplader-Waschmaschine {2} kg {3} U/min',
  Wasmachine: 'Waschmaschine',
  'Bovenlader wasmachine': 'Toplader-Waschmaschine',
  '{1} met {2} kg vulgewicht en {3} toeren.': '{1} mit {2} kg Füllmenge und {3} U/min.',
  '{1} met {2} kg vulgewicht en {3} toeren, met stoomfunctie.':
    '{1} mit {2} kg Füllmenge und {3} U/min, mit Dampffunktion.',
  '{1} Warmtepompdroger {2} kg': '{1} Wärmepumpentrockner {2} kg',
  '{1} Condensdroger {2} kg': '{1} Kondenstrockner {2} kg',
  '{1} met {2} kg vulgewicht.': '{1} mit {2} kg Füllmenge.',
  '{1} met {2} kg vulgewicht en vochtsensor.': '{1} mit {2} kg Füllmenge und Feuchtigkeitssensor.',
  '{1} Tussenstuk wasmachine/droger': '{1} Zwischenbaurahmen Waschmaschine/Trockner',
  '{1} Tussenstuk wasmachine/droger met uittrekbare plank':
    '{1} Zwischenbaurahmen Waschmaschine/Trockner mit ausziehbarer Ablage',
  'Tussenstuk om een droger veilig op een wasmachine te stapelen.':
    'Zwischenbaurahmen, mit dem du einen Trockner sicher auf eine Waschmaschine stellst.',

  // Washing machine description.
  'Met een vulgewicht van {1} kg past de was van een huishouden van {2} personen in één keer in de trommel.':
    'Mit {1} kg Füllmenge passt die Wäsche eines Haushalts mit {2} Personen auf einmal in die Trommel.',
  '1 tot 2': '1 bis 2',
  '2 tot 3': '2 bis 3',
  '3 tot 4': '3 bis 4',
  '4 tot 5': '4 bis 5',
  '5 of meer': '5 oder mehr',
  'Het toerental van {1} toeren per minuut slingert zoveel water uit je was dat hij daarna sneller droogt.':
    'Mit {1} Umdrehungen pro Minute schleudert die Maschine so viel Wasser aus deiner Wäsche, dass diese danach schneller trocknet.',
  'Heb je haast? Het snelprogramma wast een kleine lading in {1} minuten.':
    'Hast du es eilig? Das Kurzprogramm wäscht eine kleine Ladung in {1} Minuten.',
  'Dankzij de stoomfunctie komt je was met minder kreukels uit de trommel, zodat je minder hoeft te strijken.':
    'Dank der Dampffunktion kommt deine Wäsche mit weniger Falten aus der Trommel, sodass du weniger bügeln musst.',
  "Met {1} dB tijdens het centrifugeren hoor je hem 's avonds nauwelijks.":
    'Mit {1} dB beim Schleudern hörst du die Maschine abends kaum.',

  // Washing machine selling points.
  Snelprogramma: 'Kurzprogramm',
  'Schone was in {1} minuten': 'Saubere Wäsche in {1} Minuten',
  'Minder kreukels, minder strijken': 'Weniger Falten, weniger Bügeln',
  Motorgarantie: 'Motorgarantie',
  '10 jaar garantie op de motor': '10 Jahre Garantie auf den Motor',

  // Dryer description and selling points.
  'Een warmtepompdroger hergebruikt de warme lucht en verbruikt daardoor ongeveer de helft minder stroom dan een condensdroger.':
    'Ein Wärmepumpentrockner nutzt die warme Luft erneut und verbraucht dadurch nur etwa halb so viel Strom wie ein Kondenstrockner.',
  'Een condensdroger heeft geen afvoer naar buiten nodig, dus je plaatst hem waar je wilt.':
    'Ein Kondenstrockner braucht keinen Abluftschlauch nach draußen, du stellst ihn also auf, wo du willst.',
  'In de trommel van {1} kg droog je de was van een volle wasmachine in één keer.':
    'In der {1}-kg-Trommel trocknest du die Wäsche einer vollen Waschmaschine in einem Durchgang.',
  'De vochtsensor meet hoe droog je was is en stopt het programma op tijd.':
    'Der Feuchtigkeitssensor misst, wie trocken deine Wäsche ist, und beendet das Programm rechtzeitig.',
  Vochtsensor: 'Feuchtigkeitssensor',
  'Stopt zodra de was droog is': 'Stoppt, sobald die Wäsche trocken ist',
  Trommel: 'Trommel',
  'Draait om en om tegen kreuken': 'Wechselt die Drehrichtung gegen Knitterfalten',
  Afvoer: 'Ablauf',
  'Condenswater via slang of reservoir': 'Kondenswasser über Schlauch oder Behälter',

  // Stacking kit.
  'Met dit tussenstuk zet je de droger veilig bovenop de wasmachine en win je een halve vierkante meter vloer.':
    'Mit diesem Zwischenbaurahmen stellst du den Trockner sicher auf die Waschmaschine und gewinnst einen halben Quadratmeter Stellfläche.',
  'Op de uittrekbare plank zet je de wasmand terwijl je de droger vult.':
    'Auf der ausziehbaren Ablage stellst du den Wäschekorb ab, während du den Trockner befüllst.',
  'Wasmachines en drogers van 60 cm': 'Waschmaschinen und Trockner mit 60 cm Breite',
  'Wasmachines en drogers van 60 cm breed': 'Waschmaschinen und Trockner mit 60 cm Breite',
  Ruimtewinst: 'Platzgewinn',
  'Droger bovenop de wasmachine': 'Trockner auf der Waschmaschine',
  Plank: 'Ablage',
  'Uittrekbaar voor de wasmand': 'Ausziehbar für den Wäschekorb',
};
