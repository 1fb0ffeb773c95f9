import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { coupons } from './schema.ts';

/** Letters and digits nobody mixes up when typing a code from a mail (no 0/O, 1/I/L, U). */
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 30: about 59 bits, so codes cannot be guessed or enumerated. */
const randomPartLength = 12;

export interface IssuedCoupon {
  /** Start of the code, e.g. `WELKOM`; letters and digits only. */
  prefix: string;
  percent: number;
  label: string;
  /** Days the code stays valid from the day it is issued. */
  validDays: number;
  minSubtotalCents?: number;
}

/** `PREFIX-XXXXXXXXXXXX` with a random part from `codeAlphabet`. */
export function newCouponCode(prefix: string): string {
  let random = '';
  for (let i = 0; i < randomPartLength; i += 1)
    random += codeAlphabet[randomInt(codeAlphabet.length)];
  return `${prefix.toUpperCase()}-${random}`;
}

/** The calendar day `days` after `from`, as the coupon table's dates are kept (YYYY-MM-DD). */
function dayAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Writes a new single-use percentage coupon in the caller's transaction and returns its code.
 * The code is the only key: whoever holds it may use it, once.
 */
export async function issueSingleUseCoupon(
  tx: Database,
  coupon: IssuedCoupon,
  now: Date,
): Promise<{ code: string; validTo: string }> {
  if (!/^[A-Z0-9]{1,20}$/i.test(coupon.prefix))
    throw new Error('A coupon prefix is 1 to 20 letters');
  if (!Number.isInteger(coupon.percent) || coupon.percent < 1 || coupon.percent > 100)
    throw new Error('A coupon takes 1 to 100 percent off');
  const validTo = dayAfter(now, coupon.validDays);
  for (;;) {
    const code = newCouponCode(coupon.prefix);
    const inserted = await tx
      .insert(coupons)
      .values({
        code,
        kind: 'percent',
        amount: coupon.percent,
        minSubtotalCents: coupon.minSubtotalCents ?? 0,
        validFrom: dayAfter(now, 0),
        validTo,
        label: coupon.label,
        singleUse: true,
        createdAt: now,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ code: coupons.code });
    // A clash of 59 random bits is next to impossible; a clash simply draws again.
    if (inserted.length === 1) return { code, validTo };
  }
}

/**
 * Spends a single-use code for an order in the order's transaction. The update takes the coupon
 * row's lock and re-checks `used_by_order IS NULL` after any other transaction holding it
 * commits, so of two orders placed at once with one code exactly one gets it.
 * @returns false when another order already spent the code.
 */
export async function spendSingleUseCoupon(
  tx: Database,
  code: string,
  orderNumber: string,
): Promise<boolean> {
  const spent = await tx
    .update(coupons)
    .set({ usedByOrder: orderNumber })
    .where(and(eq(coupons.code, code), eq(coupons.singleUse, true), isNull(coupons.usedByOrder)))
    .returning({ code: coupons.code });
  return spent.length === 1;
}

/** A cancelled order gives its single-use code back. */
export async function releaseSingleUseCoupons(tx: Database, orderNumber: string): Promise<void> {
  await tx.update(coupons).set({ usedByOrder: null }).where(eq(coupons.usedByOrder, orderNumber));
}
