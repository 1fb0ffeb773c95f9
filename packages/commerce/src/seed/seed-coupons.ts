import type { DatabaseHandle } from '../db/connection.ts';
import { coupons } from '../cart/schema.ts';

/** The demo shop's coupon: 10 % off from a subtotal of 50, once per e-mail address. */
export async function seedCoupons(handle: DatabaseHandle): Promise<void> {
  await handle.db
    .insert(coupons)
    .values({
      code: 'WELKOM10',
      kind: 'percent',
      amount: 10,
      minSubtotalCents: 50_00,
      label: 'Welkomstkorting 10%',
    })
    .onConflictDoNothing();
}
