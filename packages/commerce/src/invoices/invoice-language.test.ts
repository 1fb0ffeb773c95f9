import { describe, expect, it } from 'vitest';
import { creditNoteSnapshotOf } from './credit-note-snapshot.ts';
import { invoiceSnapshotOf } from './invoice-snapshot.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { demoSeller, type InvoiceSettings } from './shop-legal.ts';
import { handMadeOrder, pdfText } from './testing/invoice-fixtures.ts';

const domestic: InvoiceSettings = { seller: demoSeller, sellsCrossBorder: false };
const issuedAt = new Date('2026-11-21T09:30:00Z');

const cases = [
  ['fr_FR', 'Pays-Bas', 'in3 : payer en 3 fois'],
  ['de_DE', 'Niederlande', 'in3: in 3 Raten zahlen'],
  ['en_GB', 'Netherlands', 'in3: pay in 3 instalments'],
] as const;

describe('an invoice and a credit note in the order’s language', () => {
  it.each(cases)(
    'names the countries and the payment method in %s, not in Dutch',
    async (locale, country, payment) => {
      // The order keeps the Dutch payment title and the country code; the seller's address
      // carries the country's Dutch name (ADR 0035's one source of legal data).
      const order = handMadeOrder(5, {
        locale,
        paymentMethodTitle: 'in3: betaal in 3 termijnen, 0% rente',
      });
      const invoice = invoiceSnapshotOf(order, domestic, 'F2026-000005', issuedAt);
      const credit = creditNoteSnapshotOf(
        invoice,
        [],
        {
          key: 'refund-5',
          orderId: 5,
          lines: [{ sku: 'FILTER-2', quantity: 1, amountCents: 24_20 }],
          shippingCents: 0,
          amountCents: 24_20,
        },
        'C2026-000005',
        issuedAt,
      );
      for (const snapshot of [invoice, credit]) {
        const text = (await pdfText(await renderInvoicePdf(snapshot))).replace(
          /\u202f|\u00a0/g,
          ' ',
        );
        expect(text).toContain(country);
        expect(text).toContain(payment);
        expect(text).not.toContain('Nederland');
        expect(text).not.toContain('termijnen');
        expect(text).not.toMatch(/ NL (?!\d)/);
      }
    },
  );
});
