import { describe, expect, it } from 'vitest';
import { orderMailData } from '../../orders/order-service.ts';
import type { MailMessage } from '../mail-port.ts';
import { homeAddress, homeDeliveryOrder, sampleShopperMails } from '../testing/sample-mails.ts';
import { renderMail } from './render-mail.ts';

/**
 * French sets a no-break space before a two-part mark (`Numéro de retour : …`, `Une question ?`);
 * the shop's French mails use U+00A0 before each of them. What the marks also appear in without a
 * space is taken out first: links (`https://…`, `mailto:…`) and times (`10:30`).
 */
const notProse = /\b(?:https?:\/\/|mailto:)\S+|\d:\d/g;
const twoPartMark = /[:;?!]/g;
const noBreakSpace = /[\u00a0\u202f]$/;

/** The places in `text` where a two-part mark has no no-break space before it. */
function unspaced(text: string): string[] {
  const prose = text.replace(notProse, ' ');
  const found: string[] = [];
  for (const match of prose.matchAll(twoPartMark)) {
    const before = prose.slice(0, match.index);
    if (!noBreakSpace.test(before))
      found.push(prose.slice(Math.max(0, match.index - 20), match.index + 1));
  }
  return found;
}

const samples = sampleShopperMails('fr');
/** Branches the samples do not take: a pickup order, a business order. */
const variants: Record<string, MailMessage> = {
  'pickup order-confirmation': {
    template: 'order-confirmation',
    data: orderMailData(
      homeDeliveryOrder('fr', {
        shippingMethod: 'Afhalen in de winkel',
        pickupLocationCode: 'utrecht',
        paymentMethodTitle: 'Riverty: achteraf betalen',
        paymentMethodCode: 'paynl_payment_afterpay',
      }),
    ),
  },
  'business order-confirmation': {
    template: 'order-confirmation',
    data: orderMailData(
      homeDeliveryOrder('fr', {
        billingAddress: {
          ...homeAddress,
          company: 'Stroom & Co',
          vatId: 'NL123456789B01',
          customerType: 'BUSINESS',
          reference: 'PO-42',
        },
      }),
    ),
  },
};

describe('French mails set a no-break space before : ; ? !', () => {
  it.each(Object.entries({ ...samples, ...variants }))('the %s mail', (_name, message) => {
    const mail = renderMail(message, 'fr', 'https://shop.example/fr/newsletter/unsubscribe');
    for (const part of [mail.subject, mail.text]) {
      expect(unspaced(part)).toEqual([]);
      // The check the brief of this rule names: no mark right after a letter.
      expect(part.replace(notProse, ' ')).not.toMatch(/\p{L}[:;?!]/u);
    }
  });

  it('finds a missing or breaking space, and passes links, times and e-mail addresses', () => {
    expect(unspaced('Numéro de retour: R1')).toHaveLength(1);
    expect(unspaced('Une question ? Écrivez-nous')).toHaveLength(1);
    expect(
      unspaced('Retrait\u00a0: à 10:30, https://shop.example/x?y=1 ou anna@example.nl !'),
    ).toHaveLength(1);
    expect(
      unspaced('Retrait\u00a0: à 10:30, https://shop.example/x?y=1 ou anna@example.nl\u00a0!'),
    ).toEqual([]);
  });
});
