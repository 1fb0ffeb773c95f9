import { cartLimits } from '@/lib/config/cart';

/**
 * spec §5 quantity stepper: typed text becomes a quantity between the minimum and the shop's
 * maximum; anything that is not a whole number keeps the previous value.
 */
export function parseQuantity(
  raw: string,
  previous: number,
  min = 1,
  max: number = cartLimits.maxQuantity,
): number {
  const text = raw.trim();
  if (!/^\d{1,4}$/.test(text)) return previous;
  return Math.min(max, Math.max(min, Number(text)));
}

/** A step up or down, never below the minimum nor above the maximum. */
export function stepQuantity(
  current: number,
  delta: number,
  min = 1,
  max: number = cartLimits.maxQuantity,
): number {
  return Math.min(max, Math.max(min, current + delta));
}
