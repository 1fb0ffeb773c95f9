import type { PhraseBook } from '../../phrase-book.ts';

/**
 * German for what every product shares: meta texts, delivery and status sentences, gallery and
 * bundle labels, specification groups, units and the lower-case colours of variant names.
 */
export const shared: PhraseBook = {
  // Meta title and description around the product's name and summary.
  '{1} kopen? | Stroomhuis': '{1} kaufen? | Stroomhuis',
  // The amount is spelled out: a long literal keeps a summary template from swallowing the text.
  '{1} Bestel bij Stroomhuis: gratis bezorgd vanaf €45 en ook te zien in onze winkels.':
    '{1} Bestell bei Stroomhuis: ab 45 € kostenlos geliefert und auch in unseren Filialen zu sehen.',
  'Over {1}:': 'Über {1}:',

  // Closing sentences: how the product is delivered, or what its status means.
  'Onze eigen bezorgdienst brengt je bestelling op een dag naar keuze, sluit hem aan en neemt je oude apparaat gratis mee.':
    'Unser eigener Lieferdienst bringt deine Bestellung an einem Tag deiner Wahl, schließt das Gerät an und nimmt dein altes Gerät kostenlos mit.',
  'We bezorgen met onze eigen bezorgers: zij plaatsen en installeren het apparaat en nemen het verpakkingsmateriaal mee.':
    'Wir liefern mit unseren eigenen Fahrern, die das Gerät aufstellen, installieren und die Verpackung mitnehmen.',
  'Voor 23:59 besteld? Dan ontvang je vanavond nog een track-and-trace-code. Vanaf €{1} verzenden we gratis.':
    'Vor 23:59 Uhr bestellt? Dann bekommst du noch heute Abend deine Sendungsnummer. Ab {1} € versenden wir kostenlos.',
  'Je bestelling gaat met de pakketdienst naar je toe; vanaf €{1} betaal je geen verzendkosten.':
    'Deine Bestellung kommt per Paketdienst zu dir; ab {1} € zahlst du keine Versandkosten.',
  'Past door de brievenbus, dus je hoeft niet thuis te blijven. Vanaf €{1} verzenden we gratis.':
    'Passt in den Briefkasten, du musst also nicht zu Hause bleiben. Ab {1} € versenden wir kostenlos.',
  'Dit product verschijnt binnenkort. Bestel nu en je ontvangt het als een van de eersten.':
    'Dieses Produkt erscheint in Kürze. Bestell jetzt und du bekommst es als einer der Ersten.',
  'Dit model wordt binnenkort opgevolgd: op is op.':
    'Dieses Modell bekommt bald einen Nachfolger: Nur solange der Vorrat reicht.',
  'Dit product bestellen we speciaal voor je. Vraag in een van onze winkels naar de prijs en de levertijd.':
    'Dieses Produkt bestellen wir speziell für dich. Frag in einer unserer Filialen nach Preis und Lieferzeit.',
  'Dit product is uit ons assortiment. Bekijk de alternatieven hieronder.':
    'Dieses Produkt führen wir nicht mehr. Sieh dir die Alternativen unten an.',

  // Gallery labels after the product's name.
  '– detail': '– Detail',
  'in de woonkamer': 'im Wohnzimmer',
  '– merk': '– Marke',
  'Video:': 'Video:',
  Productvideo: 'Produktvideo',
  '(oude foto)': '(altes Foto)',

  // Bundles: the accessory's product group (lower case) is the object of "Rabatt auf".
  'Combineer de {1} met de {2} en krijg {3}% korting op de {4}.':
    'Kombiniere {1} mit {2} und erhalte {3} % Rabatt auf {4}.',
  '{1} samen met de {2}: voordeliger als bundel.': '{1} zusammen mit {2}: im Set günstiger.',
  '{1} | bundel': '{1} | Set',
  tussenstuk: 'den Zwischenbaurahmen',
  'tv-muurbeugel': 'die TV-Wandhalterung',
  laptoptas: 'die Laptoptasche',
  bandages: 'die Boxbandagen',

  // Specification groups.
  Algemeen: 'Allgemein',
  Energie: 'Energie',
  Uiterlijk: 'Aussehen',
  Levering: 'Lieferung',
  Afmetingen: 'Abmessungen',
  Capaciteit: 'Kapazität',
  Prestaties: 'Leistung',
  Functies: 'Funktionen',
  Aansluitingen: 'Anschlüsse',
  Beeld: 'Bild',
  Geluid: 'Ton',
  Accu: 'Akku',
  Hardware: 'Hardware',
  Software: 'Software',

  // Selling point labels several kinds share.
  Type: 'Typ',
  Inbegrepen: 'Inklusive',
  'Programma’s': 'Programme',

  // Units and amounts.
  '1 jaar': '1 Jahr',
  '{1} jaar': '{1} Jahre',
  '{1} liter': '{1} Liter',
  '{1} kWh/jaar': '{1} kWh/Jahr',
  '{1} kWh/100 cycli': '{1} kWh/100 Zyklen',
  '{1} kWh per cyclus': '{1} kWh pro Zyklus',
  '{1} kWh/{2} h': '{1} kWh/{2} h',
  'Tot {1} uur': 'Bis zu {1} Stunden',
  '{1} uur': '{1} Stunden',
  ja: 'ja',
  nee: 'nein',

  // Colours in lower case, as variant and child names carry them.
  zwart: 'schwarz',
  wit: 'weiß',
  blauw: 'blau',
  roze: 'rosa',
  rood: 'rot',
  groen: 'grün',
  goud: 'gold',
  grijs: 'grau',
  zilver: 'silber',
};
