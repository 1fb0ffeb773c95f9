/** Product label definitions (spec §3 product_labels, §9 labels kept). */
export const LABEL_DEFINITIONS = [
  { code: 'sale', label: 'Aanbieding', color: '#e30613', pdp: true },
  { code: 'cash_back_action', label: 'Cashback', color: '#00a0e1', pdp: true },
  // spec §9: cheaper_in_store is not shown on the product page.
  { code: 'cheaper_in_store', label: 'Goedkoper in de winkel', color: '#f39200', pdp: false },
  { code: 'predicate', label: 'Beste Koop', color: '#0b6e4f', pdp: true },
  { code: 'predicateTwo', label: 'Beste uit de Test', color: '#0b6e4f', pdp: true },
  {
    code: 'energy_efficient_and_our_choice_drop_down',
    label: 'Zuinig én onze keuze',
    color: '#2e7d32',
    pdp: true,
  },
  { code: 'our_choice', label: 'Onze keuze', color: '#1e58c8', pdp: true },
  { code: 'best_purchase', label: 'Beste aankoop', color: '#7b1fa2', pdp: true },
  { code: 'best_tested', label: 'Best getest', color: '#455a64', pdp: true },
  { code: 'new', label: 'Nieuw', color: '#ffb300', pdp: true },
  { code: 'recommended', label: 'Aanbevolen', color: '#6d4c41', pdp: true },
] as const;

export type LabelCode = (typeof LABEL_DEFINITIONS)[number]['code'];

/** Cash-back actions; a product of a matching brand and kind may link one. */
export interface CashBackDef {
  name: string;
  description: string;
  amountEuros: number;
  brands: readonly string[];
  kinds: readonly string[];
  /** Only products at or above this price qualify. */
  minPriceEuros: number;
  /** Days from the seed's `now` until the action ends. */
  daysLeft: number;
}

export const CASH_BACK_ACTIONS: readonly CashBackDef[] = [
  {
    name: 'Voltana wascashback',
    description:
      'Koop een wasmachine of droger van Voltana en krijg tot €100 terug. Registreer je aankoop binnen 30 dagen.',
    amountEuros: 100,
    brands: ['voltana'],
    kinds: ['washer', 'dryer'],
    minPriceEuros: 600,
    daysLeft: 45,
  },
  {
    name: 'Voltana cashback',
    description: 'Tijdelijk €50 terug op geselecteerde Voltana-apparaten.',
    amountEuros: 50,
    brands: ['voltana'],
    kinds: ['washer', 'dryer', 'dishwasher', 'fridge'],
    minPriceEuros: 0,
    daysLeft: 20,
  },
  {
    name: 'Kouda koelcashback',
    description: 'Ontvang €75 terug bij aankoop van een Kouda koelkast of vriezer.',
    amountEuros: 75,
    brands: ['kouda'],
    kinds: ['fridge', 'freezer'],
    minPriceEuros: 400,
    daysLeft: 60,
  },
  {
    name: 'Vonk tv-cashback',
    description: 'Tot €200 terug op Vonk OLED- en Mini-LED-televisies.',
    amountEuros: 200,
    brands: ['vonk'],
    kinds: ['tv'],
    minPriceEuros: 1200,
    daysLeft: 30,
  },
  {
    name: 'Lumen schermactie',
    description: '€50 terug op Lumen televisies en laptops.',
    amountEuros: 50,
    brands: ['lumen'],
    kinds: ['tv', 'laptop'],
    minPriceEuros: 500,
    daysLeft: 14,
  },
  {
    name: 'Brabant kookcashback',
    description: 'Koop een Brabant oven of kookplaat en krijg €75 terug.',
    amountEuros: 75,
    brands: ['brabant'],
    kinds: ['oven', 'hob'],
    minPriceEuros: 500,
    daysLeft: 75,
  },
  {
    name: 'Kernkracht thuisfitness',
    description: '€100 terug op Kernkracht loopbanden.',
    amountEuros: 100,
    brands: ['kernkracht'],
    kinds: ['treadmill'],
    minPriceEuros: 900,
    daysLeft: 40,
  },
];
