import { priceRangeOf } from './price-range.ts';
import {
  bundleAccessoryCents,
  finalPriceCents,
  installmentCents,
  isOutOfAssortment,
  money,
  percentOff,
  shopDate,
  shouldDisplayPrice,
  specialPriceApplies,
  visibleTierPrices,
} from './product-price.ts';

/**
 * The price rules (spec §9: special prices, instalments, tiers, bundle discount) as one service.
 * They are pure functions of a product's price facts, so the catalogue and, later, cart totals
 * use the same rules without depending on each other.
 */
export const pricingService = {
  shopDate,
  specialPriceApplies,
  finalPriceCents,
  percentOff,
  installmentCents,
  visibleTierPrices,
  bundleAccessoryCents,
  priceRangeOf,
  shouldDisplayPrice,
  isOutOfAssortment,
  money,
};

export type PricingService = typeof pricingService;
