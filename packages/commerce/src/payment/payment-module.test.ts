import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { createPaymentProvider, embeddedPaynlSimulator } from './module.ts';
import { sampleOrder } from './testing/sample-order.ts';

describe('choosing the payment provider', () => {
  it('mounts the simulator, reached without a network hop, when no Pay.nl credentials are set', async () => {
    const provider = createPaymentProvider({ SHOP_URL: 'https://shop.example' });
    const simulator = embeddedPaynlSimulator(provider);
    expect(simulator).toBeDefined();
    try {
      const created = await provider.createOrder(sampleOrder());
      expect(created.redirectUrl).toBe(
        `https://shop.example/paynl-simulator/pay/${created.providerOrderId}`,
      );
      const page = await simulator!.fetch(new Request(created.redirectUrl));
      expect(page.status).toBe(200);
      expect((await provider.methods()).length).toBe(6);
      expect((await provider.status(created.providerOrderId)).state).toBe('PENDING');
    } finally {
      simulator?.close();
    }
  });

  it('talks to Pay.nl, with no simulator, when all credentials are set', () => {
    const provider = createPaymentProvider({
      PAYNL_SERVICE_ID: 'SL-1234-5678',
      PAYNL_TOKEN_CODE: 'AT-1234-5678',
      PAYNL_API_TOKEN: 'secret',
    });
    expect(embeddedPaynlSimulator(provider)).toBeUndefined();
  });

  it('refuses to start when only some are set', () => {
    expect(() => createPaymentProvider({ PAYNL_API_TOKEN: 'secret' })).toThrow(
      'PAYNL_SERVICE_ID, PAYNL_TOKEN_CODE are missing',
    );
  });
});

describe.each(databaseKinds)('the engine on %s serves the embedded simulator', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'payment-simulator', { seedIfEmpty: false }));
  });
  afterAll(() => close());

  it('answers its payment pages below /paynl-simulator/', async () => {
    const response = await engine.fetch(
      new Request('http://engine.local/paynl-simulator/pay/unknown'),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('ORDER_NOT_FOUND');
  });

  it("keeps Pay.'s API itself off the public paths", async () => {
    const response = await engine.fetch(
      new Request('http://engine.local/paynl-simulator/v1/orders', { method: 'POST', body: '{}' }),
    );
    expect(response.status).toBe(404);
    const direct = await engine.fetch(
      new Request('http://engine.local/v1/orders', { method: 'POST' }),
    );
    expect(direct.status).toBe(404);
  });
});
