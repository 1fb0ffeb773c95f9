import { describe, expect, it } from 'vitest';
import { orderMailData } from '../../orders/order-service.ts';
import { homeAddress, homeDeliveryOrder, sampleShopperMails } from '../testing/sample-mails.ts';
import { renderMail } from './render-mail.ts';
import { personName } from './address-lines.ts';

const greetings = { nl: 'Beste', fr: 'Bonjour', de: 'Hallo', en: 'Dear' } as const;
const orderTemplates = [
  'order-confirmation',
  'payment-failed',
  'order-shipped',
  'order-cancelled',
  'order-refunded',
  'return-requested',
] as const;

describe('a shopper’s name in a mail keeps its Dutch particle', () => {
  describe.each(['nl', 'fr', 'de', 'en'] as const)('%s', (locale) => {
    it.each(orderTemplates)('the %s mail greets Anna de Vries by her whole name', (template) => {
      const mail = renderMail(sampleShopperMails(locale)[template], locale);
      expect(mail.text).toContain(`${greetings[locale]} Anna de Vries,`);
      expect(mail.text).not.toContain('Anna Vries');
    });
  });

  it('composes first name, middle name and last name as given', () => {
    const order = homeDeliveryOrder('de', {
      billingAddress: {
        ...homeAddress,
        firstname: 'Jan',
        middlename: ' van der ',
        lastname: 'Berg',
      },
    });
    expect(orderMailData(order).customerName).toBe('Jan van der Berg');
    expect(personName({ firstname: 'Jan', middlename: null, lastname: 'Berg' })).toBe('Jan Berg');
    expect(personName({ firstname: 'Jan', middlename: '', lastname: 'de Berg' })).toBe(
      'Jan de Berg',
    );
  });
});
