import type { PhraseBook } from '../../phrase-book.ts';

/** English descriptions, meta texts and buying advice of the demo categories. */
export const categories: PhraseBook = {
  '{1} bestel je bij {2}: scherpe prijzen, deskundig advies en ook in onze winkels.':
    'Order {1} from {2}: keen prices, expert advice and on display in our stores.',
  'Bekijk ons assortiment {1}: vergelijk de specificaties, lees reviews en kies wat bij je past.':
    'Browse our range of {1}: compare the specifications, read reviews and choose what suits you.',
  'Alles voor het huishouden: wassen, drogen, koelen en vriezen.':
    'Everything for the home: washing, drying, cooling and freezing.',
  'Boksen en fitness: alles om thuis en in de sportschool te trainen.':
    'Boxing and fitness: everything to train at home and in the gym.',
  'Bokshandschoenen voor zakwerk, sparren en wedstrijden. Kies 10–12 oz voor de zak en 14–16 oz om te sparren.':
    'Boxing gloves for bag work, sparring and competition. Choose 10–12 oz for the bag and 14–16 oz for sparring.',
  'Een hoger toerental slingert de was droger, zodat de droger minder stroom gebruikt.':
    'A higher spin speed leaves the laundry drier, so the dryer uses less electricity.',
  'Een nieuwe wasmachine kopen? Kies het vulgewicht dat bij je huishouden past en let op het toerental en het energielabel.':
    'Buying a new washing machine? Choose the load capacity that suits your household and look at the spin speed and the energy label.',
  'Laptops en accessoires voor werk, studie en gaming.':
    'Laptops and accessories for work, study and gaming.',
  'Televisies, soundbars en koptelefoons voor thuis en onderweg.':
    'Televisions, soundbars and headphones for home and on the go.',
  'Vaatwassers, ovens en kookplaten voor een keuken waarin alles klopt.':
    'Dishwashers, ovens and hobs for a kitchen where everything fits.',
  'Van compacte 43 inch tot 85 inch OLED: vind de televisie die bij je kamer past.':
    'From a compact 43 inch to an 85 inch OLED: find the television that suits your room.',
  'Voor één of twee personen is 7 kg genoeg; met een gezin kies je 8 tot 10 kg.':
    'For one or two people 7 kg is enough; for a family choose 8 to 10 kg.',
  'Vrijstaande, inbouw en Amerikaanse koelkasten met een zuinig energielabel.':
    'Freestanding, built-in and American-style fridges with an economical energy label.',
  'Warmtepompdrogers en condensdrogers voor zachte, droge was in een handomdraai.':
    'Heat pump and condenser dryers for soft, dry laundry in no time.',
  'Welke wasmachine past bij jou?': 'Which washing machine suits you?',
};
