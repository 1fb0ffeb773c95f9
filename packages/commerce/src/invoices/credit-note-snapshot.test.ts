import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RefundBooks, refundSteps, type ModelOrder } from '../testing/refund-reference-model.ts';
import { creditNoteSnapshotOf, splitOverRates } from './credit-note-snapshot.ts';
import type { InvoiceSnapshot } from './invoice-records.ts';
import { invoiceSnapshotOf, vatPart, vatTotalsOf } from './invoice-snapshot.ts';
import { demoSeller } from './shop-legal.ts';
import { handMadeOrder } from './testing/invoice-fixtures.ts';

const issuedAt = new Date('2026-11-21T09:30:00Z');
const rates = [21, 9, 0] as const;

/** An invoice of the model's order, its lines at the given rates (the discount at the largest line's). */
function invoiceOf(order: ModelOrder, lineRates: number[], shippingRate: number): InvoiceSnapshot {
  const items = order.items.map((item, index) => ({
    ...handMadeOrder(1).items[0]!,
    id: index + 1,
    sku: item.sku,
    name: `Product ${item.sku}`,
    quantity: item.quantity,
    unitCents: item.unitCents,
    rowCents: item.quantity * item.unitCents,
  }));
  const subtotalCents = items.reduce((sum, item) => sum + item.rowCents, 0);
  const grandTotalCents = subtotalCents - order.discountCents + order.shippingCents;
  const base = invoiceSnapshotOf(
    handMadeOrder(1, {
      items,
      shippingMethod: order.shippingCents > 0 ? 'flatrate' : 'instore',
      pickupLocationCode: order.shippingCents > 0 ? null : 'amsterdam',
      totals: {
        subtotalCents,
        discountCents: order.discountCents,
        discountLabel: 'KORTING',
        shippingCents: order.shippingCents,
        taxCents: 0,
        grandTotalCents,
      },
      grandTotalCents,
    }),
    { seller: demoSeller, sellsCrossBorder: false },
    'F2026-000001',
    issuedAt,
  );
  const largest = items.reduce(
    (best, item, index) => (item.rowCents > items[best]!.rowCents ? index : best),
    0,
  );
  const lines = base.lines.map((line, index) => ({
    ...line,
    vatRate:
      line.kind === 'product'
        ? lineRates[index]!
        : line.kind === 'shipping'
          ? shippingRate
          : lineRates[largest]!,
  }));
  const vatTotals = vatTotalsOf(lines);
  return { ...base, lines, vatTotals };
}

const modelOrder: fc.Arbitrary<ModelOrder> = fc
  .record({
    units: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 3 }),
        unitCents: fc.integer({ min: 1_00, max: 300_00 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    discountPermille: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
    shippingCents: fc.constantFrom(0, 2_95, 4_95),
  })
  .map(({ units, discountPermille, shippingCents }) => {
    const items = units.map((unit, index) => ({ sku: `SKU-${index + 1}`, ...unit }));
    const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
    return {
      items,
      discountCents: Math.floor((subtotal * discountPermille) / 1000),
      shippingCents,
    };
  });

const byRate = (notes: InvoiceSnapshot[]) => {
  const totals = new Map<number, { grossCents: number; vatCents: number }>();
  for (const note of notes) {
    for (const total of note.vatTotals) {
      const sofar = totals.get(total.rate) ?? { grossCents: 0, vatCents: 0 };
      totals.set(total.rate, {
        grossCents: sofar.grossCents - total.grossCents,
        vatCents: sofar.vatCents - total.vatCents,
      });
    }
  }
  return totals;
};

