import { describe, expect, it } from 'vitest';
import type { OrderWithItems } from '../orders/order-service.ts';
import { planRefund } from './refund-amounts.ts';

/** Two lines, a € 10 coupon on € 100 and € 2.95 shipping: € 92.95 paid. */
const order = {
  totals: {
    subtotalCents: 100_00,
    discountCents: 10_00,
    discountLabel: 'TIEN',
    shippingCents: 2_95,
    taxCents: 0,
    grandTotalCents: 92_95,
  },
  items: [
    { sku: 'A', name: 'A', quantity: 3, unitCents: 20_00, rowCents: 60_00 },
    { sku: 'B', name: 'B', quantity: 1, unitCents: 40_00, rowCents: 40_00 },
  ],
} as unknown as OrderWithItems;

describe('what a refund pays back', () => {
  it('refunds units less their share of the coupon, and shipping once', () => {
    const plan = planRefund(order, 92_95, [], {
      lines: [{ sku: 'A', quantity: 2 }],
      shipping: true,
    });
    expect(plan).toEqual({
      amountCents: 36_00 + 2_95,
      lines: [{ sku: 'A', quantity: 2, amountCents: 36_00 }],
      shippingCents: 2_95,
    });
    const again = planRefund(order, 92_95, [plan as never], {
      lines: [{ sku: 'A', quantity: 2 }],
    });
    expect(again).toEqual({ code: 'REFUND_QUANTITY_TOO_HIGH', sku: 'A', refundable: 1 });
    expect(planRefund(order, 92_95, [plan as never], { shipping: true })).toEqual({
      code: 'REFUND_SHIPPING_ALREADY_REFUNDED',
    });
  });

  it('pays all that is left when nothing is named, and never more than was paid', () => {
    const earlier = { amountCents: 50_00, lines: [], shippingCents: 0 };
    expect(planRefund(order, 92_95, [earlier], {})).toMatchObject({ amountCents: 42_95 });
    expect(planRefund(order, 92_95, [earlier], { amountCents: 42_96 })).toEqual({
      code: 'REFUND_EXCEEDS_PAID',
      refundableCents: 42_95,
    });
    expect(planRefund(order, 92_95, [earlier], { lines: [{ sku: 'C', quantity: 1 }] })).toEqual({
      code: 'REFUND_UNKNOWN_LINE',
      sku: 'C',
    });
    expect(planRefund(order, 92_95, [{ ...earlier, amountCents: 92_95 }], {})).toEqual({
      code: 'REFUND_NOTHING_TO_REFUND',
    });
  });
});
