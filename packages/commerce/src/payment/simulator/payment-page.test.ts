import { describe, expect, it } from 'vitest';
import { legacyIdealIssuers } from '../paynl-methods.ts';
import { renderPaymentPage } from './payment-page.ts';
import type { SimulatedOrder } from './simulator-orders.ts';

const order: SimulatedOrder = {
  orderId: 'f6b1e5c4-0000-4000-8000-000000000001',
  reference: '100000123',
  description: 'Order 100000123',
  amountCents: 1_234_56,
  currency: 'EUR',
  methodId: 10,
  issuerId: '2',
  returnUrl: 'https://shop.example/paynl/checkout?order=100000123',
  exchangeUrl: '',
  expiresAt: new Date('2026-11-24T12:15:00Z'),
  createdAt: new Date('2026-11-24T12:00:00Z'),
  statusCode: 20,
  testMode: true,
  refunds: [],
};

describe('the simulated payment page', () => {
  const html = renderPaymentPage(order, { title: 'iDEAL', issuers: legacyIdealIssuers }, null);

  it('runs no script and loads nothing from elsewhere, so any page policy allows it', () => {
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i);
  });

  it('posts its form to its own address, the only target a form-action self policy allows', () => {
    expect(html).toMatch(/<form method="post">/);
    expect(html).not.toContain('action=');
  });

  it('labels every choice, groups them and preselects one, so it works by keyboard', () => {
    const radios = [...html.matchAll(/<input type="radio" id="([^"]+)"/g)].map((match) => match[1]);
    expect(radios).toHaveLength(4 + legacyIdealIssuers.length);
    for (const id of radios) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('<legend>Outcome of the payment</legend>');
    expect(html).toContain('<legend>Bank</legend>');
    expect(html).toMatch(/id="issuer-2" name="issuer" value="2" checked/);
    expect(html).toMatch(/id="outcome-paid" name="outcome" value="paid" checked/);
    expect(html).toContain('<button type="submit">');
  });

  it('fits a 390 px screen: the viewport follows the device and the layout has no fixed width', () => {
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/width:\s*\d+px/);
  });

  it('shows the order, the amount in euros and the method', () => {
    expect(html).toContain('<dd>100000123</dd>');
    expect(html).toContain('<dd>Order 100000123</dd>');
    expect(html).toMatch(/<dd>€\s1\.234,56<\/dd>/);
    expect(html).toContain('<dd>iDEAL</dd>');
  });

  it('offers no choice once the payment has ended, only the way back', () => {
    const ended = renderPaymentPage(order, { title: 'iDEAL', issuers: [] }, 'PAID');
    expect(ended).not.toContain('<form');
    expect(ended).toContain('This payment is paid.');
    expect(ended).toContain('href="https://shop.example/paynl/checkout?order=100000123"');
  });
});
