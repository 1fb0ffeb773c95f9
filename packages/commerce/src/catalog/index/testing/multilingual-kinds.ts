/**
 * The kinds of product and accessories of the four-language test catalogue
 * (multilingual-catalogue.ts), with every text in Dutch, French, German and English. Used only by
 * tests.
 */
export type Language = 'nl' | 'fr' | 'de' | 'en';
export type Texts = Record<Language, string>;

export interface Kind {
  /** Category url key, also the kind's name in the tests. */
  key: string;
  category: Texts;
  /** What a shopper types for one such product, per language. */
  word: Texts;
  products: { brand: string; code: string; spec: Texts }[];
}

export const t = (nl: string, fr: string, de: string, en: string): Texts => ({ nl, fr, de, en });

export const kinds: Kind[] = [
  {
    key: 'wasmachines',
    category: t('Wasmachines', 'Lave-linge', 'Waschmaschinen', 'Washing machines'),
    word: t('Wasmachine', 'Lave-linge', 'Waschmaschine', 'Washing machine'),
    products: [
      { brand: 'Polder', code: 'WMS912', spec: t('9 kg', '9 kg', '9 kg', '9 kg') },
      { brand: 'Voltana', code: 'VW814', spec: t('8 kg', '8 kg', '8 kg', '8 kg') },
      { brand: 'Brabant', code: 'BW7', spec: t('7 kg', '7 kg', '7 kg', '7 kg') },
    ],
  },
  {
    key: 'wasdrogers',
    category: t('Wasdrogers', 'Sèche-linge', 'Wäschetrockner', 'Tumble dryers'),
    word: t('Wasdroger', 'Sèche-linge', 'Wäschetrockner', 'Tumble dryer'),
    products: [
      {
        brand: 'Polder',
        code: 'TD8H',
        spec: t('warmtepomp', 'pompe à chaleur', 'Wärmepumpe', 'heat pump'),
      },
      { brand: 'Voltana', code: 'VD9', spec: t('9 kg', '9 kg', '9 kg', '9 kg') },
      {
        brand: 'Kouda',
        code: 'KD7C',
        spec: t('condens', 'condensation', 'Kondensation', 'condenser'),
      },
    ],
  },
  {
    key: 'koelkasten',
    category: t('Koelkasten', 'Réfrigérateurs', 'Kühlschränke', 'Fridges'),
    word: t('Koelkast', 'Réfrigérateur', 'Kühlschrank', 'Fridge'),
    products: [
      {
        brand: 'Kouda',
        code: 'KA18V',
        spec: t('Amerikaans', 'américain', 'amerikanisch', 'American'),
      },
      {
        brand: 'Polder',
        code: 'PK55',
        spec: t('tafelmodel', 'table top', 'Tischmodell', 'under counter'),
      },
      {
        brand: 'Brabant',
        code: 'BK160',
        spec: t('160 liter', '160 litres', '160 Liter', '160 litres'),
      },
    ],
  },
  {
    key: 'vaatwassers',
    category: t('Vaatwassers', 'Lave-vaisselle', 'Geschirrspüler', 'Dishwashers'),
    word: t('Vaatwasser', 'Lave-vaisselle', 'Geschirrspüler', 'Dishwasher'),
    products: [
      { brand: 'Voltana', code: 'VW6014', spec: t('60 cm', '60 cm', '60 cm', '60 cm') },
      { brand: 'Brabant', code: 'BV45', spec: t('45 cm', '45 cm', '45 cm', '45 cm') },
      { brand: 'Kouda', code: 'KV60I', spec: t('inbouw', 'encastrable', 'Einbau', 'built-in') },
    ],
  },
  {
    key: 'stofzuigers',
    category: t('Stofzuigers', 'Aspirateurs', 'Staubsauger', 'Vacuum cleaners'),
    word: t('Stofzuiger', 'Aspirateur', 'Staubsauger', 'Vacuum cleaner'),
    products: [
      { brand: 'Stofvrij', code: 'SZ200', spec: t('steel', 'balai', 'Stiel', 'stick') },
      { brand: 'Polder', code: 'PS10', spec: t('zakloos', 'sans sac', 'beutellos', 'bagless') },
      { brand: 'Voltana', code: 'VR5', spec: t('robot', 'robot', 'Roboter', 'robot') },
    ],
  },
  {
    key: 'televisies',
    category: t('Televisies', 'Téléviseurs', 'Fernseher', 'Televisions'),
    word: t('Televisie', 'Téléviseur', 'Fernseher', 'Television'),
    products: [
      {
        brand: 'Vonk',
        code: 'TO7526',
        spec: t('OLED 75 inch', 'OLED 75 pouces', 'OLED 75 Zoll', 'OLED 75 inch'),
      },
      {
        brand: 'Beeldrijk',
        code: 'BL55Q',
        spec: t('QLED 55 inch', 'QLED 55 pouces', 'QLED 55 Zoll', 'QLED 55 inch'),
      },
      {
        brand: 'Kijker',
        code: 'K43',
        spec: t('LED 43 inch', 'LED 43 pouces', 'LED 43 Zoll', 'LED 43 inch'),
      },
    ],
  },
  {
    key: 'koptelefoons',
    category: t('Koptelefoons', 'Casques audio', 'Kopfhörer', 'Headphones'),
    word: t('Koptelefoon', 'Casque audio', 'Kopfhörer', 'Headphones'),
    products: [
      {
        brand: 'Klankrijk',
        code: 'OE90',
        spec: t('draadloos', 'sans fil', 'kabellos', 'wireless'),
      },
      {
        brand: 'Vonk',
        code: 'HP3',
        spec: t(
          'noise cancelling',
          'réduction de bruit',
          'Geräuschunterdrückung',
          'noise cancelling',
        ),
      },
      {
        brand: 'Geluidshuis',
        code: 'GH2',
        spec: t('over-ear', 'circum-aural', 'Over-Ear', 'over-ear'),
      },
    ],
  },
  {
    key: 'koffiezetapparaten',
    category: t('Koffiezetapparaten', 'Machines à café', 'Kaffeemaschinen', 'Coffee machines'),
    word: t('Koffiezetapparaat', 'Machine à café', 'Kaffeemaschine', 'Coffee machine'),
    products: [
      {
        brand: 'Bonenbrander',
        code: 'ES15',
        spec: t('espresso', 'expresso', 'Espresso', 'espresso'),
      },
      { brand: 'Polder', code: 'PF12', spec: t('filter', 'filtre', 'Filter', 'filter') },
      {
        brand: 'Voltana',
        code: 'VC3',
        spec: t('volautomaat', 'automatique', 'Vollautomat', 'bean to cup'),
      },
    ],
  },
  {
    key: 'magnetrons',
    category: t('Magnetrons', 'Micro-ondes', 'Mikrowellen', 'Microwaves'),
    word: t('Magnetron', 'Micro-ondes', 'Mikrowelle', 'Microwave'),
    products: [
      {
        brand: 'Voltana',
        code: 'CM320',
        spec: t('32 liter', '32 litres', '32 Liter', '32 litres'),
      },
      { brand: 'Kouda', code: 'KM20', spec: t('20 liter', '20 litres', '20 Liter', '20 litres') },
      {
        brand: 'Brabant',
        code: 'BM25G',
        spec: t('met grill', 'avec gril', 'mit Grill', 'with grill'),
      },
    ],
  },
  {
    key: 'laptops',
    category: t('Laptops', 'Ordinateurs portables', 'Laptops', 'Laptops'),
    word: t('Laptop', 'Ordinateur portable', 'Laptop', 'Laptop'),
    products: [
      { brand: 'Bitwijs', code: 'G16-321T', spec: t('16 inch', '16 pouces', '16 Zoll', '16 inch') },
      { brand: 'Rekenaar', code: 'R14', spec: t('14 inch', '14 pouces', '14 Zoll', '14 inch') },
      { brand: 'Vonk', code: 'VB13', spec: t('13 inch', '13 pouces', '13 Zoll', '13 inch') },
    ],
  },
  {
    key: 'bokshandschoenen',
    category: t('Bokshandschoenen', 'Gants de boxe', 'Boxhandschuhe', 'Boxing gloves'),
    word: t('Bokshandschoenen', 'Gants de boxe', 'Boxhandschuhe', 'Boxing gloves'),
    products: [
      { brand: 'Vuistvast', code: 'TR14', spec: t('14 oz', '14 oz', '14 oz', '14 oz') },
      { brand: 'Ringmeester', code: 'RM10', spec: t('10 oz', '10 oz', '10 oz', '10 oz') },
      { brand: 'Sterk', code: 'SB12', spec: t('leer', 'cuir', 'Leder', 'leather') },
    ],
  },
  {
    key: 'waterkokers',
    category: t('Waterkokers', 'Bouilloires', 'Wasserkocher', 'Kettles'),
    word: t('Waterkoker', 'Bouilloire', 'Wasserkocher', 'Kettle'),
    products: [
      {
        brand: 'Polder',
        code: 'WK17',
        spec: t('1,7 liter', '1,7 litre', '1,7 Liter', '1.7 litre'),
      },
      { brand: 'Brabant', code: 'BK10', spec: t('glas', 'verre', 'Glas', 'glass') },
      {
        brand: 'Voltana',
        code: 'VK12T',
        spec: t(
          'met temperatuurkeuze',
          'avec réglage de température',
          'mit Temperaturwahl',
          'with temperature control',
        ),
      },
    ],
  },
  {
    key: 'strijkijzers',
    category: t('Strijkijzers', 'Fers à repasser', 'Bügeleisen', 'Irons'),
    word: t('Strijkijzer', 'Fer à repasser', 'Bügeleisen', 'Steam iron'),
    products: [
      { brand: 'Polder', code: 'SI24', spec: t('stoom', 'vapeur', 'Dampf', '2400 W') },
      {
        brand: 'Kouda',
        code: 'KS30',
        spec: t('stoomgenerator', 'centrale vapeur', 'Dampfbügelstation', 'steam generator'),
      },
      { brand: 'Voltana', code: 'VS20', spec: t('reis', 'voyage', 'Reise', 'travel') },
    ],
  },
];