describe('credit notes of a sequence of refunds', () => {
  it('credit, together and per VAT rate, exactly what the refunds paid back', () => {
    const scenario = modelOrder.chain((order) =>
      fc.record({
        order: fc.constant(order),
        lineRates: fc.array(fc.constantFrom(...rates), {
          minLength: order.items.length,
          maxLength: order.items.length,
        }),
        shippingRate: fc.constantFrom(...rates),
        steps: refundSteps(
          order.items.map((item) => item.sku),
          new RefundBooks(order).paidCents,
        ),
        endWithRest: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ order, lineRates, shippingRate, steps, endWithRest }) => {
        const invoice = invoiceOf(order, lineRates, shippingRate);
        const books = new RefundBooks(order);
        expect(invoice.totalCents).toBe(books.paidCents);
        const notes: InvoiceSnapshot[] = [];
        for (const step of endWithRest ? [...steps, { kind: 'rest' as const }] : steps) {
          const refund = books.expect(step);
          if (!refund) continue;
          const openBefore = new Map(
            invoice.vatTotals.map((total) => [
              total.rate,
              total.grossCents - (byRate(notes).get(total.rate)?.grossCents ?? 0),
            ]),
          );
          const note = creditNoteSnapshotOf(
            invoice,
            notes,
            { key: `k${notes.length}`, orderId: 1, ...refund },
            `C2026-${notes.length + 1}`,
            issuedAt,
          );
          books.record(refund);
          notes.push(note);

          // The note: minus what the refund paid, its lines per rate its VAT table's gross.
          expect(note.totalCents).toBe(-refund.amountCents);
          expect(note.totalNetCents + note.totalVatCents).toBe(note.totalCents);
          for (const total of note.vatTotals) {
            const lines = note.lines.filter((line) => line.vatRate === total.rate);
            expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(total.grossCents);
            expect(total.netCents + total.vatCents).toBe(total.grossCents);
          }
          expect(
            note.lines
              .filter((line) => line.kind === 'product')
              .map((line) => ({
                sku: line.sku,
                quantity: line.quantity,
                amountCents: -line.amountCents,
              })),
          ).toEqual(refund.lines);
          // A plain amount takes no rate past what it still had un-credited.
          if (step.kind === 'amount') {
            for (const total of note.vatTotals) {
              expect(-total.grossCents).toBeLessThanOrEqual(
                Math.max(0, openBefore.get(total.rate) ?? 0),
              );
            }
          }

          // All the notes so far: what was refunded, and per rate the VAT of what they credit.
          const credited = byRate(notes);
          const creditedGross = [...credited.values()].reduce((s, t) => s + t.grossCents, 0);
          expect(creditedGross).toBe(books.refundedCents);
          for (const [rate, total] of credited) {
            expect(total.vatCents).toBe(vatPart(total.grossCents, rate));
          }
        }
        if (books.refundedCents === books.paidCents) {
          const credited = byRate(notes);
          for (const total of invoice.vatTotals) {
            expect(credited.get(total.rate)).toEqual({
              grossCents: total.grossCents,
              vatCents: total.vatCents,
            });
          }
        }
      }),
      { numRuns: 600 },
    );
  });

  it('splits an amount over rates in proportion, to the cent', () => {
    expect(
      splitOverRates(1000, [
        [21, 2],
        [9, 1],
      ]),
    ).toEqual(
      new Map([
        [21, 667],
        [9, 333],
      ]),
    );
    expect(
      splitOverRates(1, [
        [21, 1],
        [9, 1],
      ]),
    ).toEqual(
      new Map([
        [21, 1],
        [9, 0],
      ]),
    );
    expect(
      splitOverRates(-5, [
        [21, 0],
        [9, 0],
      ]),
    ).toEqual(
      new Map([
        [21, -5],
        [9, 0],
      ]),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.array(fc.integer({ min: -10, max: 10_000 }), { minLength: 1, maxLength: 4 }),
        (cents, weights) => {
          const parts = splitOverRates(
            cents,
            weights.map((weight, index) => [30 - index, weight] as const),
          );
          expect([...parts.values()].reduce((sum, part) => sum + part, 0)).toBe(cents);
        },
      ),
    );
  });
});
