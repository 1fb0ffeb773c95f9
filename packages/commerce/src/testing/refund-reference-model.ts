import fc from 'fast-check';

/** An order as the model sees it: units at a price, a coupon off the subtotal, shipping. */
export interface ModelOrder {
  items: { sku: string; quantity: number; unitCents: number }[];
  discountCents: number;
  shippingCents: number;
}

/** One thing staff ask to pay back (ADR 0025): lines, shipping, an amount, or the rest. */
export type RefundStep =
  | { kind: 'lines'; lines: { sku: string; quantity: number }[]; shipping: boolean }
  | { kind: 'amount'; amountCents: number }
  | { kind: 'lines-and-amount'; lines: { sku: string; quantity: number }[]; amountCents: number }
  | { kind: 'rest' };

/**
 * What an order's refunds must come to, kept the plain way: money paid, money back so far,
 * units and shipping already paid back. A line's units are worth their price less their share of
 * the coupon, rounded down; the rest is whatever was paid and not yet paid back.
 */
export class RefundBooks {
  readonly paidCents: number;
  refundedCents = 0;
  private readonly unitsBack = new Map<string, number>();
  private shippingBack = false;

  constructor(readonly order: ModelOrder) {
    this.paidCents = this.subtotal() - order.discountCents + order.shippingCents;
  }

  private subtotal() {
    return this.order.items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
  }

  /** Units of a line, less the coupon's share, to the cent below. */
  worth(sku: string, quantity: number): number {
    const item = this.order.items.find((candidate) => candidate.sku === sku)!;
    const subtotal = this.subtotal();
    return Math.floor(
      (item.unitCents * quantity * (subtotal - this.order.discountCents)) / subtotal,
    );
  }

  unitsLeft(sku: string): number {
    const item = this.order.items.find((candidate) => candidate.sku === sku)!;
    return item.quantity - (this.unitsBack.get(sku) ?? 0);
  }

  /**
   * What the step pays back and which units, or null when the shop must refuse it (more units
   * than are left, shipping twice, more money than is left, nothing at all).
   */
  expect(step: RefundStep): {
    amountCents: number;
    lines: { sku: string; quantity: number; amountCents: number }[];
    shippingCents: number;
  } | null {
    const left = this.paidCents - this.refundedCents;
    if (step.kind === 'rest') {
      if (left <= 0) return null;
      const lines = this.order.items
        .map((item) => ({ sku: item.sku, quantity: this.unitsLeft(item.sku) }))
        .filter((line) => line.quantity > 0)
        .map((line) => ({ ...line, amountCents: this.worth(line.sku, line.quantity) }));
      return {
        amountCents: left,
        lines,
        shippingCents: this.shippingBack ? 0 : this.order.shippingCents,
      };
    }
    const asked = step.kind === 'amount' ? [] : step.lines;
    const lines: { sku: string; quantity: number; amountCents: number }[] = [];
    for (const line of asked) {
      const taken = lines.filter((l) => l.sku === line.sku).reduce((s, l) => s + l.quantity, 0);
      if (line.quantity > this.unitsLeft(line.sku) - taken) return null;
      lines.push({ ...line, amountCents: this.worth(line.sku, line.quantity) });
    }
    const shipping = step.kind === 'lines' && step.shipping;
    if (shipping && this.shippingBack) return null;
    const shippingCents = shipping ? this.order.shippingCents : 0;
    const extra = step.kind === 'lines' ? 0 : step.amountCents;
    const amountCents = extra + shippingCents + lines.reduce((s, l) => s + l.amountCents, 0);
    if (amountCents < 1 || amountCents > left) return null;
    return { amountCents, lines, shippingCents };
  }

  /** Books a refund the shop made. */
  record(refund: NonNullable<ReturnType<RefundBooks['expect']>>) {
    this.refundedCents += refund.amountCents;
    for (const line of refund.lines) {
      this.unitsBack.set(line.sku, (this.unitsBack.get(line.sku) ?? 0) + line.quantity);
    }
    if (refund.shippingCents > 0) this.shippingBack = true;
  }
}

/** Random sequences of refunds of an order with the given SKUs, as staff might ask them. */
export function refundSteps(skus: readonly string[], maxAmountCents: number) {
  const lines = fc.array(
    fc.record({ sku: fc.constantFrom(...skus), quantity: fc.integer({ min: 1, max: 3 }) }),
    { minLength: 1, maxLength: 2 },
  );
  const amount = fc.oneof(
    fc.integer({ min: 1, max: 20_00 }),
    fc.integer({ min: 1, max: maxAmountCents }),
  );
  const step: fc.Arbitrary<RefundStep> = fc.oneof(
    fc.record({ kind: fc.constant('lines' as const), lines, shipping: fc.boolean() }),
    fc.record({ kind: fc.constant('amount' as const), amountCents: amount }),
    fc.record({ kind: fc.constant('lines-and-amount' as const), lines, amountCents: amount }),
    fc.constant({ kind: 'rest' as const }),
  );
  return fc.array(step, { minLength: 1, maxLength: 6 });
}
