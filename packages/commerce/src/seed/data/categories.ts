import type { Pictogram } from '../images/pictograms.ts';

/** One node of the category tree; the url key is the slug of the name unless given. */
export interface CategoryNode {
  name: string;
  urlKey?: string;
  /** spec §3: longtail children are quick filters of their parent, not menu entries. */
  longtail?: boolean;
  /** Drawn on the category image; parents borrow the pictogram of their first child. */
  pictogram?: Pictogram;
  description?: string;
  /** Top-level categories get a banner in this colour (spec §3 banner fields). */
  bannerColor?: string;
  /** Buying advice shown above the products (spec §3 pagebuilder_content): heading and text. */
  advice?: { heading: string; paragraphs: string[] };
  children?: CategoryNode[];
}

const longtail = (name: string): CategoryNode => ({ name, longtail: true });

/**
 * The demo category tree, up to four levels deep (level 1 is the top menu). Product kinds
 * name their leaf category by url path, e.g. `huishouden/wassen-drogen/wasmachines`.
 */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    name: 'Huishouden',
    bannerColor: '#0b4f8a',
    description: 'Alles voor het huishouden: wassen, drogen, koelen en vriezen.',
    children: [
      {
        name: 'Wassen & drogen',
        children: [
          {
            name: 'Wasmachines',
            pictogram: 'washer',
            description:
              'Een nieuwe wasmachine kopen? Kies het vulgewicht dat bij je huishouden past en let op het toerental en het energielabel.',
            advice: {
              heading: 'Welke wasmachine past bij jou?',
              paragraphs: [
                'Voor één of twee personen is 7 kg genoeg; met een gezin kies je 8 tot 10 kg.',
                'Een hoger toerental slingert de was droger, zodat de droger minder stroom gebruikt.',
              ],
            },
            children: [
              longtail('Wasmachines 7 kg'),
              longtail('Wasmachines 8 kg'),
              longtail('Wasmachines 9 kg'),
              longtail('Wasmachines 10 kg'),
              longtail('Stille wasmachines'),
              longtail('Wasmachines 1600 toeren'),
            ],
          },
          {
            name: 'Wasdrogers',
            pictogram: 'dryer',
            description:
              'Warmtepompdrogers en condensdrogers voor zachte, droge was in een handomdraai.',
            children: [longtail('Warmtepompdrogers'), longtail('Condensdrogers')],
          },
          {
            name: 'Accessoires wassen & drogen',
            urlKey: 'accessoires',
            pictogram: 'stacking-kit',
          },
        ],
      },
      {
        name: 'Koelen & vriezen',
        children: [
          {
            name: 'Koelkasten',
            pictogram: 'fridge',
            description:
              'Vrijstaande, inbouw en Amerikaanse koelkasten met een zuinig energielabel.',
            children: [
              longtail('Amerikaanse koelkasten'),
              longtail('Inbouw koelkasten'),
              longtail('No Frost koelkasten'),
            ],
          },
          {
            name: 'Vriezers',
            pictogram: 'freezer',
            children: [longtail('Vrieskisten'), longtail('No Frost vriezers')],
          },
        ],
      },
    ],
  },
  {
    name: 'Keuken',
    bannerColor: '#9b2226',
    description: 'Vaatwassers, ovens en kookplaten voor een keuken waarin alles klopt.',
    children: [
      {
        name: 'Vaatwassers',
        pictogram: 'dishwasher',
        children: [longtail('Inbouw vaatwassers'), longtail('Stille vaatwassers')],
      },
      {
        name: 'Ovens',
        pictogram: 'oven',
        children: [longtail('Combi-magnetrons'), longtail('Pyrolyse ovens')],
      },
      {
        name: 'Kookplaten',
        pictogram: 'hob',
        children: [longtail('Inductiekookplaten'), longtail('Gaskookplaten')],
      },
    ],
  },
  {
    name: 'Beeld & geluid',
    bannerColor: '#3a0ca3',
    description: 'Televisies, soundbars en koptelefoons voor thuis en onderweg.',
    children: [
      {
        name: 'Televisies',
        pictogram: 'tv',
        description:
          'Van compacte 43 inch tot 85 inch OLED: vind de televisie die bij je kamer past.',
        children: [
          longtail('OLED televisies'),
          longtail('QLED televisies'),
          longtail('55 inch televisies'),
          longtail('65 inch televisies'),
        ],
      },
      {
        name: 'Soundbars',
        pictogram: 'soundbar',
        children: [longtail('Soundbars met subwoofer'), longtail('Dolby Atmos soundbars')],
      },
      {
        name: 'Koptelefoons',
        pictogram: 'headphones',
        children: [longtail('Noise cancelling koptelefoons'), longtail('Draadloze koptelefoons')],
      },
      { name: 'TV-muurbeugels', pictogram: 'wall-mount' },
    ],
  },
  {
    name: 'Computers',
    bannerColor: '#2b2d42',
    description: 'Laptops en accessoires voor werk, studie en gaming.',
    children: [
      {
        name: 'Laptops',
        pictogram: 'laptop',
        children: [
          longtail('Laptops 14 inch'),
          longtail('Laptops 15,6 inch'),
          longtail('Laptops met 16 GB werkgeheugen'),
        ],
      },
      { name: 'Laptoptassen', pictogram: 'laptop-bag' },
    ],
  },
  {
    name: 'Sport',
    bannerColor: '#b5179e',
    description: 'Boksen en fitness: alles om thuis en in de sportschool te trainen.',
    children: [
      {
        name: 'Boksen',
        children: [
          {
            name: 'Bokshandschoenen',
            pictogram: 'glove',
            description:
              'Bokshandschoenen voor zakwerk, sparren en wedstrijden. Kies 10–12 oz voor de zak en 14–16 oz om te sparren.',
            children: [
              longtail('Bokshandschoenen 10 oz'),
              longtail('Bokshandschoenen 12 oz'),
              longtail('Bokshandschoenen 14 oz'),
              longtail('Bokshandschoenen 16 oz'),
              longtail('Leren bokshandschoenen'),
            ],
          },
          {
            name: 'Bokszakken',
            pictogram: 'punching-bag',
            children: [longtail('Staande bokszakken')],
          },
          { name: 'Bandages', pictogram: 'wraps' },
          { name: 'Mondbeschermers', pictogram: 'mouthguard' },
        ],
      },
      {
        name: 'Fitness',
        children: [
          {
            name: 'Dumbbells',
            pictogram: 'dumbbell',
            children: [longtail('Verstelbare dumbbells')],
          },
          { name: 'Fitnessmatten', pictogram: 'mat' },
          {
            name: 'Loopbanden',
            pictogram: 'treadmill',
            children: [longtail('Inklapbare loopbanden')],
          },
        ],
      },
    ],
  },
];
