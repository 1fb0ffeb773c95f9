import { describe, expect, it } from 'vitest';
import type { MailLocale, ReturnMailData } from '../mail-port.ts';
import { renderMail } from './render-mail.ts';

const data: ReturnMailData = {
  orderNumber: '100000042',
  customerName: 'Anna de Vries',
  orderUrl: 'https://shop.example/order/abc',
  items: [{ name: 'Koffiemolen', sku: 'KM-1', quantity: 3, rowTotalCents: 60_00 }],
  subtotalCents: 60_00,
  shippingCents: 0,
  discountCents: 0,
  taxCents: 10_41,
  grandTotalCents: 60_00,
  paymentMethod: 'iDEAL',
  shippingMethod: 'Bezorgen',
  deliveryLines: ['Dorpsstraat 12', '3511 AB Utrecht'],
  returnNumber: 'R100000042-1',
  returnedLines: [{ name: 'Koffiemolen', quantity: 2 }],
  sendWithinDays: 14,
  returnAddress: { name: 'Stroomhuis B.V.', lines: ['Stationsplein 10', '3511 ED Utrecht'] },
};

const subjects: Record<MailLocale, RegExp> = {
  nl: /retour R100000042-1 is aangemeld/,
  fr: /retour R100000042-1 est enregistré/,
  de: /Rücksendung R100000042-1 ist angemeldet/,
  en: /return R100000042-1 is registered/,
};

describe('the return mail', () => {
  it.each(Object.keys(subjects) as MailLocale[])(
    'gives the number and where to send it, in %s',
    (locale) => {
      const mail = renderMail({ template: 'return-requested', data }, locale);
      expect(mail.subject).toMatch(subjects[locale]);
      for (const text of ['R100000042-1', 'Koffiemolen', '2×', 'Stationsplein 10', '14']) {
        expect(mail.text).toContain(text);
      }
      expect(mail.html).toContain('https://shop.example/order/abc');
    },
  );
});
