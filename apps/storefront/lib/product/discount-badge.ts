/**
 * What the discount badge says (spec §9): the percentage off when it rounds to at least 1 %,
 * else the amount off. A bundle's accessory discount (5 % of the accessory alone) is often under
 * 1 % of the whole bundle, and '-0%' would say there is no discount at all.
 */
export type DiscountBadge =
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; amount: { value: number; currency: string } }
  | null;

export function discountBadge(price: {
  regular: { value: number; currency: string };
  final: { value: number; currency: string };
  percentOff: number;
}): DiscountBadge {
  const amountOff = Math.round((price.regular.value - price.final.value) * 100) / 100;
  if (amountOff <= 0) return null;
  const percent = Math.round(price.percentOff);
  if (percent >= 1) return { kind: 'percent', percent };
  return { kind: 'amount', amount: { value: amountOff, currency: price.final.currency } };
}
