import type { Random } from '../random.ts';

/**
 * A shelf price in cents as a Dutch retailer writes it: whole euros ending in 9 (549, 1299),
 * small items at ,95 so rounding in the storefront is exercised too.
 */
export function retailCents(euros: number): number {
  if (euros < 30) return Math.max(1, Math.floor(euros)) * 100 + 95;
  if (euros < 1000) return (Math.round(euros / 10) * 10 - 1) * 100;
  return (Math.round(euros / 50) * 50 - 1) * 100;
}

export function clamp(value: number, [min, max]: readonly [number, number]): number {
  return Math.min(max, Math.max(min, value));
}

/** A discounted shelf price strictly below the regular one. */
export function discountedCents(regularCents: number, percentOff: number): number {
  const cents = retailCents((regularCents * (100 - percentOff)) / 10_000);
  return cents < regularCents ? cents : regularCents - 100;
}

/** Staffel prices; quantity 1 is sometimes present too, which the engine drops (spec §9). */
export function tierPrices(
  r: Random,
  finalCents: number,
): { quantity: number; priceCents: number }[] {
  const tiers = [
    { quantity: 2, priceCents: Math.round((finalCents * 0.95) / 100) * 100 },
    { quantity: 3, priceCents: Math.round((finalCents * 0.9) / 100) * 100 },
  ];
  if (r.chance(0.4)) tiers.unshift({ quantity: 1, priceCents: finalCents });
  if (r.chance(0.3))
    tiers.push({ quantity: 5, priceCents: Math.round((finalCents * 0.85) / 100) * 100 });
  return tiers.filter(
    (tier) => tier.priceCents > 0 && (tier.quantity === 1 || tier.priceCents < finalCents),
  );
}
