import type { PhraseBook } from '../../phrase-book.ts';

/** Dishwashers, ovens and hobs. */
export const kitchen: PhraseBook = {
  // Dishwashers.
  '{1} Vaatwasser {2} cm {3} dB': 'Lave-vaisselle {1} {2} cm {3} dB',
  '{1} Inbouw vaatwasser {2} cm {3} dB': 'Lave-vaisselle tout intégrable {1} {2} cm {3} dB',
  '{1} Onderbouw vaatwasser {2} cm {3} dB': 'Lave-vaisselle sous-encastrable {1} {2} cm {3} dB',
  'Vaatwasser voor {1} couverts, {2} dB.': 'Lave-vaisselle {1} couverts, {2} dB.',
  'Inbouw vaatwasser voor {1} couverts, {2} dB.':
    'Lave-vaisselle tout intégrable {1} couverts, {2} dB.',
  'Onderbouw vaatwasser voor {1} couverts, {2} dB.':
    'Lave-vaisselle sous-encastrable {1} couverts, {2} dB.',
  'In deze vaatwasser past de afwas van {1} couverts, genoeg voor een diner met het hele gezin.':
    'Ce lave-vaisselle accueille {1} couverts, de quoi laver toute la vaisselle d’un dîner en famille.',
  'Met {1} dB is hij zo stil dat je hem in een open keuken nauwelijks hoort.':
    'Avec {1} dB, il est si silencieux que vous l’entendez à peine dans une cuisine ouverte.',
  'Het geluidsniveau van {1} dB is prima voor een dichte keuken.':
    'Son niveau sonore de {1} dB convient parfaitement à une cuisine fermée.',
  'Aan het einde van het programma gaat de deur op een kier, zodat je servies sneller droogt.':
    'En fin de programme, la porte s’entrouvre pour que votre vaisselle sèche plus vite.',
  'Eén couvert is het servies en bestek voor één persoon bij een driegangenmaaltijd.':
    'Un couvert correspond à la vaisselle et aux couverts d’une personne pour un repas de trois plats.',
  AutoOpen: 'AutoOpen',
  'Deur gaat open voor droger servies': 'La porte s’ouvre pour une vaisselle plus sèche',
  Bestekla: 'Tiroir à couverts',
  'Derde korf voor bestek': 'Troisième panier pour les couverts',
  'Halve belading': 'Demi-charge',
  'Bespaart water en stroom': 'Économise l’eau et l’électricité',

  // Ovens.
  '{1} Inbouwoven {2} liter': 'Four encastrable {1} {2} litres',
  '{1} Inbouwoven met pyrolyse {2} liter': 'Four encastrable à pyrolyse {1} {2} litres',
  '{1} Combi-magnetron {2} liter': 'Micro-ondes combiné {1} {2} litres',
  '{1} Stoomoven {2} liter': 'Four vapeur {1} {2} litres',
  'Inbouwoven van {1} liter.': 'Four encastrable de {1} litres.',
  'Inbouwoven van {1} liter met pyrolyse.': 'Four encastrable à pyrolyse de {1} litres.',
  'Combi-magnetron van {1} liter.': 'Micro-ondes combiné de {1} litres.',
  'Stoomoven van {1} liter.': 'Four vapeur de {1} litres.',
  'De {1} heeft {2} liter inhoud, genoeg voor een ovenschotel voor zes personen.':
    'Le {1} offre un volume de {2} litres, assez pour un gratin pour six personnes.',
  inbouwoven: 'four encastrable',
  'combi-magnetron': 'micro-ondes combiné',
  stoomoven: 'four vapeur',
  'Met pyrolyse verbrandt vet tot as; je veegt de oven daarna in een minuut schoon.':
    'La pyrolyse réduit les graisses en cendres ; il suffit ensuite d’une minute pour essuyer le four.',
  'Met stoom garen groente en vis zacht en blijven vitaminen behouden.':
    'À la vapeur, légumes et poissons cuisent en douceur et gardent leurs vitamines.',
  'Bij pyrolyse verbrandt de oven vuil tot as op ongeveer 500 °C; daarna veeg je hem schoon.':
    'En pyrolyse, le four réduit les salissures en cendres à environ 500 °C ; il ne reste plus qu’à l’essuyer.',
  '{1} kWh per cyclus': '{1} kWh par cycle',
  'Reinigt zichzelf': 'Nettoyage automatique',
  Hetelucht: 'Chaleur tournante',
  'Bakken op drie niveaus tegelijk': 'Cuisson sur trois niveaux à la fois',
  'Programma’s': 'Programmes',
  '{1} automatische programma’s': '{1} programmes automatiques',

  // Hobs.
  '{1} Inductiekookplaat {2} cm': 'Plaque à induction {1} {2} cm',
  '{1} Inductiekookplaat met afzuiging {2} cm': 'Plaque à induction aspirante {1} {2} cm',
  '{1} Gaskookplaat {2} cm': 'Plaque au gaz {1} {2} cm',
  '{1} Keramische kookplaat {2} cm': 'Plaque vitrocéramique {1} {2} cm',
  'Inductiekookplaat van {1} cm breed met {2} kookzones.':
    'Plaque à induction de {1} cm de large avec {2} zones de cuisson.',
  'Inductiekookplaat met afzuiging van {1} cm breed met {2} kookzones.':
    'Plaque à induction aspirante de {1} cm de large avec {2} zones de cuisson.',
  'Gaskookplaat van {1} cm breed met {2} kookzones.':
    'Plaque au gaz de {1} cm de large avec {2} zones de cuisson.',
  'Keramische kookplaat van {1} cm breed met {2} kookzones.':
    'Plaque vitrocéramique de {1} cm de large avec {2} zones de cuisson.',
  'Inductie verwarmt direct de pan en niet de plaat: snel, zuinig en veilig.':
    'L’induction chauffe directement la casserole et non la plaque : rapide, économique et sûre.',
  'Koken op gas geeft je directe controle over de vlam.':
    'Cuisiner au gaz vous donne un contrôle direct sur la flamme.',
  'Een keramische kookplaat werkt met elke pan.':
    'Une plaque vitrocéramique fonctionne avec toutes les casseroles.',
  'Op {1} kookzones maak je een compleet diner tegelijk.':
    'Avec {1} zones de cuisson, vous préparez un dîner complet en une seule fois.',
  'Met de bridge-functie koppel je twee zones voor een grillplaat of braadslede.':
    'La fonction bridge réunit deux zones pour une plancha ou un plat à rôtir.',
  Aardgas: 'Gaz naturel',
  '2 fasen (perilex)': 'Biphasé (Perilex)',
  '1 fase': 'Monophasé',
  Kookzones: 'Zones de cuisson',
  'Bridge-functie': 'Fonction bridge',
  'Twee zones worden één grote': 'Deux zones n’en forment plus qu’une grande',
  Afzuiging: 'Aspiration',
  'Geen afzuigkap nodig': 'Pas besoin de hotte',
  Kookwekker: 'Minuterie',
  'Per zone instelbaar': 'Réglable pour chaque zone',
};
