import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { vatPart } from '../invoices/invoice-snapshot.ts';
import { paidOrder } from '../testing/paid-orders.ts';
import {
  RefundBooks,
  refundSteps,
  type ModelOrder,
  type RefundStep,
} from '../testing/refund-reference-model.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { databaseKinds, createTestEngine } from '../testing/test-databases.ts';
import { RefundError } from './refund-errors.ts';

/** Random sequences per database: many on the embedded one, a few on PostgreSQL. */
const runs = { pglite: 25, postgres: 10 } as const;

describe.each(databaseKinds)('credit notes of refunds on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let orderCount = 0;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, `credit_notes_${kind}`, {
      seedProducts: 10,
      orderSweepMs: 0,
    }));
  }, 120_000);
  afterAll(() => close());

  /** A paid order of the given units; each order its own address, so the coupon is new to it. */
  async function orderOf(units: { priceCents: number; quantity: number }[], coupon: boolean) {
    const items = [];
    for (const [index, unit] of units.entries()) {
      const product = await simpleProduct(engine, index, {
        priceCents: unit.priceCents,
        onlineQty: 1_000,
      });
      items.push({ sku: product.sku, quantity: unit.quantity });
    }
    orderCount += 1;
    const email = `credit-${kind}-${orderCount}@example.nl`;
    const paid = await paidOrder(engine, items, email, coupon ? 'WELKOM10' : undefined);
    return (await engine.services.orders.byNumber(paid.number))!;
  }

  async function refund(number: string, step: RefundStep, key: string) {
    const ask =
      step.kind === 'rest'
        ? {}
        : step.kind === 'amount'
          ? { amountCents: step.amountCents }
          : step.kind === 'lines'
            ? { lines: step.lines, shipping: step.shipping }
            : { lines: step.lines, amountCents: step.amountCents };
    try {
      return await engine.services.checkout.refunds.refund({
        orderNumber: number,
        idempotencyKey: key,
        requestedBy: 'cli',
        ...ask,
      });
    } catch (error) {
      if (error instanceof RefundError) return null;
      throw error;
    }
  }

  const documentsOf = async (orderId: number) => {
    const documents = await engine.services.invoices.ofOrder(orderId);
    return {
      invoice: documents.find((document) => document.kind === 'invoice')!,
      notes: documents.filter((document) => document.kind === 'credit-note'),
    };
  };
  const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

  it('credits € 572.95 for 2 × € 279 and 1 × € 14.95 refunded as one unit, € 12.34, then the rest', async () => {
    const order = await orderOf(
      [
        { priceCents: 279_00, quantity: 2 },
        { priceCents: 14_95, quantity: 1 },
      ],
      false,
    );
    expect(order.grandTotalCents).toBe(572_95);
    const [a] = order.items;
    const paidBack = [
      await refund(
        order.number,
        { kind: 'lines', lines: [{ sku: a!.sku, quantity: 1 }], shipping: false },
        `${order.number}-a`,
      ),
      await refund(order.number, { kind: 'amount', amountCents: 12_34 }, `${order.number}-b`),
      await refund(order.number, { kind: 'rest' }, `${order.number}-c`),
    ];
    expect(paidBack.map((row) => row?.amountCents)).toEqual([279_00, 12_34, 281_61]);

    const { invoice, notes } = await documentsOf(order.id);
    expect(invoice.snapshot.totalVatCents).toBe(99_44);
    expect(notes.map((note) => note.totalCents)).toEqual([-279_00, -12_34, -281_61]);
    expect(sumOf(notes.map((note) => note.snapshot.totalVatCents))).toBe(-99_44);
    expect(sumOf(notes.map((note) => note.snapshot.totalNetCents))).toBe(
      -invoice.snapshot.totalNetCents,
    );
    // The rest: the units still kept, less the € 12.34 the second note already credited.
    const rest = notes[2]!.snapshot;
    expect(rest.lines.map((line) => [line.kind, line.quantity, line.amountCents])).toEqual([
      ['product', 1, -279_00],
      ['product', 1, -14_95],
      ['credited-earlier', 1, 12_34],
    ]);
    expect(rest.lines[2]!.description).toBe('Eerder al gecrediteerd');
  });

  it('credits, for random sequences of refunds, what was paid back and its VAT', async () => {
    const scenario = fc.record({
      units: fc.array(
        fc.record({
          priceCents: fc.integer({ min: 1_00, max: 150_00 }),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      coupon: fc.boolean(),
      steps: refundSteps(['0', '1', '2'], 400_00),
      endWithRest: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ units, coupon, steps, endWithRest }) => {
        const subtotal = sumOf(units.map((unit) => unit.priceCents * unit.quantity));
        const order = await orderOf(units, coupon && subtotal >= 50_00);
        const model: ModelOrder = {
          items: order.items.map((item) => ({
            sku: item.sku,
            quantity: item.quantity,
            unitCents: item.unitCents,
          })),
          discountCents: order.totals.discountCents,
          shippingCents: order.totals.shippingCents,
        };
        const books = new RefundBooks(model);
        expect(books.paidCents).toBe(order.grandTotalCents);
        // The steps name lines by position; the order's SKUs stand in for them.
        const skuOf = (position: string) => order.items[Number(position) % order.items.length]!.sku;
        const asked = (endWithRest ? [...steps, { kind: 'rest' as const }] : steps).map(
          (step): RefundStep =>
            step.kind === 'lines' || step.kind === 'lines-and-amount'
              ? { ...step, lines: step.lines.map((line) => ({ ...line, sku: skuOf(line.sku) })) }
              : step,
        );
        for (const [index, step] of asked.entries()) {
          const expected = books.expect(step);
          const row = await refund(order.number, step, `${order.number}-${index}`);
          expect(row && { amountCents: row.amountCents, lines: row.lines }).toEqual(
            expected && { amountCents: expected.amountCents, lines: expected.lines },
          );
          if (!expected) continue;
          books.record(expected);

          const { invoice, notes } = await documentsOf(order.id);
          expect(notes.at(-1)!.totalCents).toBe(-expected.amountCents);
          expect(0 - sumOf(notes.map((note) => note.totalCents))).toBe(books.refundedCents);
          // One rate (21 %): the notes' VAT is the VAT of all that was paid back.
          const rate = invoice.snapshot.vatTotals[0]!.rate;
          expect(0 - sumOf(notes.map((note) => note.snapshot.totalVatCents))).toBe(
            vatPart(books.refundedCents, rate),
          );
          for (const note of notes) {
            expect(sumOf(note.snapshot.lines.map((line) => line.amountCents))).toBe(
              note.totalCents,
            );
          }
          if (books.refundedCents === books.paidCents) {
            expect(0 - sumOf(notes.map((note) => note.snapshot.totalVatCents))).toBe(
              invoice.snapshot.totalVatCents,
            );
          }
        }
      }),
      { numRuns: runs[kind] },
    );
  }, 240_000);
});
