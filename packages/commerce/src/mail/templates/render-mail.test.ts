import { describe, expect, it } from 'vitest';
import type { MailLocale, OrderMailData } from '../mail-port.ts';
import { formatEuros } from './locale-format.ts';
import { mailLocale, renderMail } from './render-mail.ts';

const order: OrderMailData = {
  orderNumber: 'NL000123',
  customerName: 'Anna de Vries',
  orderUrl: 'https://www.stroomhuis.nl/order/NL000123',
  items: [
    { name: 'Waterkoker 1,7 l', sku: 'WK-17', quantity: 2, rowTotalCents: 59_98 },
    { name: 'Stofzuiger', sku: 'SZ-1', quantity: 1, rowTotalCents: 1_249_00 },
  ],
  subtotalCents: 1_308_98,
  shippingCents: 0,
  discountCents: 10_00,
  taxCents: 225_43,
  grandTotalCents: 1_298_98,
  paymentMethod: 'iDEAL',
  shippingMethod: 'Bezorgen',
  deliveryLines: ['Anna de Vries', 'Kerkstraat 1', '1234 AB Amsterdam'],
};

const locales: MailLocale[] = ['nl', 'fr', 'de', 'en'];

describe('mail rendering', () => {
  it('writes euros as each language does', () => {
    expect(formatEuros(1_298_98, 'nl')).toBe('€\u00a01.298,98');
    expect(formatEuros(1_298_98, 'de')).toBe('1.298,98\u00a0€');
    expect(formatEuros(1_298_98, 'en')).toBe('€1,298.98');
    expect(formatEuros(1_298_98, 'fr')).toMatch(/^1\s298,98\s€$/u);
  });

  it.each(locales)(
    'renders the order confirmation in %s with items, totals, VAT and the track & trace promise',
    (locale) => {
      const mail = renderMail({ template: 'order-confirmation', data: order }, locale);
      expect(mail.subject).toContain('NL000123');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(formatEuros(1_298_98, locale));
        expect(part).toContain(formatEuros(225_43, locale));
        expect(part).toContain(formatEuros(-10_00, locale));
        expect(part).toContain('WK-17');
        expect(part).toContain('iDEAL');
        expect(part).toContain('1234 AB Amsterdam');
        expect(part).toContain('23');
      }
      expect(mail.text).toContain('https://www.stroomhuis.nl/order/NL000123');
    },
  );

  it('speaks each language in its subject', () => {
    const subjects = locales.map(
      (locale) => renderMail({ template: 'order-confirmation', data: order }, locale).subject,
    );
    expect(subjects).toEqual([
      'Bedankt voor je bestelling NL000123',
      'Merci pour votre commande NL000123',
      'Vielen Dank für deine Bestellung NL000123',
      'Thank you for your order NL000123',
    ]);
  });

  it('promises the track & trace code in Dutch as spec §9 words it', () => {
    const { text } = renderMail({ template: 'order-confirmation', data: order }, 'nl');
    expect(text).toContain('vóór 23:59 uur');
    expect(text).toContain('dezelfde avond nog je track & trace-code');
    expect(text).toContain('Totaal (incl. btw): €\u00a01.298,98');
    expect(text).toContain('Waarvan btw: €\u00a0225,43');
  });

  it('escapes every piece of data in the HTML part and keeps it as typed in the text part', () => {
    const hostile = {
      ...order,
      customerName: '<script>alert("x")</script>',
      items: [
        { name: `Lamp "Bright" & <b>bold</b> 'x'`, sku: 'L-1', quantity: 1, rowTotalCents: 100 },
      ],
      deliveryLines: ['<img src=x onerror=alert(1)>'],
    };
    const mail = renderMail({ template: 'order-confirmation', data: hostile }, 'en');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>bold');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain(
      'Lamp &quot;Bright&quot; &amp; &lt;b&gt;bold&lt;/b&gt; &#39;x&#39;',
    );
    expect(mail.text).toContain('Dear <script>alert("x")</script>,');
  });

  it('drops a link that is not http(s) and escapes one that is', () => {
    const shipped = {
      ...order,
      carrier: 'PostNL',
      trackingNumber: '3SABCD123',
      trackingUrl: 'javascript:alert(1)',
    };
    const unsafe = renderMail({ template: 'order-shipped', data: shipped }, 'nl');
    expect(unsafe.html).not.toContain('javascript:');
    expect(unsafe.text).not.toContain('javascript:');
    const safe = renderMail(
      {
        template: 'order-shipped',
        data: { ...shipped, trackingUrl: 'https://jouw.postnl.nl/track?b=3SABCD123&p=1234AB"' },
      },
      'nl',
    );
    expect(safe.subject).toBe('Je bestelling NL000123 is onderweg');
    expect(safe.html).toContain('href="https://jouw.postnl.nl/track?b=3SABCD123&amp;p=1234AB%22"');
    expect(safe.text).toContain(
      'Volg je pakket: https://jouw.postnl.nl/track?b=3SABCD123&p=1234AB%22',
    );
    expect(safe.text).toContain('3SABCD123');
  });

  it.each([
    ['cancelled', 'nl', 'Je bestelling is geannuleerd. Probeer het opnieuw.'],
    ['denied', 'nl', 'Probeer een andere betaalmethode.'],
    ['denied', 'en', 'Please try another payment method.'],
    ['expired', 'de', 'Die Zahlungsfrist ist abgelaufen.'],
    ['cancelled', 'fr', 'Votre commande a été annulée.'],
  ] as const)('tells a %s payment in %s what to do next', (reason, locale, expected) => {
    const mail = renderMail({ template: 'payment-failed', data: { ...order, reason } }, locale);
    expect(mail.text).toContain(expected);
    expect(mail.html).toContain(expected.replace(/'/g, '&#39;'));
    expect(mail.text).toContain(order.orderUrl);
  });

  it.each(locales)(
    'confirms a reservation in %s with store, address and the time it is held until',
    (locale) => {
      const mail = renderMail(
        {
          template: 'reservation-confirmed',
          data: {
            reservationNumber: 'R000042',
            customerName: 'Jan',
            productName: 'Koffiezetapparaat',
            sku: 'KZ-9',
            quantity: 1,
            storeName: 'Stroomhuis Utrecht',
            storeAddressLines: ['Oudegracht 10', '3511 AB Utrecht'],
            expiresAt: '2026-11-27T16:00:00.000Z',
          },
        },
        locale,
      );
      expect(mail.subject).toContain('Stroomhuis Utrecht');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Oudegracht 10');
        expect(part).toContain('R000042');
        // 16:00 UTC is 17:00 in Amsterdam in November.
        expect(part).toMatch(/17[:.]00/);
        expect(part).toContain('27');
      }
    },
  );

  it('says a reservation is ready for pickup in each language, with number, store and deadline', () => {
    const subjects = new Set<string>();
    for (const locale of locales) {
      const mail = renderMail(
        {
          template: 'reservation-ready',
          data: {
            reservationNumber: 'R000044',
            customerName: 'Jan',
            productName: 'Koffiezetapparaat',
            sku: 'KZ-9',
            quantity: 1,
            storeName: 'Stroomhuis Utrecht',
            storeAddressLines: ['Oudegracht 10', '3511 AB Utrecht'],
            expiresAt: '2026-11-27T16:00:00.000Z',
          },
        },
        locale,
      );
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Stroomhuis Utrecht');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('R000044');
        expect(part).toContain('Oudegracht 10');
        expect(part).toMatch(/17[:.]00/);
      }
    }
    expect(subjects.size).toBe(locales.length);
  });

  it('asks to confirm a reservation in each language, with the link and the deadline', () => {
    const confirmUrl = 'https://www.stroomhuis.nl/en/reservation/confirm?token=abc';
    const subjects = new Set<string>();
    for (const locale of locales) {
      const mail = renderMail(
        {
          template: 'reservation-confirm',
          data: {
            reservationNumber: 'R000043',
            customerName: 'Jan',
            productName: 'Koffiezetapparaat',
            sku: 'KZ-9',
            quantity: 2,
            storeName: 'Stroomhuis Utrecht',
            storeAddressLines: ['Oudegracht 10', '3511 AB Utrecht'],
            expiresAt: '2026-11-24T13:00:00.000Z',
            confirmUrl,
            holdDays: 3,
          },
        },
        locale,
      );
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Stroomhuis Utrecht');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(confirmUrl.replace('&', '&amp;'));
        expect(part).toContain('R000043');
        // 13:00 UTC is 14:00 in Amsterdam in November: the hour the link lapses.
        expect(part).toMatch(/14[:.]00/);
        expect(part).toContain('3');
      }
    }
    expect(subjects.size).toBe(locales.length);
  });

  it.each(locales)(
    'writes the account mails in %s: every subject its own, every link in both parts',
    (locale) => {
      const resetUrl = 'https://www.stroomhuis.nl/customer/account/forgotpassword';
      const mails = [
        renderMail(
          {
            template: 'account-exists',
            data: {
              customerName: 'Jan',
              signInUrl: 'https://www.stroomhuis.nl/customer/account/login',
              resetUrl,
            },
          },
          locale,
        ),
        renderMail(
          {
            template: 'password-reset',
            data: {
              customerName: 'Jan',
              url: 'https://www.stroomhuis.nl/customer/account/createPassword?email=jan%40example.com&token=abc',
            },
          },
          locale,
        ),
        renderMail(
          { template: 'password-changed', data: { customerName: 'Jan', resetUrl } },
          locale,
        ),
      ];
      expect(new Set(mails.map((mail) => mail.subject)).size).toBe(3);
      expect(mails[0]!.text).toContain('/customer/account/login');
      expect(mails[0]!.text).toContain(resetUrl);
      expect(mails[1]!.text).toContain('token=abc');
      expect(mails[1]!.html).toContain('token=abc');
      expect(mails[2]!.text).toContain(resetUrl);
      for (const mail of mails) expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );

  it('says in Dutch how long a reset link works', () => {
    const mail = renderMail(
      { template: 'password-reset', data: { customerName: 'Jan', url: 'https://x.nl/r' } },
      'nl',
    );
    expect(mail.subject).toBe('Stel een nieuw wachtwoord in');
    expect(mail.text).toContain('De link werkt één keer en is een uur geldig.');
  });

  it('falls back to Dutch for a language the shop has no mails in', () => {
    expect(mailLocale('es')).toBe('nl');
    expect(mailLocale('de')).toBe('de');
  });
});

