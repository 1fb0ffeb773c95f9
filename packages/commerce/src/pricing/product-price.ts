import { shopConstants } from '../config/constants.ts';

/** The price facts of one product, in integer cents. */
export interface PriceFacts {
  priceCents: number;
  specialPriceCents: number | null;
  /** `YYYY-MM-DD`; the special price holds through this day (shop time zone). */
  specialToDate: string | null;
  /** `YYYY-MM-DD`; the special price holds from this day on (set in the back office only). */
  specialFromDate?: string | null;
}

// Creating a formatter costs far more than using one; listings ask for the date per product.
const shopDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: shopConstants.store.timezone });

/** Today's date in the shop's time zone as `YYYY-MM-DD`. */
export function shopDate(now: Date): string {
  return shopDateFormat.format(now);
}

/**
 * The special price counts when it is lower than the regular price, has started and has not
 * ended.
 */
export function specialPriceApplies(facts: PriceFacts, today: string): boolean {
  if (facts.specialPriceCents === null || facts.specialPriceCents >= facts.priceCents) return false;
  if (facts.specialFromDate && facts.specialFromDate > today) return false;
  return facts.specialToDate === null || facts.specialToDate >= today;
}

export function finalPriceCents(facts: PriceFacts, today: string): number {
  return specialPriceApplies(facts, today) ? facts.specialPriceCents! : facts.priceCents;
}

/** Whole percent off, as Magento reports it; 0 when there is no discount. */
export function percentOff(regularCents: number, finalCents: number): number {
  if (regularCents <= 0 || finalCents >= regularCents) return 0;
  return Math.round(((regularCents - finalCents) * 10_000) / regularCents) / 100;
}

/**
 * spec §9: the instalment is the final price divided by 3, offered only from 250 up to 10000.
 * Rounded up to the cent so three instalments never add up to less than the price.
 */
export function installmentCents(finalCents: number): number | null {
  const { count, minCents, maxCents } = shopConstants.installments;
  if (finalCents < minCents || finalCents > maxCents) return null;
  return Math.ceil(finalCents / count);
}

export interface TierPriceRow {
  quantity: number;
  priceCents: number;
}

/** spec §3/§9: tiers for quantity 1 are dropped; the rest sorted by quantity with their discount. */
export function visibleTierPrices(tiers: TierPriceRow[], finalCents: number) {
  return tiers
    .filter((tier) => tier.quantity > 1)
    .sort((a, b) => a.quantity - b.quantity)
    .map((tier) => ({
      quantity: tier.quantity,
      priceCents: tier.priceCents,
      percentOff: percentOff(finalCents, tier.priceCents),
      amountOffCents: Math.max(0, finalCents - tier.priceCents),
    }));
}

/** The price of an accessory inside a bundle: the bundle discount off, rounded to the cent. */
export function bundleAccessoryCents(accessoryFinalCents: number): number {
  const discount = shopConstants.accessoryBundleDiscountPercent;
  return Math.round((accessoryFinalCents * (100 - discount)) / 100);
}

/** spec §4: the price is hidden for these statuses. */
const statusesWithoutPrice = new Set(['Actief (op aanvraag)', 'Uit assortiment']);

export function shouldDisplayPrice(status: string): boolean {
  return !statusesWithoutPrice.has(status);
}

export function isOutOfAssortment(status: string): boolean {
  return status === 'Uit assortiment';
}

/** Money as the API shows it: euros with cents, computed from exact cents. */
export function money(cents: number) {
  return { value: cents / 100, currency: shopConstants.store.currency };
}
