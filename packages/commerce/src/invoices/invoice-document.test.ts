import { describe, expect, it } from 'vitest';
import { creditNoteSnapshotOf } from './credit-note-snapshot.ts';
import { invoiceSnapshotOf } from './invoice-snapshot.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { demoSeller, invoiceSettings, type InvoiceSettings } from './shop-legal.ts';
import { pdfLines, readRightToLeft } from '../pdf/testing/pdf-lines.ts';
import {
  belgianBusiness,
  consumerAddress,
  handMadeOrder,
  pdfText,
} from './testing/invoice-fixtures.ts';

const domestic: InvoiceSettings = { seller: demoSeller, sellsCrossBorder: false };
const crossBorder: InvoiceSettings = { seller: demoSeller, sellsCrossBorder: true };
const issuedAt = new Date('2026-11-21T09:30:00Z');

describe('an invoice document', () => {
  it('carries the seller, buyer, lines with VAT, shipping, discount and totals per rate', async () => {
    const snapshot = invoiceSnapshotOf(handMadeOrder(1), domestic, 'F2026-000001', issuedAt);
    expect(snapshot.vatTotals).toEqual([
      { rate: 21, grossCents: 111_85, vatCents: 19_41, netCents: 92_44 },
    ]);
    expect(snapshot.totalCents).toBe(111_85);
    expect(snapshot.lines.map((line) => [line.kind, line.amountCents, line.vatRate])).toEqual([
      ['product', 96_80, 21],
      ['product', 24_20, 21],
      ['shipping', 2_95, 21],
      ['discount', -12_10, 21],
    ]);
    expect(snapshot.reverseCharge).toBe(false);

    const text = await pdfText(await renderInvoicePdf(snapshot));
    for (const expected of [
      'Factuur F2026-000001',
      'Factuurdatum: 21 november 2026',
      'Bestelnummer: 100000001',
      'Stroomhuis B.V.',
      'Stationsplein 12',
      '3511 ED Utrecht',
      'KvK-nummer: 30123456',
      'Btw-nummer: NL859123456B01',
      'Anna de Vries',
      'Kerkstraat 12',
      '3511 AB Utrecht',
      'Koffiezetapparaat (KOFFIE-1)',
      '€ 96,80',
      'Verzendkosten',
      '€ -12,10',
      '€ 92,44',
      '€ 19,41',
      '€ 111,85',
      '21%',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('verlegd');
  });

  it('names free delivery as a shipping line of € 0, and has none for a pickup in store', () => {
    const totals = { ...handMadeOrder(1).totals, shippingCents: 0 };
    const kinds = (order: ReturnType<typeof handMadeOrder>) =>
      invoiceSnapshotOf(order, domestic, 'F2026-000001', issuedAt).lines.map((line) => [
        line.kind,
        line.amountCents,
      ]);
    // The stored method is its title in the order's language, so the pickup store decides.
    const delivered = handMadeOrder(1, { totals, shippingMethod: 'Thuisbezorgd' });
    const pickedUp = handMadeOrder(1, {
      totals,
      shippingMethod: 'Afhalen in de winkel',
      pickupLocationCode: 'amsterdam',
      shippingAddress: null,
    });
    expect(kinds(delivered)).toContainEqual(['shipping', 0]);
    expect(kinds(pickedUp).map(([kind]) => kind)).not.toContain('shipping');
  });

  it('writes labels and euros in the order’s language', async () => {
    const cases = [
      [
        'en_GB',
        ['Invoice F2026-000002', 'Invoice date: 21 November 2026', 'VAT number', '€111.85'],
      ],
      ['de_DE', ['Rechnung F2026-000002', 'Rechnungsdatum', 'USt-IdNr.', '111,85 €']],
      ['fr_FR', ['Facture F2026-000002', 'Date de facture', 'Numéro de TVA', '111,85 €']],
    ] as const;
    for (const [locale, expected] of cases) {
      const order = handMadeOrder(2, { locale });
      const text = await pdfText(
        await renderInvoicePdf(invoiceSnapshotOf(order, domestic, 'F2026-000002', issuedAt)),
      );
      // pdf text joins a thin non-breaking space as a plain one
      for (const phrase of expected) expect(text.replace(/\u202f|\u00a0/g, ' ')).toContain(phrase);
    }
  });

  it('reverse charges the VAT for an EU business abroad only when the shop sells cross-border', async () => {
    const order = handMadeOrder(3, { billingAddress: belgianBusiness });
    const home = invoiceSnapshotOf(order, domestic, 'F2026-000003', issuedAt);
    expect(home.reverseCharge).toBe(false);
    expect(home.vatTotals[0]!.rate).toBe(21);

    const abroad = invoiceSnapshotOf(order, crossBorder, 'F2026-000003', issuedAt);
    expect(abroad.reverseCharge).toBe(true);
    expect(abroad.vatTotals).toEqual([
      { rate: 0, grossCents: 111_85, vatCents: 0, netCents: 111_85 },
    ]);
    expect(abroad.buyer).toMatchObject({
      company: 'Peeters Elektro BV',
      vatId: 'BE0123456789',
      reference: 'PO-4711',
    });
    const text = await pdfText(await renderInvoicePdf(abroad));
    for (const expected of [
      'Peeters Elektro BV',
      'Btw-nummer: BE0123456789',
      'Referentie: PO-4711',
      'BTW verlegd',
      'art. 138',
      '0%',
    ]) {
      expect(text).toContain(expected);
    }
    const english = invoiceSnapshotOf({ ...order, locale: 'en' }, crossBorder, 'F2026-3', issuedAt);
    expect(await pdfText(await renderInvoicePdf(english))).toContain('VAT reverse charged');

    // A Dutch business, or a Belgian buyer without a VAT number, pays Dutch VAT.
    const dutchBusiness = { ...belgianBusiness, countryCode: 'NL', vatId: 'NL123456789B02' };
    for (const billingAddress of [dutchBusiness, { ...belgianBusiness, vatId: null }]) {
      const snapshot = invoiceSnapshotOf({ ...order, billingAddress }, crossBorder, 'F', issuedAt);
      expect(snapshot.reverseCharge).toBe(false);
    }
  });

  it('makes a credit note with negative amounts that names its invoice', async () => {
    const invoice = invoiceSnapshotOf(handMadeOrder(4), domestic, 'F2026-000004', issuedAt);
    const note = creditNoteSnapshotOf(
      invoice,
      [],
      {
        key: 'refund-1',
        orderId: 4,
        lines: [{ sku: 'FILTER-2', quantity: 1, amountCents: 12_10 }],
        shippingCents: 2_95,
        amountCents: 15_05,
      },
      'C2026-000001',
      issuedAt,
    );
    expect(note).toMatchObject({ kind: 'credit-note', creditedInvoiceNumber: 'F2026-000004' });
    expect(note.totalCents).toBe(-15_05);
    expect(note.vatTotals).toEqual([
      { rate: 21, grossCents: -15_05, vatCents: -2_61, netCents: -12_44 },
    ]);
    const text = await pdfText(await renderInvoicePdf(note));
    expect(text).toContain('Creditnota C2026-000001');
    expect(text).toContain('Crediteert factuur: F2026-000004');
    expect(text).toContain('€ -15,05');
  });

  it('titles and dates a credit note as one, in the buyer’s language', async () => {
    const cases = [
      ['nl_NL', 'Creditnota C2026-000002', 'Datum creditnota: 21 november 2026', 'Factuurdatum'],
      ['fr_FR', 'Note de crédit C2026-000002', 'Date de la note de crédit', 'Date de facture'],
      ['de_DE', 'Gutschrift C2026-000002', 'Gutschriftsdatum: 21. November 2026', 'Rechnungsdatum'],
      ['en_GB', 'Credit note C2026-000002', 'Credit note date: 21 November 2026', 'Invoice date'],
    ] as const;
    for (const [locale, title, dated, invoiceDate] of cases) {
      const invoice = invoiceSnapshotOf(handMadeOrder(5, { locale }), domestic, 'F5', issuedAt);
      const refund = { key: 'r', orderId: 5, lines: [], shippingCents: 2_95, amountCents: 2_95 };
      const note = creditNoteSnapshotOf(invoice, [], refund, 'C2026-000002', issuedAt);
      const text = await pdfText(await renderInvoicePdf(note));
      expect(text.startsWith(title)).toBe(true);
      expect(text).toContain(dated);
      expect(text).not.toContain(invoiceDate);
    }
  });

  it('prints the buyer’s name in any script as written, in an embedded font', async () => {
    const documentFor = async (firstname: string, lastname: string) => {
      const billingAddress = { ...consumerAddress, firstname, lastname };
      const order = handMadeOrder(6, { billingAddress, shippingAddress: billingAddress });
      return renderInvoicePdf(invoiceSnapshotOf(order, domestic, 'F2026-000006', issuedAt));
    };
    const buyerLine = async (pdf: Buffer) => {
      const lines = await pdfLines(pdf);
      const below =
        lines[lines.findIndex((line) => line.some((piece) => piece.text === 'Koper')) + 1];
      return below!.filter((piece) => piece.x >= 300); // the buyer's column, not the seller's
    };

    for (const [firstname, lastname] of [
      ['Łukasz Żółć', 'Dvořák-Şahin Kovačević'],
      ['Αλέξανδρος', 'Παπαδόπουλος'],
      ['Олена', 'Шевченко'],
      ['Anna', 'de Vries 👍'],
    ]) {
      const pdf = await documentFor(firstname!, lastname!);
      expect(await pdfText(pdf)).toContain(`Koper ${firstname} ${lastname}`);
      // No standard (unembedded, Windows-1252) font: every font is a file in the document.
      const raw = pdf.toString('latin1');
      expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);
      expect(raw).toContain('/FontFile2');
    }

    // A right-to-left name reads right to left, word for word, its letters in reading order.
    for (const [firstname, lastname] of [
      ['שרה', 'כהן-לוי'],
      ['محمد', 'العلي'],
    ]) {
      const line = await buyerLine(await documentFor(firstname!, lastname!));
      expect(readRightToLeft(line)).toBe(`${firstname} ${lastname}`);
    }

    // A script no embedded face has (CJK) prints a visible mark per letter, never other letters.
    expect(await pdfText(await documentFor('王', '小明'))).toContain('Koper \ufffd \ufffd\ufffd');
  });

  it('names the seller from the shop’s legal data and refuses what an invoice cannot carry', () => {
    expect(invoiceSettings({})).toEqual({ seller: demoSeller, sellsCrossBorder: false });
    const configured = invoiceSettings({
      SHOP_LEGAL_NAME: 'Winkel B.V.',
      SHOP_LEGAL_STREET: 'Markt 1',
      SHOP_LEGAL_POSTCODE: '1234 AB',
      SHOP_LEGAL_CITY: 'Ergens',
      SHOP_KVK: '87654321',
      SHOP_VAT_ID: 'nl987654321b01',
      INVOICE_CROSS_BORDER: 'true',
    });
    expect(configured).toEqual({
      seller: {
        name: 'Winkel B.V.',
        addressLines: ['Markt 1', '1234 AB Ergens', 'Nederland'],
        kvk: '87654321',
        vatId: 'NL987654321B01',
      },
      sellsCrossBorder: true,
    });
    // The checks of the seller's data themselves are in config/shop-legal.test.ts.
    expect(() => invoiceSettings({ SHOP_KVK: '123' })).toThrow(/SHOP_/);
    expect(() => invoiceSettings({ INVOICE_CROSS_BORDER: 'yes' })).toThrow(/INVOICE_CROSS_BORDER/);
  });
});
