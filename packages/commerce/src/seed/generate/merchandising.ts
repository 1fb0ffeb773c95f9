import type { ProductStatus } from '../../catalog/schema.ts';
import type { BrandDef } from '../data/brands.ts';
import { CASH_BACK_ACTIONS, type LabelCode } from '../data/labels.ts';
import type { AnyProductKind } from '../data/kinds/index.ts';
import { addDays, SEED_BASE_DATE, shopDate } from '../dates.ts';
import type { Random } from '../random.ts';
import { clamp, discountedCents, retailCents } from './pricing.ts';

/** The first series get one status each, so even a tiny catalogue shows all five (spec §4). */
const FIRST_STATUSES: readonly ProductStatus[] = [
  'Actief',
  'Uitlopend',
  'Actief (op aanvraag)',
  'Uit assortiment',
  'Pre-order',
];

export function statusForSeries(r: Random, seriesIndex: number, legacy: boolean): ProductStatus {
  const forced = FIRST_STATUSES[seriesIndex];
  if (forced) return forced;
  if (legacy)
    return r.weighted<ProductStatus>([
      ['Uitlopend', 5],
      ['Uit assortiment', 3],
      ['Actief', 2],
    ]);
  return r.weighted<ProductStatus>([
    ['Actief', 86],
    ['Actief (op aanvraag)', 4],
    ['Uit assortiment', 2],
    ['Uitlopend', 4],
    ['Pre-order', 4],
  ]);
}

/** spec §4: these two statuses hide the price, so they never get a sale price or cash-back. */
export function showsPrice(status: ProductStatus): boolean {
  return status !== 'Actief (op aanvraag)' && status !== 'Uit assortiment';
}

/** Counted back from the fixed base date so `created_at` is reproducible. */
export function createdAtFor(r: Random, status: ProductStatus, legacy: boolean): Date {
  const days = status === 'Pre-order' ? r.int(0, 20) : legacy ? r.int(600, 1100) : r.int(0, 540);
  return new Date(SEED_BASE_DATE.getTime() - days * 86_400_000 - r.int(0, 86_399) * 1000);
}

/** Units of a pre-order product the shop may sell before it arrives. */
const PRE_ORDER_ALLOTMENT = 25;

export function stockFor(
  r: Random,
  status: ProductStatus,
): { stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK'; onlineQty: number } {
  switch (status) {
    case 'Uit assortiment':
      return { stockStatus: 'OUT_OF_STOCK', onlineQty: 0 };
    case 'Pre-order':
      // Sold from the first delivery the supplier confirmed: the cart sells these units, so the
      // catalogue says in stock exactly when the cart would take it (ADR 0023). A fixed allotment
      // draws nothing from `r`, so the rest of the demo shop stays as it was generated.
      return { stockStatus: 'IN_STOCK', onlineQty: PRE_ORDER_ALLOTMENT };
    case 'Actief (op aanvraag)':
      // Ordered for the shopper in a store, never held: nothing on hand to sell online.
      return { stockStatus: 'OUT_OF_STOCK', onlineQty: 0 };
    case 'Uitlopend':
      return r.chance(0.3)
        ? { stockStatus: 'OUT_OF_STOCK', onlineQty: 0 }
        : { stockStatus: 'IN_STOCK', onlineQty: r.int(1, 5) };
    default:
      return r.chance(0.05)
        ? { stockStatus: 'OUT_OF_STOCK', onlineQty: 0 }
        : { stockStatus: 'IN_STOCK', onlineQty: 1 + r.skewed(80, 2) };
  }
}

export interface Prices {
  priceCents: number;
  specialPriceCents: number | null;
  specialToDate: string | null;
  priceInStoreCents: number | null;
  /** What the shopper pays at `now`: the special price only while it runs. */
  finalCents: number;
}

/**
 * Sale prices mostly end a few days after `now` so they run when the shop starts; some have no
 * end date and a few ended already (the engine must then ignore them, and there is no sale
 * label).
 */
