import type { PhraseBook } from '../../phrase-book.ts';

/**
 * English texts every kind of product shares: the meta title and description around a name or a
 * summary, the closing delivery and status lines, brand stories, labels, cash-back actions,
 * specification groups and tooltips, gallery and bundle labels, and the small parts (colours,
 * hours, years) that the kinds' phrases capture.
 */
export const shared: PhraseBook = {
  // Meta title and description: the name or summary inside is translated in turn.
  '{1} kopen? | Stroomhuis': 'Buy {1} | Stroomhuis',
  '{1} Bestel bij Stroomhuis: gratis bezorgd vanaf €{2} en ook te zien in onze winkels.':
    '{1} Order from Stroomhuis: free delivery from €{2}, and on display in our stores.',

  // Closing lines of the description: delivery or product status.
  'Onze eigen bezorgdienst brengt je bestelling op een dag naar keuze, sluit hem aan en neemt je oude apparaat gratis mee.':
    'Our own delivery team brings your order on a day of your choice, connects it and takes your old appliance away for free.',
  'We bezorgen met onze eigen bezorgers: zij plaatsen en installeren het apparaat en nemen het verpakkingsmateriaal mee.':
    'We deliver with our own drivers: they put the appliance in place, install it and take the packaging away.',
  'Voor 23:59 besteld? Dan ontvang je vanavond nog een track-and-trace-code. Vanaf €{1} verzenden we gratis.':
    'Ordered before 23:59? Then you get a tracking code this evening. Shipping is free from €{1}.',
  'Je bestelling gaat met de pakketdienst naar je toe; vanaf €{1} betaal je geen verzendkosten.':
    'Your order comes to you by parcel service; from €{1} you pay no shipping costs.',
  'Past door de brievenbus, dus je hoeft niet thuis te blijven. Vanaf €{1} verzenden we gratis.':
    'Fits through the letterbox, so you do not have to stay at home. Shipping is free from €{1}.',
  'Dit product verschijnt binnenkort. Bestel nu en je ontvangt het als een van de eersten.':
    'This product is coming soon. Order now and be one of the first to receive it.',
  'Dit model wordt binnenkort opgevolgd: op is op.':
    'This model will soon be replaced: when it is gone, it is gone.',
  'Dit product bestellen we speciaal voor je. Vraag in een van onze winkels naar de prijs en de levertijd.':
    'We order this product especially for you. Ask in one of our stores for the price and delivery time.',
  'Dit product is uit ons assortiment. Bekijk de alternatieven hieronder.':
    'This product is no longer in our range. Take a look at the alternatives below.',

  // Brand stories.
  'Over {1}:': 'About {1}:',
  'Voltana maakt sinds 1962 wasmachines, drogers en vaatwassers die jarenlang meegaan, ontwikkeld in Eindhoven.':
    'Since 1962, Voltana has made washing machines, dryers and dishwashers that last for years, developed in Eindhoven.',
  'Frisko staat voor koelen, vriezen en wassen zonder poespas, met een scherpe prijs.':
    'Frisko stands for no-nonsense cooling, freezing and washing at a sharp price.',
  'Kouda is specialist in koelkasten en vriezers met een laag energieverbruik.':
    'Kouda specialises in refrigerators and freezers with low energy consumption.',
  'Brabant bouwt ovens, kookplaten en vaatwassers voor wie graag en veel kookt.':
    'Brabant builds ovens, hobs and dishwashers for people who love to cook, and cook a lot.',
  'Polder levert degelijke huishoudelijke apparaten voor een vriendelijke prijs.':
    'Polder supplies solid household appliances at a friendly price.',
  'Vonk maakt televisies, soundbars en koptelefoons met een heldere, natuurlijke weergave.':
    'Vonk makes televisions, soundbars and headphones with clear, natural picture and sound.',
  'Lumen combineert scherpe schermen met slimme software, van televisie tot laptop.':
    'Lumen combines sharp screens with smart software, from television to laptop.',
  'Klankrijk is het audiomerk voor iedereen die muziek en films voluit wil beleven.':
    'Klankrijk is the audio brand for everyone who wants to enjoy music and films to the full.',
  'Bitwijs ontwerpt laptops en accessoires voor werk, studie en gaming.':
    'Bitwijs designs laptops and accessories for work, study and gaming.',
  'Ringmeester is opgericht door bokstrainers en maakt handschoenen en bokszakken voor de ring.':
    'Ringmeester was founded by boxing coaches and makes gloves and punching bags for the ring.',
  'Vuistvast levert betaalbare bokshandschoenen, bandages en mondbeschermers.':
    'Vuistvast supplies affordable boxing gloves, hand wraps and mouthguards.',
  'Sterk richt je thuisgym in: bokszakken, dumbbells, matten en loopbanden.':
    'Sterk equips your home gym: punching bags, dumbbells, mats and treadmills.',
  'Kernkracht maakt fitnessapparatuur voor serieuze sporters.':
    'Kernkracht makes fitness equipment for serious athletes.',

  // Product labels.
  Aanbieding: 'Offer',
  Cashback: 'Cashback',
  'Goedkoper in de winkel': 'Cheaper in store',
  'Beste Koop': 'Best Buy',
  'Beste uit de Test': 'Best in Test',
  'Zuinig én onze keuze': 'Energy-efficient and our choice',
  'Onze keuze': 'Our choice',
  'Beste aankoop': 'Best purchase',
  'Best getest': 'Best tested',
  Nieuw: 'New',
  Aanbevolen: 'Recommended',

  // Cash-back actions.
  'Bekijk de actievoorwaarden': 'View the terms and conditions',
  'Voltana wascashback': 'Voltana laundry cashback',
  'Koop een wasmachine of droger van Voltana en krijg tot €{1} terug. Registreer je aankoop binnen {2} dagen.':
    'Buy a Voltana washing machine or dryer and get up to €{1} back. Register your purchase within {2} days.',
  'Voltana cashback': 'Voltana cashback',
  'Tijdelijk €{1} terug op geselecteerde Voltana-apparaten.':
    'For a limited time, €{1} back on selected Voltana appliances.',
  'Kouda koelcashback': 'Kouda cooling cashback',
  'Ontvang €{1} terug bij aankoop van een Kouda koelkast of vriezer.':
    'Get €{1} back when you buy a Kouda refrigerator or freezer.',
  'Vonk tv-cashback': 'Vonk TV cashback',
  'Tot €{1} terug op Vonk OLED- en Mini-LED-televisies.':
    'Up to €{1} back on Vonk OLED and Mini-LED televisions.',
  'Lumen schermactie': 'Lumen screen offer',
  '€{1} terug op Lumen televisies en laptops.': '€{1} back on Lumen televisions and laptops.',
  'Brabant kookcashback': 'Brabant cooking cashback',
  'Koop een Brabant oven of kookplaat en krijg €{1} terug.':
    'Buy a Brabant oven or hob and get €{1} back.',
  'Kernkracht thuisfitness': 'Kernkracht home fitness',
  '€{1} terug op Kernkracht loopbanden.': '€{1} back on Kernkracht treadmills.',

  // Specification groups.
  Algemeen: 'General',
  Energie: 'Energy',
  Uiterlijk: 'Appearance',
  Levering: 'Delivery',
  Afmetingen: 'Dimensions',
  Capaciteit: 'Capacity',
  Prestaties: 'Performance',
  Functies: 'Features',
  Aansluitingen: 'Connections',
  Beeld: 'Picture',
  Geluid: 'Sound',
  Accu: 'Battery',
  Hardware: 'Hardware',
  Software: 'Software',

  // Specification tooltips.
  'Het EU-energielabel loopt van A (zuinigst) tot G. Oudere apparaten hebben nog een label van A+++ tot D.':
    'The EU energy label runs from A (most efficient) to G. Older appliances still have a label from A+++ to D.',
  'Grote apparaten bezorgen we zelf en sluiten we op verzoek aan; de rest gaat per pakketdienst.':
    'We deliver large appliances ourselves and connect them on request; everything else goes by parcel service.',
  'Het verbruik zoals gemeten voor het EU-energielabel.':
    'The consumption as measured for the EU energy label.',
  'Het maximale gewicht aan droge was per wasbeurt. Voor een gezin van vier is 8 kg genoeg.':
    'The maximum weight of dry laundry per wash. For a family of four, 8 kg is enough.',
  'Hoe hoger het toerental, hoe droger de was uit de machine komt en hoe korter het drogen.':
    'The higher the spin speed, the drier the laundry comes out of the machine and the shorter the drying time.',
  'Elke 3 dB minder klinkt als de helft minder geluid.':
    'Every 3 dB less sounds like half the noise.',
  'Een warmtepompdroger is duurder in aanschaf maar verbruikt ongeveer de helft minder stroom.':
    'A heat pump dryer costs more to buy but uses about half as much electricity.',
  'Met No Frost hoef je de vriezer nooit meer te ontdooien.':
    'With No Frost, you never have to defrost the freezer again.',
  'Eén couvert is het servies en bestek voor één persoon bij een driegangenmaaltijd.':
    'One place setting is the crockery and cutlery for one person at a three-course meal.',
  'Bij pyrolyse verbrandt de oven vuil tot as op ongeveer 500 °C; daarna veeg je hem schoon.':
    'With pyrolysis, the oven burns dirt to ash at about 500 °C; then you simply wipe it clean.',
  'De diagonaal van het zichtbare beeld; 1 inch is 2,54 cm.':
    'The diagonal of the visible picture; 1 inch is 2.54 cm.',
  'OLED geeft perfect zwart en de beste kijkhoeken; QLED en Mini-LED zijn feller.':
    'OLED gives perfect black and the best viewing angles; QLED and Mini-LED are brighter.',
  'Het laatste cijfer telt de subwoofers; een derde getal telt de luidsprekers naar boven.':
    'The last digit counts the subwoofers; a third number counts the upward-firing speakers.',
  'Met meer werkgeheugen kun je meer programma’s en tabbladen tegelijk openhouden.':
    'With more memory, you can keep more programs and tabs open at the same time.',
  'Zwaardere handschoenen dempen meer: 10–12 oz voor zakwerk, 14–16 oz voor sparren.':
    'Heavier gloves absorb more: 10–12 oz for bag work, 14–16 oz for sparring.',
  'Klittenband trek je zelf aan; veters sluiten strakker maar vragen hulp.':
    'Hook and loop you fasten yourself; laces close tighter but need a helping hand.',

  // Gallery labels: the product's name, then what the picture shows.
  '– detail': '– detail',
  'in de woonkamer': 'in the living room',
  '– merk': '– brand',
  'Video:': 'Video:',
  Productvideo: 'Product video',
  '(oude foto)': '(old photo)',

  // Bundles: the names inside are already translated.
  'Combineer de {1} met de {2} en krijg {3}% korting op de {4}.':
    'Combine the {1} with the {2} and get {3}% off the {4}.',
  '{1} samen met de {2}: voordeliger als bundel.':
    '{1} together with the {2}: better value as a bundle.',
  '{1} | bundel': '{1} | bundle',

  // A colour after a name ("… koptelefoon zwart", a child's "junior zwart") or before a weight
  // (a glove child's "rood 14 oz"): the rest is translated in turn.
  '{1} zwart': '{1} black',
  '{1} wit': '{1} white',
  '{1} blauw': '{1} blue',
  '{1} roze': '{1} pink',
  '{1} rood': '{1} red',
  'zwart {1}': 'black {1}',
  'wit {1}': 'white {1}',
  'blauw {1}': 'blue {1}',
  'roze {1}': 'pink {1}',
  'rood {1}': 'red {1}',
  'goud {1}': 'gold {1}',
  'groen {1}': 'green {1}',

  // Parts and specification values several kinds share.
  Type: 'Type',
  Inbegrepen: 'Included',
  Ongevuld: 'Unfilled',
  '1 jaar': '1 year',
  '2 jaar': '2 years',
  '5 jaar': '5 years',
  // "Tot 10 uur" must meet its own phrase before the general one: equal literals keep this order.
  'Tot {1} uur': 'Up to {1} hours',
  '{1} uur': '{1} hours',
  '{1} liter': '{1} litres',
  '{1} kWh/jaar': '{1} kWh/year',
  '{1} kWh/100 cycli': '{1} kWh/100 cycles',
  '{1} tot {2} kg': '{1} to {2} kg',
  '{1} tot {2} inch': '{1} to {2} inch',
  'Programma’s': 'Programmes',
};
