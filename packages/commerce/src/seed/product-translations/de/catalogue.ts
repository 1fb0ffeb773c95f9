import type { PhraseBook } from '../../phrase-book.ts';

/** German for the catalogue around the products: brands, labels, cash-back actions, tooltips. */
export const catalogue: PhraseBook = {
  // Brand stories.
  'Voltana maakt sinds 1962 wasmachines, drogers en vaatwassers die jarenlang meegaan, ontwikkeld in Eindhoven.':
    'Voltana baut seit 1962 Waschmaschinen, Trockner und Geschirrspüler, die viele Jahre halten, entwickelt in Eindhoven.',
  'Frisko staat voor koelen, vriezen en wassen zonder poespas, met een scherpe prijs.':
    'Frisko steht für Kühlen, Gefrieren und Waschen ohne Schnickschnack, zu einem günstigen Preis.',
  'Kouda is specialist in koelkasten en vriezers met een laag energieverbruik.':
    'Kouda ist Spezialist für Kühl- und Gefrierschränke mit niedrigem Energieverbrauch.',
  'Brabant bouwt ovens, kookplaten en vaatwassers voor wie graag en veel kookt.':
    'Brabant baut Backöfen, Kochfelder und Geschirrspüler für alle, die gern und viel kochen.',
  'Polder levert degelijke huishoudelijke apparaten voor een vriendelijke prijs.':
    'Polder liefert solide Haushaltsgeräte zu einem freundlichen Preis.',
  'Vonk maakt televisies, soundbars en koptelefoons met een heldere, natuurlijke weergave.':
    'Vonk baut Fernseher, Soundbars und Kopfhörer mit klarer, natürlicher Wiedergabe.',
  'Lumen combineert scherpe schermen met slimme software, van televisie tot laptop.':
    'Lumen verbindet scharfe Bildschirme mit smarter Software, vom Fernseher bis zum Laptop.',
  'Klankrijk is het audiomerk voor iedereen die muziek en films voluit wil beleven.':
    'Klankrijk ist die Audiomarke für alle, die Musik und Filme in vollen Zügen erleben wollen.',
  'Bitwijs ontwerpt laptops en accessoires voor werk, studie en gaming.':
    'Bitwijs entwickelt Laptops und Zubehör für Arbeit, Studium und Gaming.',
  'Ringmeester is opgericht door bokstrainers en maakt handschoenen en bokszakken voor de ring.':
    'Ringmeester wurde von Boxtrainern gegründet und fertigt Handschuhe und Boxsäcke für den Ring.',
  'Vuistvast levert betaalbare bokshandschoenen, bandages en mondbeschermers.':
    'Vuistvast liefert günstige Boxhandschuhe, Boxbandagen und Mundschutze.',
  'Sterk richt je thuisgym in: bokszakken, dumbbells, matten en loopbanden.':
    'Sterk richtet dein Home-Gym ein: Boxsäcke, Kurzhanteln, Matten und Laufbänder.',
  'Kernkracht maakt fitnessapparatuur voor serieuze sporters.':
    'Kernkracht baut Fitnessgeräte für ambitionierte Sportler.',

  // Product labels.
  Aanbieding: 'Angebot',
  Cashback: 'Cashback',
  'Goedkoper in de winkel': 'Günstiger in der Filiale',
  'Beste Koop': 'Preis-Leistungs-Sieger',
  'Beste uit de Test': 'Testsieger',
  'Zuinig én onze keuze': 'Sparsam und unsere Wahl',
  'Onze keuze': 'Unsere Wahl',
  'Beste aankoop': 'Kauftipp',
  'Best getest': 'Bestes Testergebnis',
  Nieuw: 'Neu',
  Aanbevolen: 'Empfohlen',

  // Cash-back actions.
  'Bekijk de actievoorwaarden': 'Aktionsbedingungen ansehen',
  'Voltana wascashback': 'Voltana Wasch-Cashback',
  'Voltana cashback': 'Voltana Cashback',
  'Kouda koelcashback': 'Kouda Kühl-Cashback',
  'Vonk tv-cashback': 'Vonk TV-Cashback',
  'Lumen schermactie': 'Lumen Bildschirm-Aktion',
  'Brabant kookcashback': 'Brabant Koch-Cashback',
  'Kernkracht thuisfitness': 'Kernkracht Homefitness',
  'Koop een wasmachine of droger van Voltana en krijg tot €100 terug. Registreer je aankoop binnen 30 dagen.':
    'Kauf eine Waschmaschine oder einen Trockner von Voltana und erhalte bis zu 100 € zurück. Registriere deinen Kauf innerhalb von 30 Tagen.',
  'Tijdelijk €50 terug op geselecteerde Voltana-apparaten.':
    'Für kurze Zeit 50 € zurück auf ausgewählte Voltana-Geräte.',
  'Ontvang €75 terug bij aankoop van een Kouda koelkast of vriezer.':
    'Erhalte 75 € zurück beim Kauf eines Kühl- oder Gefrierschranks von Kouda.',
  'Tot €200 terug op Vonk OLED- en Mini-LED-televisies.':
    'Bis zu 200 € zurück auf OLED- und Mini-LED-Fernseher von Vonk.',
  '€50 terug op Lumen televisies en laptops.': '50 € zurück auf Fernseher und Laptops von Lumen.',
  'Koop een Brabant oven of kookplaat en krijg €75 terug.':
    'Kauf einen Backofen oder ein Kochfeld von Brabant und erhalte 75 € zurück.',
  '€100 terug op Kernkracht loopbanden.': '100 € zurück auf Laufbänder von Kernkracht.',

  // Specification tooltips.
  'Het EU-energielabel loopt van A (zuinigst) tot G. Oudere apparaten hebben nog een label van A+++ tot D.':
    'Das EU-Energielabel reicht von A (am sparsamsten) bis G. Ältere Geräte tragen noch ein Label von A+++ bis D.',
  'Grote apparaten bezorgen we zelf en sluiten we op verzoek aan; de rest gaat per pakketdienst.':
    'Große Geräte liefern wir selbst und schließen sie auf Wunsch an; alles andere kommt per Paketdienst.',
  'Het verbruik zoals gemeten voor het EU-energielabel.':
    'Der Verbrauch, wie er für das EU-Energielabel gemessen wird.',
  'Het maximale gewicht aan droge was per wasbeurt. Voor een gezin van vier is 8 kg genoeg.':
    'Die maximale Menge trockener Wäsche pro Waschgang. Für eine vierköpfige Familie reichen 8 kg.',
  'Hoe hoger het toerental, hoe droger de was uit de machine komt en hoe korter het drogen.':
    'Je höher die Drehzahl, desto trockener kommt die Wäsche aus der Maschine und desto kürzer dauert das Trocknen.',
  'Elke 3 dB minder klinkt als de helft minder geluid.':
    'Jede Senkung um 3 dB klingt wie halb so viel Lärm.',
  'Een warmtepompdroger is duurder in aanschaf maar verbruikt ongeveer de helft minder stroom.':
    'Ein Wärmepumpentrockner ist in der Anschaffung teurer, verbraucht aber nur etwa halb so viel Strom.',
  'Met No Frost hoef je de vriezer nooit meer te ontdooien.':
    'Mit No Frost musst du den Gefrierschrank nie wieder abtauen.',
  'Eén couvert is het servies en bestek voor één persoon bij een driegangenmaaltijd.':
    'Ein Maßgedeck ist das Geschirr und Besteck für eine Person bei einem Drei-Gänge-Menü.',
  'Bij pyrolyse verbrandt de oven vuil tot as op ongeveer 500 °C; daarna veeg je hem schoon.':
    'Bei der Pyrolyse verbrennt der Backofen Schmutz bei etwa 500 °C zu Asche; danach wischst du ihn einfach sauber.',
  'De diagonaal van het zichtbare beeld; 1 inch is 2,54 cm.':
    'Die Diagonale des sichtbaren Bildes; 1 Zoll sind 2,54 cm.',
  'OLED geeft perfect zwart en de beste kijkhoeken; QLED en Mini-LED zijn feller.':
    'OLED bietet perfektes Schwarz und die besten Blickwinkel; QLED und Mini-LED sind heller.',
  'Het laatste cijfer telt de subwoofers; een derde getal telt de luidsprekers naar boven.':
    'Die letzte Ziffer zählt die Subwoofer; eine dritte Zahl zählt die nach oben gerichteten Lautsprecher.',
  'Met meer werkgeheugen kun je meer programma’s en tabbladen tegelijk openhouden.':
    'Mit mehr Arbeitsspeicher kannst du mehr Programme und Tabs gleichzeitig geöffnet halten.',
  'Zwaardere handschoenen dempen meer: 10–12 oz voor zakwerk, 14–16 oz voor sparren.':
    'Schwerere Handschuhe dämpfen mehr: 10–12 oz für das Sandsacktraining, 14–16 oz fürs Sparring.',
  'Klittenband trek je zelf aan; veters sluiten strakker maar vragen hulp.':
    'Einen Klettverschluss ziehst du selbst fest; eine Schnürung sitzt fester, braucht aber Hilfe.',
};
