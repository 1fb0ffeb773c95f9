import { describe, expect, it } from 'vitest';
import { shippingMethodsIn } from '../../cart/cart-view.ts';
import { paynlMethodTable } from '../../payment/paynl-methods.ts';
import { orderMailData } from '../../orders/order-service.ts';
import type { MailLocale } from '../mail-port.ts';
import { homeDeliveryOrder, sampleShopperMails } from '../testing/sample-mails.ts';
import { withColon } from './locale-format.ts';
import { renderMail } from './render-mail.ts';
import {
  addressLinesIn,
  countryName,
  deliveryMethodName,
  paymentMethodName,
} from './value-names.ts';

/** Words the order stores in Dutch that a French, German or English mail must not show. */
const dutchValues = [
  'Thuisbezorgd',
  'Bezorgen',
  'Afhalen',
  'Nederland',
  'België',
  'betaal in 3 termijnen',
  'achteraf betalen',
];

const expected: Record<Exclude<MailLocale, 'nl'>, { country: string; delivery: string }> = {
  fr: { country: 'Pays-Bas', delivery: 'Livraison à domicile' },
  de: { country: 'Niederlande', delivery: 'Lieferung nach Hause' },
  en: { country: 'Netherlands', delivery: 'Home delivery' },
};

describe('the values in a mail, in the mail’s language', () => {
  describe.each(['fr', 'de', 'en'] as const)('%s', (locale) => {
    it.each(Object.entries(sampleShopperMails(locale)))(
      'the %s mail names no method or country in Dutch',
      (_template, message) => {
        const mail = renderMail(message, locale);
        for (const part of [mail.subject, mail.text, mail.html]) {
          for (const word of dutchValues) expect(part).not.toContain(word);
          expect(part).not.toMatch(/(^|\n|<br>)NL(\n|<br>|<\/p>|$)/);
        }
      },
    );

    it('names the delivery method, payment method and country of a home delivery order', () => {
      const mail = renderMail(sampleShopperMails(locale)['order-confirmation'], locale);
      expect(mail.text).toContain(expected[locale].delivery);
      expect(mail.text).toContain(expected[locale].country);
      expect(mail.text).toContain(
        paymentMethodName('in3: betaal in 3 termijnen, 0% rente', locale),
      );
      const returned = renderMail(sampleShopperMails(locale)['return-requested'], locale);
      expect(returned.text).toContain(expected[locale].country);
    });

    it('names the pickup store line and the pickup method in the mail’s language', () => {
      // A mail queued in Dutch words (an order placed in Dutch, mailed in another language).
      const data = orderMailData(
        homeDeliveryOrder('nl', {
          shippingMethod: 'Afhalen in de winkel',
          shippingAddress: null,
          pickupLocationCode: 'utrecht',
        }),
      );
      const mail = renderMail({ template: 'order-confirmation', data }, locale);
      expect(mail.text).toContain(
        `${withColon(deliveryMethodName('Afhalen', locale), locale)} utrecht`,
      );
      expect(mail.text).toContain(deliveryMethodName('Afhalen in de winkel', locale));
      for (const word of dutchValues) expect(mail.text).not.toContain(word);
    });
  });

  it('keeps the Dutch mail in Dutch, with the country by its Dutch name', () => {
    const mail = renderMail(sampleShopperMails('nl')['order-confirmation'], 'nl');
    expect(mail.text).toContain('Thuisbezorgd');
    expect(mail.text).toContain('Nederland');
  });

  it.each(['nl', 'fr', 'de', 'en'] as const)(
    'knows every delivery method title the cart shows in %s',
    (locale) => {
      const methods = shippingMethodsIn(locale);
      for (const method of [methods.flatrate, methods.instore]) {
        // Stored in Dutch, named in `locale`, whichever language it was stored in.
        for (const from of ['nl', 'fr', 'de', 'en'] as const) {
          const stored = shippingMethodsIn(from);
          const same = method === methods.flatrate ? stored.flatrate : stored.instore;
          expect(deliveryMethodName(same.method_title, locale)).toBe(method.method_title);
        }
      }
      expect(deliveryMethodName(methods.flatrate.carrier_title, locale)).toBe(
        methods.flatrate.carrier_title,
      );
    },
  );

  it('names every payment method without its Dutch description', () => {
    for (const method of paynlMethodTable) {
      for (const locale of ['fr', 'de', 'en'] as const) {
        const name = paymentMethodName(method.title, locale);
        expect(name).not.toMatch(/betaal|betalen|termijnen|rente|achteraf/);
        expect(name.split(/[\s:]/)[0]).toBe(method.title.split(/[\s:]/)[0]);
      }
    }
    expect(paymentMethodName('Something new', 'de')).toBe('Something new');
  });

  it('names the country on an address’s last line only, from a code or a Dutch name', () => {
    expect(addressLinesIn(['Anna', 'Kerkstraat 1', '1017 GB Amsterdam', 'NL'], 'de')).toEqual([
      'Anna',
      'Kerkstraat 1',
      '1017 GB Amsterdam',
      'Niederlande',
    ]);
    expect(addressLinesIn(['Stationsplein 12', '3511 ED Utrecht', 'Nederland'], 'fr')).toEqual([
      'Stationsplein 12',
      '3511 ED Utrecht',
      'Pays-Bas',
    ]);
    expect(addressLinesIn(['BE', 'Dorpsstraat 1', '3511 AB Utrecht'], 'en')).toEqual([
      'BE',
      'Dorpsstraat 1',
      '3511 AB Utrecht',
    ]);
    expect(countryName('BE', 'nl')).toBe('België');
  });
});
