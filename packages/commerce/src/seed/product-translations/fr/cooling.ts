import type { PhraseBook } from '../../phrase-book.ts';

/** Fridges and freezers. */
export const cooling: PhraseBook = {
  // Fridges.
  '{1} Koelkast {2} cm': 'Réfrigérateur {1} {2} cm',
  '{1} Koelkast met vriesvak {2} cm': 'Réfrigérateur {1} {2} cm avec compartiment congélation',
  '{1} Inbouw koelkast {2} cm': 'Réfrigérateur encastrable {1} {2} cm',
  '{1} Inbouw koelkast met vriesvak {2} cm':
    'Réfrigérateur encastrable {1} {2} cm avec compartiment congélation',
  '{1} Amerikaanse koelkast {2} cm': 'Réfrigérateur américain {1} {2} cm',
  '{1} van {2} cm hoog met {3} liter inhoud.': '{1} de {2} cm de haut, d’un volume de {3} litres.',
  Koelkast: 'Réfrigérateur',
  'Inbouw koelkast': 'Réfrigérateur encastrable',
  'Amerikaanse koelkast': 'Réfrigérateur américain',
  'Met {1} liter netto inhoud is deze {2} geschikt voor {3}.':
    'Avec ses {1} litres nets, ce {2} convient à {3}.',
  koelkast: 'réfrigérateur',
  'inbouw koelkast': 'réfrigérateur encastrable',
  'amerikaanse koelkast': 'réfrigérateur américain',
  'een groot gezin': 'une grande famille',
  'een huishouden van 1 tot 3 personen': 'un foyer de 1 à 3 personnes',
  'Dankzij No Frost vormt zich geen ijs, dus ontdooien is verleden tijd.':
    'Grâce au No Frost, aucun givre ne se forme : le dégivrage appartient au passé.',
  'In het versvak blijven groente en fruit langer knapperig.':
    'Dans la zone fraîcheur, fruits et légumes restent croquants plus longtemps.',
  'De dispenser in de deur geeft koud water en ijsblokjes.':
    'Le distributeur intégré à la porte délivre de l’eau fraîche et des glaçons.',
  'Nooit meer ontdooien': 'Fini le dégivrage',
  Vriesvak: 'Compartiment congélation',
  '4 sterren': '4 étoiles',
  'Water- en ijsdispenser': 'Distributeur d’eau et de glaçons',
  'Met vaste wateraansluiting': 'Avec raccordement fixe à l’eau',
  Versvak: 'Zone fraîcheur',
  'Groente blijft tot 2x langer vers': 'Légumes frais jusqu’à 2 fois plus longtemps',

  // Freezers.
  '{1} Vriezer {2} liter': 'Congélateur armoire {1} {2} litres',
  '{1} Vrieskist {2} liter': 'Congélateur coffre {1} {2} litres',
  '{1} Tafelmodel vriezer {2} liter': 'Congélateur table top {1} {2} litres',
  'Vriezer met {1} liter inhoud.': 'Congélateur de {1} litres.',
  'Vriezer met {1} liter inhoud en No Frost.': 'Congélateur No Frost de {1} litres.',
  'Vrieskist met {1} liter inhoud.': 'Congélateur coffre de {1} litres.',
  'Vrieskist met {1} liter inhoud en No Frost.': 'Congélateur coffre No Frost de {1} litres.',
  'Met {1} liter inhoud sla je ruim voorraad in.':
    'Avec {1} litres de volume, vous faites largement vos réserves.',
  'No Frost voorkomt ijsvorming, dus ontdooien hoeft niet meer.':
    'Le No Frost empêche la formation de givre : plus besoin de dégivrer.',
  'Valt de stroom uit, dan blijft je diepvries tot {1} uur bevroren.':
    'En cas de coupure de courant, vos surgelés restent congelés jusqu’à {1} heures.',
  'Met No Frost hoef je de vriezer nooit meer te ontdooien.':
    'Avec le No Frost, vous n’avez plus jamais à dégivrer le congélateur.',
  Invriescapaciteit: 'Pouvoir de congélation',
  '{1} kg per {2} uur': '{1} kg par {2} h',
  'Bewaartijd bij storing': 'Autonomie en cas de panne',
  '1 mand': '1 panier',
};
