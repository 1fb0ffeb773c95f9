import type { PhraseBook } from '../../phrase-book.ts';

/** Washing machines, dryers and stacking kits. */
export const laundry: PhraseBook = {
  // Washing machines.
  '{1} Wasmachine {2} kg {3} toeren': 'Lave-linge {1} {2} kg {3} tr/min',
  '{1} Bovenlader wasmachine {2} kg {3} toeren': 'Lave-linge top {1} {2} kg {3} tr/min',
  'Wasmachine met {1} kg vulgewicht en {2} toeren.':
    'Lave-linge d’une capacité de {1} kg, essorage à {2} tr/min.',
  'Wasmachine met {1} kg vulgewicht en {2} toeren, met stoomfunctie.':
    'Lave-linge d’une capacité de {1} kg, essorage à {2} tr/min, avec fonction vapeur.',
  'Bovenlader wasmachine met {1} kg vulgewicht en {2} toeren.':
    'Lave-linge top d’une capacité de {1} kg, essorage à {2} tr/min.',
  'Bovenlader wasmachine met {1} kg vulgewicht en {2} toeren, met stoomfunctie.':
    'Lave-linge top d’une capacité de {1} kg, essorage à {2} tr/min, avec fonction vapeur.',
  'Met een vulgewicht van {1} kg past de was van een huishouden van {2} personen in één keer in de trommel.':
    'Son tambour de {1} kg lave en une seule fois le linge d’un foyer de {2} personnes.',
  'Met een vulgewicht van {1} kg past de was van een huishouden van 5 of meer personen in één keer in de trommel.':
    'Son tambour de {1} kg lave en une seule fois le linge d’un foyer de 5 personnes ou plus.',
  '1 tot 2': '1 à 2',
  '2 tot 3': '2 à 3',
  '3 tot 4': '3 à 4',
  '4 tot 5': '4 à 5',
  'Het toerental van {1} toeren per minuut slingert zoveel water uit je was dat hij daarna sneller droogt.':
    'L’essorage à {1} tours par minute extrait tant d’eau de votre linge qu’il sèche ensuite bien plus vite.',
  'Heb je haast? Het snelprogramma wast een kleine lading in {1} minuten.':
    'Vous êtes pressé ? Le programme rapide lave une petite charge en {1} minutes.',
  'Dankzij de stoomfunctie komt je was met minder kreukels uit de trommel, zodat je minder hoeft te strijken.':
    'Grâce à la fonction vapeur, votre linge sort du tambour moins froissé : vous avez moins à repasser.',
  "Met {1} dB tijdens het centrifugeren hoor je hem 's avonds nauwelijks.":
    'Avec {1} dB à l’essorage, vous l’entendez à peine le soir.',
  Snelprogramma: 'Programme rapide',
  'Schone was in {1} minuten': 'Linge propre en {1} minutes',
  'Minder kreukels, minder strijken': 'Moins de plis, moins de repassage',
  Motorgarantie: 'Garantie moteur',
  '{1} jaar garantie op de motor': 'Moteur garanti {1} ans',
  'Het maximale gewicht aan droge was per wasbeurt. Voor een gezin van vier is 8 kg genoeg.':
    'Le poids maximal de linge sec par lavage. Pour une famille de quatre personnes, 8 kg suffisent.',
  'Hoe hoger het toerental, hoe droger de was uit de machine komt en hoe korter het drogen.':
    'Plus la vitesse d’essorage est élevée, plus le linge sort sec de la machine et plus le séchage est court.',

  // Dryers.
  '{1} Warmtepompdroger {2} kg': 'Sèche-linge pompe à chaleur {1} {2} kg',
  '{1} Condensdroger {2} kg': 'Sèche-linge à condensation {1} {2} kg',
  'Warmtepompdroger met {1} kg vulgewicht.':
    'Sèche-linge pompe à chaleur d’une capacité de {1} kg.',
  'Warmtepompdroger met {1} kg vulgewicht en vochtsensor.':
    'Sèche-linge pompe à chaleur d’une capacité de {1} kg, avec capteur d’humidité.',
  'Condensdroger met {1} kg vulgewicht.': 'Sèche-linge à condensation d’une capacité de {1} kg.',
  'Condensdroger met {1} kg vulgewicht en vochtsensor.':
    'Sèche-linge à condensation d’une capacité de {1} kg, avec capteur d’humidité.',
  'Een warmtepompdroger hergebruikt de warme lucht en verbruikt daardoor ongeveer de helft minder stroom dan een condensdroger.':
    'Un sèche-linge pompe à chaleur réutilise l’air chaud et consomme ainsi environ moitié moins d’électricité qu’un sèche-linge à condensation.',
  'Een condensdroger heeft geen afvoer naar buiten nodig, dus je plaatst hem waar je wilt.':
    'Un sèche-linge à condensation n’a pas besoin d’évacuation vers l’extérieur : vous l’installez où vous voulez.',
  'In de trommel van {1} kg droog je de was van een volle wasmachine in één keer.':
    'Dans le tambour de {1} kg, vous séchez en une seule fois le linge d’un lave-linge plein.',
  'De vochtsensor meet hoe droog je was is en stopt het programma op tijd.':
    'Le capteur d’humidité mesure le degré de séchage de votre linge et arrête le programme au bon moment.',
  'Een warmtepompdroger is duurder in aanschaf maar verbruikt ongeveer de helft minder stroom.':
    'Un sèche-linge pompe à chaleur coûte plus cher à l’achat, mais consomme environ moitié moins d’électricité.',
  Vochtsensor: 'Capteur d’humidité',
  'Stopt zodra de was droog is': 'S’arrête dès que le linge est sec',
  Trommel: 'Tambour',
  'Draait om en om tegen kreuken': 'Rotation alternée contre les plis',
  Afvoer: 'Évacuation',
  'Condenswater via slang of reservoir': 'Eau de condensation par tuyau ou réservoir',

  // Stacking kits.
  '{1} Tussenstuk wasmachine/droger': 'Kit de superposition lave-linge/sèche-linge {1}',
  '{1} Tussenstuk wasmachine/droger met uittrekbare plank':
    'Kit de superposition lave-linge/sèche-linge {1} avec tablette coulissante',
  tussenstuk: 'le kit de superposition',
  'Tussenstuk om een droger veilig op een wasmachine te stapelen.':
    'Kit pour superposer en toute sécurité un sèche-linge sur un lave-linge.',
  'Met dit tussenstuk zet je de droger veilig bovenop de wasmachine en win je een halve vierkante meter vloer.':
    'Avec ce kit, vous installez le sèche-linge en toute sécurité sur le lave-linge et gagnez un demi-mètre carré au sol.',
  'Op de uittrekbare plank zet je de wasmand terwijl je de droger vult.':
    'Posez le panier à linge sur la tablette coulissante pendant que vous remplissez le sèche-linge.',
  'Wasmachines en drogers van 60 cm breed': 'Lave-linge et sèche-linge de 60 cm de large',
  'Wasmachines en drogers van 60 cm': 'Lave-linge et sèche-linge de 60 cm',
  Ruimtewinst: 'Gain de place',
  'Droger bovenop de wasmachine': 'Sèche-linge posé sur le lave-linge',
  Plank: 'Tablette',
  'Uittrekbaar voor de wasmand': 'Coulissante, pour poser le panier à linge',
};
