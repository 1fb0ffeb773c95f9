import type { PhraseBook } from '../../phrase-book.ts';
import { COLOURS_MASCULINE } from './colours.ts';

/**
 * Texts every product kind shares: the description's frame, delivery and status sentences, meta
 * texts, gallery labels, labels, cash-back actions, brand stories, specification groups and
 * tooltips, and the units the parts are made of.
 */
export const shared: PhraseBook = {
  // Meta texts and the description's frame; the shop's name is literal so these long phrases are
  // tried before a product name's phrase that ends in a placeholder.
  '{1} kopen? | Stroomhuis': '{1} – achat en ligne | Stroomhuis',
  '{1} Bestel bij Stroomhuis: gratis bezorgd vanaf €{2} en ook te zien in onze winkels.':
    '{1} Commandez chez Stroomhuis : livraison offerte dès {2} €, et à découvrir aussi dans nos magasins.',
  'Over {1}:': 'À propos de {1} :',
  'Onze eigen bezorgdienst brengt je bestelling op een dag naar keuze, sluit hem aan en neemt je oude apparaat gratis mee.':
    'Nos livreurs vous apportent votre commande le jour de votre choix, la raccordent et reprennent gratuitement votre ancien appareil.',
  'We bezorgen met onze eigen bezorgers: zij plaatsen en installeren het apparaat en nemen het verpakkingsmateriaal mee.':
    'Nous livrons avec nos propres livreurs : ils mettent l’appareil en place, l’installent et repartent avec les emballages.',
  'Voor 23:59 besteld? Dan ontvang je vanavond nog een track-and-trace-code. Vanaf €{1} verzenden we gratis.':
    'Commandé avant 23 h 59 ? Vous recevez votre numéro de suivi dès ce soir. Livraison offerte dès {1} €.',
  'Je bestelling gaat met de pakketdienst naar je toe; vanaf €{1} betaal je geen verzendkosten.':
    'Votre commande vous est livrée par transporteur ; dès {1} €, les frais de port sont offerts.',
  'Past door de brievenbus, dus je hoeft niet thuis te blijven. Vanaf €{1} verzenden we gratis.':
    'Livré dans votre boîte aux lettres : inutile de rester chez vous. Livraison offerte dès {1} €.',
  'Dit product verschijnt binnenkort. Bestel nu en je ontvangt het als een van de eersten.':
    'Ce produit sort bientôt. Commandez-le dès maintenant pour le recevoir parmi les premiers.',
  'Dit model wordt binnenkort opgevolgd: op is op.':
    'Ce modèle sera bientôt remplacé : dans la limite des stocks disponibles.',
  'Dit product bestellen we speciaal voor je. Vraag in een van onze winkels naar de prijs en de levertijd.':
    'Nous commandons ce produit spécialement pour vous. Demandez le prix et le délai de livraison dans l’un de nos magasins.',
  'Dit product is uit ons assortiment. Bekijk de alternatieven hieronder.':
    'Ce produit ne fait plus partie de notre assortiment. Découvrez les alternatives ci-dessous.',

  // Bundles (sentences the generator fills with names it has translated already).
  'Combineer de {1} met de {2} en krijg {3}% korting op de {4}.':
    '{1} + {2} : profitez de {3} % de remise sur {4} en les achetant ensemble.',
  '{1} samen met de {2}: voordeliger als bundel.': '{1} et {2} ensemble : plus avantageux en pack.',
  '{1} | bundel': '{1} | pack',

  // Gallery labels.
  '– detail': '– détail',
  '– merk': '– marque',
  'in de woonkamer': 'dans le salon',
  'Video:': 'Vidéo :',
  Productvideo: 'Vidéo produit',
  '(oude foto)': '(ancienne photo)',

  // Product labels.
  Aanbieding: 'Promo',
  Cashback: 'Cashback',
  'Goedkoper in de winkel': 'Moins cher en magasin',
  'Beste Koop': 'Meilleur rapport qualité-prix',
  'Beste uit de Test': 'Vainqueur du test',
  'Zuinig én onze keuze': 'Économe et notre choix',
  'Onze keuze': 'Notre choix',
  'Beste aankoop': 'Meilleur achat',
  'Best getest': 'Le mieux testé',
  Nieuw: 'Nouveau',
  Aanbevolen: 'Recommandé',

  // Cash-back actions.
  'Voltana wascashback': 'Cashback lavage Voltana',
  'Voltana cashback': 'Cashback Voltana',
  'Kouda koelcashback': 'Cashback froid Kouda',
  'Vonk tv-cashback': 'Cashback TV Vonk',
  'Lumen schermactie': 'Offre écrans Lumen',
  'Brabant kookcashback': 'Cashback cuisson Brabant',
  'Kernkracht thuisfitness': 'Fitness à domicile Kernkracht',
  'Koop een wasmachine of droger van Voltana en krijg tot €{1} terug. Registreer je aankoop binnen {2} dagen.':
    'Achetez un lave-linge ou un sèche-linge Voltana et recevez jusqu’à {1} € remboursés. Enregistrez votre achat sous {2} jours.',
  'Tijdelijk €{1} terug op geselecteerde Voltana-apparaten.':
    'Pour une durée limitée, {1} € remboursés sur une sélection d’appareils Voltana.',
  'Ontvang €{1} terug bij aankoop van een Kouda koelkast of vriezer.':
    'Recevez {1} € remboursés pour l’achat d’un réfrigérateur ou d’un congélateur Kouda.',
  'Tot €{1} terug op Vonk OLED- en Mini-LED-televisies.':
    'Jusqu’à {1} € remboursés sur les téléviseurs OLED et Mini-LED Vonk.',
  '€{1} terug op Lumen televisies en laptops.':
    '{1} € remboursés sur les téléviseurs et PC portables Lumen.',
  'Koop een Brabant oven of kookplaat en krijg €{1} terug.':
    'Achetez un four ou une plaque de cuisson Brabant et recevez {1} € remboursés.',
  '€{1} terug op Kernkracht loopbanden.': '{1} € remboursés sur les tapis de course Kernkracht.',
  'Bekijk de actievoorwaarden': 'Voir les conditions de l’offre',

  // Brand stories.
  'Voltana maakt sinds 1962 wasmachines, drogers en vaatwassers die jarenlang meegaan, ontwikkeld in Eindhoven.':
    'Depuis 1962, Voltana fabrique des lave-linge, des sèche-linge et des lave-vaisselle conçus à Eindhoven et faits pour durer des années.',
  'Frisko staat voor koelen, vriezen en wassen zonder poespas, met een scherpe prijs.':
    'Frisko, c’est le froid, la congélation et le lavage sans chichis, à prix serré.',
  'Kouda is specialist in koelkasten en vriezers met een laag energieverbruik.':
    'Kouda est le spécialiste des réfrigérateurs et congélateurs à faible consommation d’énergie.',
  'Brabant bouwt ovens, kookplaten en vaatwassers voor wie graag en veel kookt.':
    'Brabant construit des fours, des plaques de cuisson et des lave-vaisselle pour ceux qui aiment cuisiner, et souvent.',
  'Polder levert degelijke huishoudelijke apparaten voor een vriendelijke prijs.':
    'Polder propose des appareils électroménagers robustes à un prix doux.',
  'Vonk maakt televisies, soundbars en koptelefoons met een heldere, natuurlijke weergave.':
    'Vonk fabrique des téléviseurs, des barres de son et des casques au rendu clair et naturel.',
  'Lumen combineert scherpe schermen met slimme software, van televisie tot laptop.':
    'Lumen associe des écrans nets à des logiciels intelligents, du téléviseur au PC portable.',
  'Klankrijk is het audiomerk voor iedereen die muziek en films voluit wil beleven.':
    'Klankrijk est la marque audio de tous ceux qui veulent vivre pleinement la musique et les films.',
  'Bitwijs ontwerpt laptops en accessoires voor werk, studie en gaming.':
    'Bitwijs conçoit des PC portables et des accessoires pour le travail, les études et le jeu.',
  'Ringmeester is opgericht door bokstrainers en maakt handschoenen en bokszakken voor de ring.':
    'Fondée par des entraîneurs de boxe, Ringmeester fabrique des gants et des sacs de frappe pensés pour le ring.',
  'Vuistvast levert betaalbare bokshandschoenen, bandages en mondbeschermers.':
    'Vuistvast propose des gants de boxe, des bandes et des protège-dents à petit prix.',
  'Sterk richt je thuisgym in: bokszakken, dumbbells, matten en loopbanden.':
    'Sterk équipe votre salle de sport à domicile : sacs de frappe, haltères, tapis et tapis de course.',
  'Kernkracht maakt fitnessapparatuur voor serieuze sporters.':
    'Kernkracht fabrique des appareils de fitness pour les sportifs exigeants.',

  // Specification groups and tooltips.
  Aansluitingen: 'Connectique',
  Accu: 'Batterie',
  Afmetingen: 'Dimensions',
  Algemeen: 'Général',
  Beeld: 'Image',
  Capaciteit: 'Capacité',
  Energie: 'Énergie',
  Functies: 'Fonctions',
  Geluid: 'Son',
  Hardware: 'Matériel',
  Levering: 'Livraison',
  Prestaties: 'Performances',
  Software: 'Logiciel',
  Uiterlijk: 'Design',
  'Het EU-energielabel loopt van A (zuinigst) tot G. Oudere apparaten hebben nog een label van A+++ tot D.':
    'L’étiquette énergie européenne va de A (le plus économe) à G. Les appareils plus anciens portent encore une étiquette de A+++ à D.',
  'Grote apparaten bezorgen we zelf en sluiten we op verzoek aan; de rest gaat per pakketdienst.':
    'Nous livrons nous-mêmes les gros appareils et les raccordons sur demande ; le reste part par transporteur.',
  'Het verbruik zoals gemeten voor het EU-energielabel.':
    'La consommation mesurée pour l’étiquette énergie européenne.',
  'Elke 3 dB minder klinkt als de helft minder geluid.':
    'Chaque baisse de 3 dB s’entend comme deux fois moins de bruit.',

  // Units and small parts.
  '1 jaar': '1 an',
  '{1} jaar': '{1} ans',
  '{1} kWh/jaar': '{1} kWh/an',
  '{1} kWh/100 cycli': '{1} kWh/100 cycles',
  '{1} liter': '{1} litres',
  // Before '{1} uur': both have a four-letter literal, and the earlier entry is tried first.
  'Tot {1} uur': 'Jusqu’à {1} h',
  '{1} uur': '{1} h',
  // Memory and storage sizes: exact entries, since the catalogue book (checked before any phrase
  // with a placeholder) keeps '16 GB' as it is.
  '8 GB': '8 Go',
  '16 GB': '16 Go',
  '32 GB': '32 Go',
  '64 GB': '64 Go',
  '256 GB': '256 Go',
  '512 GB': '512 Go',
  '1 TB': '1 To',
  '2 TB': '2 To',
  Type: 'Type',
  Inbegrepen: 'Incluse',
  ...COLOURS_MASCULINE,
};
