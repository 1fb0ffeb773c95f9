import { describe, expect, it } from 'vitest';
import type { MailLocale, OrderMailData } from '../mail-port.ts';
import { renderMail } from './render-mail.ts';

const order: OrderMailData = {
  orderNumber: '100000042',
  customerName: 'Anna de Vries',
  orderUrl: 'https://shop.example/order/abc',
  items: [{ name: 'Wasmachine', sku: 'WM-1', quantity: 2, rowTotalCents: 1_198_00 }],
  subtotalCents: 1_198_00,
  shippingCents: 0,
  discountCents: 0,
  taxCents: 207_92,
  grandTotalCents: 1_198_00,
  paymentMethod: 'iDEAL',
  shippingMethod: 'Bezorgen',
  deliveryLines: ['Dorpsstraat 12', '3511 AB Utrecht'],
};

const expected: Record<MailLocale, { cancelled: RegExp; refunded: RegExp; amount: string }> = {
  nl: { cancelled: /geannuleerd/, refunded: /Terugbetaling/, amount: '599,00' },
  fr: { cancelled: /annulée/, refunded: /Remboursement/, amount: '599,00' },
  de: { cancelled: /storniert/, refunded: /Erstattung/, amount: '599,00' },
  en: { cancelled: /cancelled/, refunded: /Refund/, amount: '599.00' },
};

describe('the cancellation and refund mails', () => {
  it.each(Object.keys(expected) as MailLocale[])('are written in %s', (locale) => {
    const words = expected[locale];
    const cancelled = renderMail(
      { template: 'order-cancelled', data: { ...order, refundCents: 599_00 } },
      locale,
    );
    expect(cancelled.subject).toMatch(words.cancelled);
    expect(cancelled.text).toContain(words.amount);
    const unpaid = renderMail(
      { template: 'order-cancelled', data: { ...order, refundCents: 0 } },
      locale,
    );
    expect(unpaid.text).not.toContain(words.amount);
    const refunded = renderMail(
      {
        template: 'order-refunded',
        data: {
          ...order,
          refundCents: 599_00,
          refundedLines: [{ name: 'Wasmachine', quantity: 1 }],
          shippingRefunded: false,
        },
      },
      locale,
    );
    expect(refunded.subject).toMatch(words.refunded);
    expect(refunded.subject).toContain('100000042');
    expect(refunded.text).toContain(words.amount);
    expect(refunded.text).toContain('Wasmachine');
  });
});