describe('newsletter and contact mails', () => {
  const unsubscribe =
    'https://www.stroomhuis.nl/newsletter/unsubscribe?email=anna%40example.nl&code=abc';

  it.each(locales)(
    'mails the first-order code in %s with the unsubscribe link in the footer',
    (locale) => {
      const mail = renderMail(
        {
          template: 'newsletter-welcome',
          data: {
            customerName: '',
            couponCode: 'WELKOM-ABCDEFGHJKMN',
            percent: 15,
            validTo: '2027-11-24',
            shopUrl: 'https://www.stroomhuis.nl/',
          },
        },
        locale,
        unsubscribe,
      );
      expect(mail.subject).toContain('15');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('WELKOM-ABCDEFGHJKMN');
        expect(part).toContain('2027');
      }
      expect(mail.html).toContain(
        'href="https://www.stroomhuis.nl/newsletter/unsubscribe?email=anna%40example.nl&amp;code=abc"',
      );
      expect(mail.text).toContain(unsubscribe);
    },
  );

  it('greets without a name when the address has none, and leaves a non-http link out', () => {
    const mail = renderMail(
      { template: 'newsletter-confirmation', data: { customerName: '', url: 'https://x.nl/c' } },
      'nl',
      'javascript:alert(1)',
    );
    expect(mail.text.startsWith('Hallo,')).toBe(true);
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('Afmelden');
  });

  it("gives the shop's copy of a contact message no greeting, no footer, the shopper as reply-to", () => {
    const mail = renderMail(
      {
        template: 'contact-message',
        data: {
          customerName: 'Anna <b>de Vries</b>',
          email: 'anna@example.nl',
          prefix: null,
          telephone: null,
          subject: 'Vraag',
          message: 'Regel 1\n<img src=x onerror=alert(1)>',
          locale: 'fr',
        },
      },
      'nl',
      unsubscribe,
    );
    expect(mail.replyTo).toBe('anna@example.nl');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('unsubscribe');
    expect(mail.text).not.toMatch(/^Beste/);
    expect(mail.text).toContain('Frans');
  });
});
