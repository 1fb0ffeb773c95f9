import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartAddress } from '../../cart/address-validation.ts';
import { orderMailData, type OrderWithItems } from '../../orders/order-service.ts';
import type { MailLocale, MailMessage } from '../mail-port.ts';
import { renderMail } from './render-mail.ts';

const personal: CartAddress = {
  prefix: null,
  firstname: 'Anna',
  middlename: 'de',
  lastname: 'Vries',
  company: null,
  street: ['Kerkstraat', '12', 'A'],
  city: 'Amsterdam',
  postcode: '1017 GB',
  countryCode: 'NL',
  telephone: null,
  vatId: null,
  customerType: 'PERSONAL',
  reference: null,
};

const business: CartAddress = {
  ...personal,
  company: 'Stroom & Co B.V.',
  vatId: 'NL123456789B01',
  customerType: 'BUSINESS',
  reference: 'PO-2026-0042',
  street: ['Oudegracht', '10', ''],
};

function order(overrides: Partial<OrderWithItems> = {}): OrderWithItems {
  const now = new Date('2026-11-27T10:00:00Z');
  return {
    id: 1,
    number: '100000042',
    storeCode: 'default',
    cartId: 'cart-1',
    token: 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
    customerId: null,
    email: 'anna@example.nl',
    locale: 'nl',
    status: 'PENDING_PAYMENT',
    shippingAddress: personal,
    billingAddress: personal,
    shippingMethod: 'Bezorgen',
    pickupLocationCode: null,
    paymentMethodCode: 'ideal',
    paymentMethodTitle: 'iDEAL',
    paymentInput: null,
    couponCode: null,
    totals: {
      subtotalCents: 99_00,
      discountCents: 0,
      discountLabel: null,
      shippingCents: 0,
      taxCents: 17_18,
      grandTotalCents: 99_00,
    },
    grandTotalCents: 99_00,
    expiresAt: now,
    sweptAt: null,
    trackingNumber: null,
    carrier: null,
    trackingUrl: null,
    deliveredAt: null,
    createdAt: now,
    updatedAt: now,
    items: [
      {
        id: 1,
        orderId: 1,
        productId: 7,
        sku: 'WK-17',
        name: 'Waterkoker',
        urlKey: null,
        quantity: 1,
        unitCents: 99_00,
        rowCents: 99_00,
        stock: [],
      },
    ],
    ...overrides,
  };
}

const locales: MailLocale[] = ['nl', 'fr', 'de', 'en'];

describe('order mails', () => {
  let shopUrl: string | undefined;
  beforeEach(() => {
    shopUrl = process.env.SHOP_URL;
    process.env.SHOP_URL = 'https://www.stroomhuis.nl/';
  });
  afterEach(() => {
    if (shopUrl === undefined) delete process.env.SHOP_URL;
    else process.env.SHOP_URL = shopUrl;
  });

  it.each([
    ['nl', 'https://www.stroomhuis.nl/order/'],
    ['fr', 'https://www.stroomhuis.nl/fr/order/'],
    ['de', 'https://www.stroomhuis.nl/de/order/'],
    ['en', 'https://www.stroomhuis.nl/en/order/'],
  ] as const)('links a %s order to its order page in that language', (locale, prefix) => {
    const data = orderMailData(order({ locale }));
    expect(data.orderUrl).toBe(`${prefix}tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345`);
    for (const template of ['order-confirmation', 'payment-failed'] as const) {
      const mail = renderMail(
        { template, data: { ...data, reason: 'cancelled' } } as MailMessage,
        locale,
      );
      expect(mail.text).toContain(data.orderUrl);
      expect(mail.html).toContain(`href="${data.orderUrl}"`);
    }
  });

  it.each([
    ['nl', 'Download je factuur (pdf)'],
    ['fr', 'Télécharger votre facture (pdf)'],
    ['de', 'Rechnung herunterladen (PDF)'],
    ['en', 'Download your invoice (PDF)'],
  ] as const)('links the invoice from the %s order-paid mail when it has one', (locale, label) => {
    const invoiceUrl = 'https://www.stroomhuis.nl/api/invoice/F2026-000001?expires=1&key=k';
    const data = orderMailData(order({ locale }));
    const linked = renderMail(
      { template: 'order-confirmation', data: { ...data, invoiceUrl } },
      locale,
    );
    expect(linked.text).toContain(label);
    expect(linked.html).toContain(`href="${invoiceUrl.replace(/&/g, '&amp;')}"`);
    const without = renderMail({ template: 'order-confirmation', data }, locale);
    expect(without.text).not.toContain(label);
  });

  it.each(locales)('prints street, house number and addition on one line in %s', (locale) => {
    const mail = renderMail(
      { template: 'order-confirmation', data: orderMailData(order({ locale })) },
      locale,
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Kerkstraat 12 A');
      expect(part).toContain('1017 GB Amsterdam');
      expect(part).toContain('Anna de Vries');
    }
    expect(mail.text).not.toMatch(/Kerkstraat\n/);
  });

  it('leaves an empty addition out instead of a trailing space', () => {
    const data = orderMailData(order({ shippingAddress: business, billingAddress: business }));
    expect(data.deliveryLines).toContain('Oudegracht 10');
  });

  it.each([
    ['nl', ['Bedrijf: Stroom & Co B.V.', 'Btw-nummer: NL123456789B01', 'Referentie: PO-2026-0042']],
    [
      'fr',
      [
        'Entreprise\u00a0: Stroom',
        'Numéro de TVA\u00a0: NL123456789B01',
        'Référence\u00a0: PO-2026-0042',
      ],
    ],
    ['de', ['Firma: Stroom', 'USt-IdNr.: NL123456789B01', 'Referenz: PO-2026-0042']],
    ['en', ['Company: Stroom', 'VAT number: NL123456789B01', 'Reference: PO-2026-0042']],
  ] as const)(
    'prints company, VAT number and reference of a business order in %s',
    (locale, expected) => {
      const data = orderMailData(order({ locale, billingAddress: business }));
      for (const template of ['order-confirmation', 'payment-failed'] as const) {
        const message = { template, data: { ...data, reason: 'expired' } } as MailMessage;
        const mail = renderMail(message, locale);
        for (const line of expected) expect(mail.text).toContain(line);
        expect(mail.html).toContain('NL123456789B01');
        expect(mail.html).toContain('PO-2026-0042');
        expect(mail.html).toContain('Stroom &amp; Co B.V.');
      }
    },
  );

  it.each([
    ['nl', 'Afhalen: UTR'],
    ['fr', 'Retrait: UTR'],
    ['de', 'Abholung: UTR'],
    ['en', 'Pickup: UTR'],
  ] as const)('names a pickup in store in %s', (locale, line) => {
    const data = orderMailData(order({ locale, shippingAddress: null, pickupLocationCode: 'UTR' }));
    expect(data.deliveryLines).toEqual([line]);
  });

  it('prints no business rows for a personal order', () => {
    const mail = renderMail({ template: 'order-confirmation', data: orderMailData(order()) }, 'nl');
    // Above the footer, which names the shop's own VAT number.
    const [body, footer] = mail.text.split('\n--\n');
    expect(body).toContain('Factuuradres:');
    expect(body).not.toContain('Btw-nummer');
    expect(body).not.toContain('Referentie');
    expect(footer).toContain('Btw-nummer NL859123456B01');
  });
});
