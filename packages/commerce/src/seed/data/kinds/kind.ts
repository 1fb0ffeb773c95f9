import type { Random } from '../../random.ts';
import type { Pictogram } from '../../images/pictograms.ts';
import type { BrandDef } from '../brands.ts';
import type { ColorGroup } from '../colors.ts';
import type { DeliveryType } from '../delivery.ts';
import type { EnergyClass } from '../attributes.ts';

export interface Usp {
  code: string;
  label: string;
  value: string;
}

/** What one series draws once and shares between its sibling models. */
export interface SeriesContext {
  r: Random;
  brand: BrandDef;
  /** Model line, e.g. `WM`; images are shared per line. */
  line: string;
  /** An older series: old-style energy label, older creation date, often phased out. */
  legacy: boolean;
}

/** One sellable model as a kind describes it; the generator adds ids, prices and stock. */
export interface ProductSpec {
  /** Model code before the generator makes it unique per brand, e.g. `WM814`. */
  model: string;
  /** Product name with `{model}` where the (unique) model code goes. */
  name: string;
  /** Kind-specific attributes: option values for filterable ones, display text otherwise. */
  attributes: Record<string, string>;
  color: ColorGroup;
  energyClass?: EnergyClass;
  /** Energy use as shown on the label, e.g. `52 kWh/100 cycli`. */
  energyConsumption?: string;
  /** Base price in euros before the brand factor and retail rounding. */
  priceEuros: number;
  /** Names of longtail categories (children of the kind's category) the model belongs to. */
  longtail: string[];
  /** Up to six; the engine keeps four (spec §9). */
  usps: Usp[];
  /** Sentences for the description. */
  highlights: string[];
  /** One sentence for the short description. */
  summary: string;
  /** Label among sibling variations, e.g. `8 kg`. */
  variantLabel?: string;
}

/** A child of a configurable product (e.g. one colour and size of a boxing glove). */
export interface ChildSpec {
  attributes: Record<string, string>;
  color: ColorGroup;
  /** Appended to the parent name, e.g. `rood 14 oz`. */
  label: string;
  skuSuffix: string;
  priceDeltaEuros: number;
}

export interface ProductKind<S> {
  key: string;
  /** spec §3 productgroup_label, e.g. `Wasmachine`. */
  group: string;
  /** Url path of the kind's leaf category. */
  category: string;
  pictogram: Pictogram;
  /** Relative share of the catalogue. */
  share: number;
  brands: readonly string[];
  lines: readonly string[];
  delivery: DeliveryType;
  warrantyYears: number;
  /** Retail price bounds in euros. */
  priceRange: readonly [number, number];
  /** Share of series drawn as legacy (old energy label, phased out). */
  legacyShare?: number;
  /** Kind key of the accessory sold with it in bundles and shown as related. */
  accessory?: string;
  series(ctx: SeriesContext): S;
  /** Candidate variation keys; a series takes a run of one to three of them as siblings. */
  variations?(series: S): readonly string[];
  product(series: S, variation: string | undefined, ctx: SeriesContext): ProductSpec;
  configurable?: {
    options: readonly { attribute: string; label: string }[];
    children(series: S, ctx: SeriesContext): ChildSpec[];
  };
}

/** A kind with its series type erased, so kinds of different shapes share one list. */
export type AnyProductKind = ProductKind<unknown>;

export function defineKind<S>(kind: ProductKind<S>): AnyProductKind {
  return kind as unknown as AnyProductKind;
}

/** Dutch decimal notation: 15.6 → `15,6`. */
export function nl(value: number): string {
  return String(value).replace('.', ',');
}

export function yesNo(value: boolean): 'ja' | 'nee' {
  return value ? 'ja' : 'nee';
}

/** The number a label starts with: `8 kg` → 8, `15,6 inch` → 15.6. */
export function numberIn(label: string): number {
  const value = Number.parseFloat(label.replace(',', '.'));
  if (Number.isNaN(value)) throw new Error(`no number in "${label}"`);
  return value;
}

/** New-style EU classes by relative weight, or an old-style plus class for legacy series. */
export function energyClassFor(
  ctx: SeriesContext,
  weights: readonly (readonly [EnergyClass, number])[],
): EnergyClass {
  if (ctx.legacy)
    return ctx.r.weighted([
      ['A+++', 3],
      ['A++', 4],
      ['A+', 2],
    ] as const);
  return ctx.r.weighted(weights);
}

/** Cheaper to run is worth more: a price bonus per class step above G. */
export function energyBonus(energyClass: EnergyClass | undefined, perStep: number): number {
  if (!energyClass) return 0;
  const order = ['G', 'F', 'E', 'D', 'C', 'B', 'A', 'A+', 'A++', 'A+++'];
  return Math.max(0, order.indexOf(energyClass)) * perStep;
}
