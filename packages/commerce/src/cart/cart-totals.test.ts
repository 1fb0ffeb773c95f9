import { describe, expect, it } from 'vitest';
import { cartTotals, couponDiscount, excludingVat, homeDeliveryCents } from './cart-totals.ts';
import type { CouponRule } from './cart-records.ts';

const coupon = (rule: Partial<CouponRule>): CouponRule => ({
  code: 'TEST',
  kind: 'percent',
  amount: 10,
  minSubtotalCents: 0,
  validFrom: null,
  validTo: null,
  label: 'Test',
  ...rule,
});
const today = '2026-11-24';

describe('cart totals', () => {
  it('takes VAT as the part 21 % makes of an amount including it', () => {
    expect(excludingVat(121_00)).toBe(100_00);
    expect(excludingVat(4_295)).toBe(3_550);
    expect(excludingVat(1)).toBe(1);
  });

  it('ships home free from exactly 45, else 2.95', () => {
    expect(homeDeliveryCents(44_99)).toBe(2_95);
    expect(homeDeliveryCents(45_00)).toBe(0);
  });

  it('never lets a fixed coupon take more than the subtotal', () => {
    expect(couponDiscount(coupon({ kind: 'fixed', amount: 50_00 }), 30_00, today).cents).toBe(
      30_00,
    );
  });

  it('holds a coupon to its dates, the last day included', () => {
    expect(couponDiscount(coupon({ validTo: today }), 100_00, today).cents).toBe(10_00);
    expect(couponDiscount(coupon({ validFrom: '2026-11-25' }), 100_00, today).problem).toEqual({
      reason: 'COUPON_NOT_YET_VALID',
      params: { code: expect.any(String), from: '2026-11-25' },
      message: expect.stringMatching(/not valid yet/),
    });
  });

  it('says why a coupon gives nothing by a reason with its values', () => {
    const late = couponDiscount(coupon({ validTo: '2026-11-01' }), 100_00, today).problem;
    expect(late).toMatchObject({
      reason: 'COUPON_EXPIRED',
      message: expect.stringMatching(/expired/),
    });
    const small = couponDiscount(coupon({ minSubtotalCents: 150_00 }), 100_00, today).problem;
    expect(small).toMatchObject({
      reason: 'COUPON_MINIMUM_SUBTOTAL',
      params: { minimum: 150_00 },
      message: expect.stringContaining('€ 150.00'),
    });
  });

  it('takes the store price only for pickup and only where it is lower', () => {
    const lines = [
      { webUnitCents: 20_00, inStoreUnitCents: 18_00, quantity: 2 },
      { webUnitCents: 10_00, inStoreUnitCents: 12_00, quantity: 1 },
    ];
    const pickup = cartTotals({ lines, shipping: 'instore', coupon: null }, today);
    expect(pickup.subtotalCents).toBe(46_00);
    expect(pickup.inStoreDiscountCents).toBe(4_00);
    expect(pickup.shippingCents).toBe(0);
    const home = cartTotals({ lines, shipping: 'flatrate', coupon: null }, today);
    expect(home.subtotalCents).toBe(50_00);
    expect(home.inStoreDiscountCents).toBe(0);
  });

  it('computes shipping on the subtotal before the coupon, VAT on the grand total', () => {
    const totals = cartTotals(
      {
        lines: [{ webUnitCents: 50_00, inStoreUnitCents: null, quantity: 1 }],
        shipping: 'flatrate',
        coupon: coupon({ amount: 20 }),
      },
      today,
    );
    expect(totals.couponDiscountCents).toBe(10_00);
    expect(totals.shippingCents).toBe(0);
    expect(totals.grandTotalCents).toBe(40_00);
    expect(totals.taxCents).toBe(40_00 - excludingVat(40_00));
  });
});
