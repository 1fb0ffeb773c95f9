import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { InvoiceService } from './invoice-service.ts';
import { demoSeller } from './shop-legal.ts';
import { handMadeOrder } from './testing/invoice-fixtures.ts';

class RolledBack extends Error {}

describe.each(databaseKinds)('invoice numbers on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'invoice_numbers', { seedProducts: 10 }));
  }, 120_000);
  afterAll(() => close());

  const issue = (id: number, at: Date, rollBack = false) =>
    engine.database.db
      .transaction(async (tx) => {
        const row = await engine.services.invoices.issueForOrder(tx, handMadeOrder(id), at);
        if (rollBack) throw new RolledBack();
        return row;
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return null;
        throw error;
      });

  it('gives 200 concurrently paid orders 200 consecutive numbers, none twice, none skipped', async () => {
    const at = new Date('2026-06-01T12:00:00Z');
    // Every seventh issuer takes a number and rolls back, as a failing payment transaction does.
    const issued = await Promise.all(
      Array.from({ length: 233 }, (_, i) => issue(10_000 + i, at, i % 7 === 3)),
    );
    const numbers = issued.flatMap((row) => (row ? [row.number] : [])).sort();
    expect(numbers).toHaveLength(200);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(
      Array.from({ length: numbers.length }, (_, i) => `F2026-${String(i + 1).padStart(6, '0')}`),
    );
    // A new year starts at 1 again (the shop's time zone decides: this is already 2027 there).
    const newYear = await issue(20_000, new Date('2026-12-31T23:30:00Z'));
    expect(newYear!.number).toBe('F2027-000001');
  });

  it('issues one invoice per order, however often it is asked, and keeps it as issued', async () => {
    const at = new Date('2026-06-02T12:00:00Z');
    const [first, second] = await Promise.all([issue(30_000, at), issue(30_000, at)]);
    expect(second!.number).toBe(first!.number);
    // Other settings later (a new address of the shop) leave the issued snapshot as it was.
    const moved = new InvoiceService(engine.database, {
      seller: { ...demoSeller, addressLines: ['Elders 1', '1000 AA Amsterdam'] },
      sellsCrossBorder: false,
    });
    const again = await engine.database.db.transaction((tx) =>
      moved.issueForOrder(tx, handMadeOrder(30_000, { email: 'other@example.nl' }), new Date()),
    );
    expect(again.number).toBe(first!.number);
    expect(again.snapshot.seller.addressLines).toEqual(demoSeller.addressLines);
    expect((await engine.services.invoices.ofOrder(30_000)).length).toBe(1);
  });

  it('issues a credit note in its own series, once per refund, referring to the invoice', async () => {
    const at = new Date('2026-06-03T12:00:00Z');
    const invoice = await issue(40_000, at);
    const refund = {
      key: 'refund-40000-1',
      orderId: 40_000,
      lines: [{ sku: 'KOFFIE-1', quantity: 1, amountCents: 96_80 }],
      shippingCents: 0,
      amountCents: 96_80,
    };
    const credit = () =>
      engine.database.db.transaction((tx) =>
        engine.services.invoices.issueCreditNote(tx, refund, at),
      );
    const notes = await Promise.all([credit(), credit()]);
    expect(notes.map((row) => row!.number)).toEqual(['C2026-000001', 'C2026-000001']);
    expect(notes[0]!.creditedInvoiceId).toBe(invoice!.id);
    expect(notes[0]!.totalCents).toBe(-96_80);
    expect(notes[0]!.snapshot.creditedInvoiceNumber).toBe(invoice!.number);
    expect(await credit()).toMatchObject({ number: 'C2026-000001' });
    const documents = await engine.services.invoices.ofOrder(40_000);
    expect(documents.map((row) => row.kind)).toEqual(['invoice', 'credit-note']);
    // An order without an invoice has nothing to credit.
    expect(
      await engine.database.db.transaction((tx) =>
        engine.services.invoices.issueCreditNote(tx, { ...refund, key: 'x', orderId: 1 }, at),
      ),
    ).toBeNull();
  });
});
