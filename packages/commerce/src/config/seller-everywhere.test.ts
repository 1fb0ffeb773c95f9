import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { layoutBlocks } from '../content/schema.ts';
import { LAYOUT_BLOCK_IDS } from '../content/layout-ids.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { handMadeOrder, pdfText } from '../invoices/testing/invoice-fixtures.ts';
import { renderMail } from '../mail/templates/render-mail.ts';
import { mailOutbox } from '../mail/schema.ts';
import type { MailMessage } from '../mail/mail-port.ts';
import { shopLegal, type ShopLegal } from './shop-legal.ts';

/** Everything the storefront's footer, contact page and structured data read of the seller. */
const layoutQuery = /* GraphQL */ `
  query {
    layoutData {
      generalInformation {
        storeName
        legalName
        address {
          street
          postcode
          city
          country
        }
        phoneNumber
        email
        taxId
        chamberOfCommerce
        iban
      }
    }
  }
`;

interface LayoutAnswer {
  layoutData: {
    generalInformation: {
      storeName: string;
      legalName: string;
      address: ShopLegal['address'];
      phoneNumber: string;
      email: string;
      taxId: string;
      chamberOfCommerce: string;
      iban: string | null;
    };
  };
}

/** A shop that is not the demo one, so no demo value can pass for the configured one. */
const configured = {
  SHOP_LEGAL_NAME: 'Lampenhuis Noord B.V.',
  SHOP_LEGAL_STREET: 'Grote Markt 7',
  SHOP_LEGAL_POSTCODE: '9711 lv',
  SHOP_LEGAL_CITY: 'Groningen',
  SHOP_KVK: '01234567',
  SHOP_VAT_ID: 'nl001234567b01',
  SHOP_IBAN: 'nl20 ingb 0001 2345 67',
  SHOP_CONTACT_EMAIL: 'service@lampenhuis.example',
  SHOP_PHONE: '050 765 43 21',
};

describe.each([
  ['the demo shop', {}],
  ['a configured shop', configured],
] as const)('the seller of %s', (_, env) => {
  describe.each(databaseKinds)('on %s', (kind) => {
    let engine: CommerceEngine;
    let close: () => Promise<void>;
    let source: ShopLegal;
    const saved: Record<string, string | undefined> = {};

    beforeAll(async () => {
      for (const [name, value] of Object.entries(env)) {
        saved[name] = process.env[name];
        process.env[name] = value;
      }
      source = shopLegal();
      ({ engine, close } = await createTestEngine(kind, 'seller_everywhere', {
        seedProducts: 10,
      }));
    }, 120_000);
    afterAll(async () => {
      await close?.();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    async function generalInformation() {
      const answer = await engine.execute<LayoutAnswer>(layoutQuery);
      expect(answer.errors).toBeUndefined();
      return answer.data!.layoutData.generalInformation;
    }

    it('is the same in the layout data the footer, contact page and structured data read', async () => {
      const info = await generalInformation();
      expect(info).toMatchObject({
        legalName: source.name,
        address: source.address,
        phoneNumber: source.phone,
        email: source.email,
        taxId: source.vatId,
        chamberOfCommerce: source.kvk,
        iban: source.iban,
      });
      // A document stored before the legal data left content shows none of its own numbers.
      await engine.database.db
        .insert(layoutBlocks)
        .values({
          identifier: LAYOUT_BLOCK_IDS.generalInformation,
          data: {
            nl: {
              storeName: 'Stroomhuis',
              address: { street: 'Oude Gracht 1', postcode: '1000 AA', city: 'X', country: 'NL' },
              taxId: 'NL000000000B00',
              chamberOfCommerce: '99999999',
              email: 'old@example.nl',
              phoneNumber: '000',
            },
          },
        })
        .onConflictDoUpdate({
          target: layoutBlocks.identifier,
          set: {
            data: {
              nl: {
                storeName: 'Stroomhuis',
                address: { street: 'Oude Gracht 1', postcode: '1000 AA', city: 'X', country: 'NL' },
                taxId: 'NL000000000B00',
                chamberOfCommerce: '99999999',
                email: 'old@example.nl',
                phoneNumber: '000',
              },
            },
          },
        });
      expect(await generalInformation()).toEqual(info);
    });

    it('is the same on the invoice and the credit note, as stored and as printed', async () => {
      const at = new Date('2026-06-03T12:00:00Z');
      const orderId = 70_000;
      const invoice = await engine.database.db.transaction((tx) =>
        engine.services.invoices.issueForOrder(tx, handMadeOrder(orderId), at),
      );
      const refund = {
        key: `refund-${orderId}`,
        orderId,
        lines: [{ sku: 'KOFFIE-1', quantity: 1, amountCents: 96_80 }],
        shippingCents: 0,
        amountCents: 96_80,
      };
      const credit = await engine.database.db.transaction((tx) =>
        engine.services.invoices.issueCreditNote(tx, refund, at),
      );
      const { street, postcode, city } = source.address;
      for (const snapshot of [invoice.snapshot, credit!.snapshot]) {
        expect(snapshot.seller).toEqual({
          name: source.name,
          addressLines: [street, `${postcode} ${city}`, 'Nederland'],
          kvk: source.kvk,
          vatId: source.vatId,
        });
        const text = await pdfText(await renderInvoicePdf(snapshot));
        for (const expected of [
          source.name,
          street,
          `${postcode} ${city}`,
          `KvK-nummer: ${source.kvk}`,
          `Btw-nummer: ${source.vatId}`,
        ]) {
          expect(text).toContain(expected);
        }
      }
    });

    it('is the same in the footer of a mail and as the address contact messages go to', async () => {
      const sent = await engine.execute(
        `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`,
        { input: { name: 'Anna', email: 'anna@example.nl', subject: 'Vraag', comment: 'Hallo' } },
      );
      expect(sent).toEqual({ data: { contactUs: { status: true } } });
      const outbox = await engine.database.db.select().from(mailOutbox);
      const toShop = outbox.find((mail) => mail.template === 'contact-message');
      const toShopper = outbox.find((mail) => mail.template === 'contact-received');
      expect(toShop?.recipient).toBe(source.email);
      const mail = renderMail(
        { template: toShopper!.template, data: toShopper!.data } as MailMessage,
        'nl',
      );
      const { street, postcode, city } = source.address;
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(
          `${source.name} · ${street}, ${postcode} ${city} · KvK ${source.kvk} · Btw-nummer ${source.vatId}`,
        );
        expect(body).toContain(`${source.email} · ${source.phone}`);
      }
    });
  });
});