/** Accessories whose names mention a kind; a search for the kind must not bring them first. */
export const accessories: { brand: string; code: string; name: Texts }[] = [
  {
    brand: 'Voltana',
    code: 'STK10',
    name: t(
      'Tussenstuk wasmachine/droger',
      'Kit de superposition lave-linge/sèche-linge',
      'Zwischenbaurahmen Waschmaschine/Trockner',
      'Stacking kit washing machine/dryer',
    ),
  },
  {
    brand: 'Bonenbrander',
    code: 'OK1',
    name: t(
      'Ontkalker voor koffiezetapparaten',
      'Détartrant pour machines à café',
      'Entkalker für Kaffeemaschinen',
      'Descaler for coffee machines',
    ),
  },
  {
    brand: 'Vonk',
    code: 'WB65',
    name: t(
      'TV-muurbeugel 32-65 inch',
      'Support mural TV 32-65 pouces',
      'TV-Wandhalterung 32-65 Zoll',
      'TV wall bracket 32-65 inch',
    ),
  },
  {
    brand: 'Bitwijs',
    code: 'TS15',
    name: t(
      'Laptoptas 15 inch',
      'Sacoche pour ordinateur portable 15 pouces',
      'Laptoptasche 15 Zoll',
      'Laptop bag 15 inch',
    ),
  },
];
