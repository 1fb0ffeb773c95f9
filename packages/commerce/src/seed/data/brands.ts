/** Fictional brands; `code` is the brand filter's option value and the SKU prefix source. */
export interface BrandDef {
  code: string;
  name: string;
  /** Three letters that start this brand's SKUs. */
  skuPrefix: string;
  /** Multiplies the base price of its products: premium brands above 1, budget below. */
  priceFactor: number;
  /** Wordmark colour on generated images. */
  color: string;
  description: string;
}

export const BRANDS: readonly BrandDef[] = [
  {
    code: 'voltana',
    name: 'Voltana',
    skuPrefix: 'VOL',
    priceFactor: 1.15,
    color: '#0b4f8a',
    description:
      'Voltana maakt sinds 1962 wasmachines, drogers en vaatwassers die jarenlang meegaan, ontwikkeld in Eindhoven.',
  },
  {
    code: 'frisko',
    name: 'Frisko',
    skuPrefix: 'FRI',
    priceFactor: 1.0,
    color: '#0096c7',
    description:
      'Frisko staat voor koelen, vriezen en wassen zonder poespas, met een scherpe prijs.',
  },
  {
    code: 'kouda',
    name: 'Kouda',
    skuPrefix: 'KOU',
    priceFactor: 1.1,
    color: '#1b998b',
    description: 'Kouda is specialist in koelkasten en vriezers met een laag energieverbruik.',
  },
  {
    code: 'brabant',
    name: 'Brabant',
    skuPrefix: 'BRA',
    priceFactor: 1.05,
    color: '#9b2226',
    description: 'Brabant bouwt ovens, kookplaten en vaatwassers voor wie graag en veel kookt.',
  },
  {
    code: 'polder',
    name: 'Polder',
    skuPrefix: 'POL',
    priceFactor: 0.82,
    color: '#588157',
    description: 'Polder levert degelijke huishoudelijke apparaten voor een vriendelijke prijs.',
  },
  {
    code: 'vonk',
    name: 'Vonk',
    skuPrefix: 'VON',
    priceFactor: 1.1,
    color: '#e85d04',
    description:
      'Vonk maakt televisies, soundbars en koptelefoons met een heldere, natuurlijke weergave.',
  },
  {
    code: 'lumen',
    name: 'Lumen',
    skuPrefix: 'LUM',
    priceFactor: 1.0,
    color: '#5a189a',
    description: 'Lumen combineert scherpe schermen met slimme software, van televisie tot laptop.',
  },
  {
    code: 'klankrijk',
    name: 'Klankrijk',
    skuPrefix: 'KLA',
    priceFactor: 0.95,
    color: '#3a0ca3',
    description: 'Klankrijk is het audiomerk voor iedereen die muziek en films voluit wil beleven.',
  },
  {
    code: 'bitwijs',
    name: 'Bitwijs',
    skuPrefix: 'BIT',
    priceFactor: 1.05,
    color: '#2b2d42',
    description: 'Bitwijs ontwerpt laptops en accessoires voor werk, studie en gaming.',
  },
  {
    code: 'ringmeester',
    name: 'Ringmeester',
    skuPrefix: 'RIN',
    priceFactor: 1.1,
    color: '#b5179e',
    description:
      'Ringmeester is opgericht door bokstrainers en maakt handschoenen en bokszakken voor de ring.',
  },
  {
    code: 'vuistvast',
    name: 'Vuistvast',
    skuPrefix: 'VUI',
    priceFactor: 0.9,
    color: '#d00000',
    description: 'Vuistvast levert betaalbare bokshandschoenen, bandages en mondbeschermers.',
  },
  {
    code: 'sterk',
    name: 'Sterk',
    skuPrefix: 'STE',
    priceFactor: 1.0,
    color: '#343a40',
    description: 'Sterk richt je thuisgym in: bokszakken, dumbbells, matten en loopbanden.',
  },
  {
    code: 'kernkracht',
    name: 'Kernkracht',
    skuPrefix: 'KER',
    priceFactor: 1.15,
    color: '#006d77',
    description: 'Kernkracht maakt fitnessapparatuur voor serieuze sporters.',
  },
];

export function brandByCode(code: string): BrandDef {
  const brand = BRANDS.find((candidate) => candidate.code === code);
  if (!brand) throw new Error(`unknown brand ${code}`);
  return brand;
}
