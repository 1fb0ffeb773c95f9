import type { PhraseBook } from '../../phrase-book.ts';

/** German descriptions, meta texts and buying advice of the demo categories. */
export const categories: PhraseBook = {
  '{1} bestel je bij {2}: scherpe prijzen, deskundig advies en ook in onze winkels.':
    '{1} bestellst du bei {2}: günstige Preise, kompetente Beratung und auch in unseren Filialen.',
  'Bekijk ons assortiment {1}: vergelijk de specificaties, lees reviews en kies wat bij je past.':
    'Entdecke unser Sortiment {1}: vergleiche die technischen Daten, lies Bewertungen und wähle, was zu dir passt.',
  'Alles voor het huishouden: wassen, drogen, koelen en vriezen.':
    'Alles für den Haushalt: Waschen, Trocknen, Kühlen und Gefrieren.',
  'Boksen en fitness: alles om thuis en in de sportschool te trainen.':
    'Boxen und Fitness: alles fürs Training zu Hause und im Studio.',
  'Bokshandschoenen voor zakwerk, sparren en wedstrijden. Kies 10–12 oz voor de zak en 14–16 oz om te sparren.':
    'Boxhandschuhe für Sandsacktraining, Sparring und Wettkampf. Nimm 10–12 oz für den Sandsack und 14–16 oz fürs Sparring.',
  'Een hoger toerental slingert de was droger, zodat de droger minder stroom gebruikt.':
    'Eine höhere Schleuderdrehzahl schleudert die Wäsche trockener, sodass der Trockner weniger Strom verbraucht.',
  'Een nieuwe wasmachine kopen? Kies het vulgewicht dat bij je huishouden past en let op het toerental en het energielabel.':
    'Du kaufst eine neue Waschmaschine? Wähle die Füllmenge, die zu deinem Haushalt passt, und achte auf Schleuderdrehzahl und Energielabel.',
  'Laptops en accessoires voor werk, studie en gaming.':
    'Laptops und Zubehör für Arbeit, Studium und Gaming.',
  'Televisies, soundbars en koptelefoons voor thuis en onderweg.':
    'Fernseher, Soundbars und Kopfhörer für zu Hause und unterwegs.',
  'Vaatwassers, ovens en kookplaten voor een keuken waarin alles klopt.':
    'Geschirrspüler, Backöfen und Kochfelder für eine Küche, in der alles stimmt.',
  'Van compacte 43 inch tot 85 inch OLED: vind de televisie die bij je kamer past.':
    'Vom kompakten 43-Zoll-Gerät bis zum 85-Zoll-OLED: finde den Fernseher, der zu deinem Zimmer passt.',
  'Voor één of twee personen is 7 kg genoeg; met een gezin kies je 8 tot 10 kg.':
    'Für eine oder zwei Personen reichen 7 kg; für eine Familie wählst du 8 bis 10 kg.',
  'Vrijstaande, inbouw en Amerikaanse koelkasten met een zuinig energielabel.':
    'Freistehende, Einbau- und Side-by-Side-Kühlschränke mit sparsamem Energielabel.',
  'Warmtepompdrogers en condensdrogers voor zachte, droge was in een handomdraai.':
    'Wärmepumpentrockner und Kondenstrockner für weiche, trockene Wäsche im Handumdrehen.',
  'Welke wasmachine past bij jou?': 'Welche Waschmaschine passt zu dir?',
};