export function pricesFor(r: Random, priceCents: number, status: ProductStatus, now: Date): Prices {
  let specialPriceCents: number | null = null;
  let specialToDate: string | null = null;
  if (showsPrice(status) && status !== 'Pre-order' && r.chance(0.2)) {
    specialPriceCents = discountedCents(priceCents, r.pick([5, 10, 10, 15, 15, 20, 25]));
    const ending = r.weighted([
      ['running', 8],
      ['open', 1],
      ['ended', 1],
    ] as const);
    if (ending === 'running') specialToDate = shopDate(addDays(now, r.int(3, 35)));
    if (ending === 'ended') specialToDate = shopDate(addDays(now, -r.int(1, 30)));
  }
  const finalCents = finalPriceAt(now, priceCents, specialPriceCents, specialToDate);
  let priceInStoreCents: number | null = null;
  const roll = r.next();
  if (showsPrice(status) && roll < 0.1 && finalCents > 5_000) {
    priceInStoreCents = discountedCents(finalCents, r.pick([3, 5, 8]));
  } else if (roll < 0.5) {
    priceInStoreCents = finalCents;
  }
  return { priceCents, specialPriceCents, specialToDate, priceInStoreCents, finalCents };
}

export function regularPriceCents(
  r: Random,
  kind: AnyProductKind,
  brand: BrandDef,
  baseEuros: number,
): number {
  return retailCents(clamp(baseEuros * brand.priceFactor * r.float(0.96, 1.06), kind.priceRange));
}

/** A special price counts through the end of its to-date (shop time); no date means no end. */
export function finalPriceAt(
  now: Date,
  priceCents: number,
  specialPriceCents: number | null | undefined,
  specialToDate: string | null | undefined,
): number {
  if (specialPriceCents === null || specialPriceCents === undefined) return priceCents;
  return !specialToDate || specialToDate >= shopDate(now) ? specialPriceCents : priceCents;
}

/** Links a running cash-back action of the product's brand and kind, for about half of them. */
export function cashBackFor(
  r: Random,
  kind: AnyProductKind,
  brand: BrandDef,
  finalCents: number,
  status: ProductStatus,
): number | null {
  if (!showsPrice(status)) return null;
  const matching = CASH_BACK_ACTIONS.map((action, index) => ({ action, id: index + 1 })).filter(
    ({ action }) =>
      action.brands.includes(brand.code) &&
      action.kinds.includes(kind.key) &&
      finalCents >= action.minPriceEuros * 100,
  );
  if (!matching.length || !r.chance(0.45)) return null;
  return r.pick(matching).id;
}

export function reviewsFor(r: Random): { ratingSummary: number; reviewCount: number } {
  if (!r.chance(0.75)) return { ratingSummary: 0, reviewCount: 0 };
  return { ratingSummary: 100 - r.skewed(50, 2.5), reviewCount: 1 + r.skewed(400, 3) };
}

const EFFICIENT = new Set(['A', 'B', 'A+++', 'A++']);
const EDITORIAL: readonly LabelCode[] = [
  'predicate',
  'predicateTwo',
  'best_tested',
  'best_purchase',
];

/** Labels follow from the data where they can (spec §3 product_labels), the rest is editorial. */
export function labelsFor(
  r: Random,
  p: {
    specialPriceCents: number | null;
    cashBackId: number | null;
    priceInStoreCents: number | null;
    finalCents: number;
    createdAt: Date;
    energyClass: string | null;
    ratingSummary: number;
    reviewCount: number;
    status: ProductStatus;
  },
): LabelCode[] {
  const labels: LabelCode[] = [];
  if (p.specialPriceCents !== null && p.finalCents === p.specialPriceCents) labels.push('sale');
  if (p.cashBackId !== null) labels.push('cash_back_action');
  if (p.priceInStoreCents !== null && p.priceInStoreCents < p.finalCents)
    labels.push('cheaper_in_store');
  if (SEED_BASE_DATE.getTime() - p.createdAt.getTime() < 60 * 86_400_000) labels.push('new');
  if (p.status === 'Uit assortiment') return labels;
  if (p.ratingSummary >= 85 && p.reviewCount >= 10 && r.chance(0.3)) labels.push(r.pick(EDITORIAL));
  if (r.chance(0.05)) {
    labels.push(
      p.energyClass && EFFICIENT.has(p.energyClass)
        ? 'energy_efficient_and_our_choice_drop_down'
        : 'our_choice',
    );
  }
  if (r.chance(0.03)) labels.push('recommended');
  return labels;
}
