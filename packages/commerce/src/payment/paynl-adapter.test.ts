import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-errors.ts';
import { createPaynlAdapter } from './paynl-adapter.ts';
import type { PaynlCredentials } from './paynl-config.ts';
import { parsePaynlExchange } from './paynl-exchange.ts';
import { verifyExchangeSignature } from './paynl-signature.ts';
import { startSimulatorServer, type RunningSimulator } from './simulator/simulator-server.ts';
import { startExchangeReceiver } from './testing/exchange-receiver.ts';
import { sampleOrder } from './testing/sample-order.ts';

const credentials: PaynlCredentials = {
  serviceId: 'SL-1234-5678',
  tokenCode: 'AT-1234-5678',
  apiToken: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2',
};
const retryDelaysMs = [20, 40, 80];

describe('the Pay.nl adapter against the simulator over HTTP', () => {
  let running: RunningSimulator;
  let receiver: Awaited<ReturnType<typeof startExchangeReceiver>>;
  const adapter = () =>
    createPaynlAdapter({ apiUrl: running.url, credentials, testMode: true, expireMinutes: 15 });

  beforeAll(async () => {
    running = await startSimulatorServer({ credentials, retryDelaysMs, expirySweepMs: 0 });
  });
  afterAll(() => running.close());
  afterEach(() => receiver?.close());

  it.each([
    ['paid', 'PAID', 100, 'PAID'],
    ['pending', 'PENDING', 50, 'PENDING'],
    ['cancelled', 'CANCEL', -90, 'CANCELLED'],
    ['denied', 'DENIED', -63, 'DENIED'],
  ] as const)(
    'a payment chosen %s on the page redirects back, calls the exchange until TRUE| and reads back',
    async (outcome, action, code, state) => {
      // The shop fails twice before it accepts: the simulator must retry with growing waits.
      receiver = await startExchangeReceiver(['FALSE|busy', 'FALSE|busy', 'TRUE|ok']);
      const provider = adapter();
      const order = sampleOrder({ exchangeUrl: receiver.url });
      const created = await provider.createOrder(order);
      expect(created.redirectUrl).toBe(
        `${running.url}/paynl-simulator/pay/${created.providerOrderId}`,
      );
      expect(await provider.status(created.providerOrderId)).toEqual({
        code: 20,
        state: 'PENDING',
        amountCents: 12_34,
        reference: '100000123',
      });

      const page = await fetch(created.redirectUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('100000123');
      expect(html).toContain('Order 100000123');
      expect(html).toMatch(/€\s12,34/);
      expect(html).toContain('iDEAL');
      expect(html).toContain(`<label for="outcome-${outcome}">`);
      expect(html).not.toContain('<legend>Bank</legend>');

      const chosen = await fetch(created.redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ outcome }),
        redirect: 'manual',
      });
      expect(chosen.status).toBe(303);
      const back = new URL(chosen.headers.get('location')!);
      expect(back.origin + back.pathname).toBe('http://shop.test/paynl/checkout/finish');
      expect(Object.fromEntries(back.searchParams)).toEqual({
        order: '100000123',
        id: created.providerOrderId,
        orderId: created.providerOrderId,
        statusAction: action,
        statusCode: String(code),
        reference: '100000123',
      });

      await running.simulator.settled();
      expect(receiver.received).toHaveLength(3);
      const gaps = receiver.received.slice(1).map((call, i) => call.at - receiver.received[i]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(retryDelaysMs[0]! - 2);
      expect(gaps[1]).toBeGreaterThanOrEqual(retryDelaysMs[1]! - 2);
      for (const call of receiver.received) {
        expect(call.method).toBe('POST');
        const request = receiver.asRequest(call);
        expect(verifyExchangeSignature(request.headers, call.body, credentials)).toBe(true);
        expect(await provider.parseExchange(receiver.asRequest(call))).toEqual({
          providerOrderId: created.providerOrderId,
          reference: '100000123',
        });
        expect(JSON.parse(call.body).object.status).toEqual({ code, action });
      }
      expect((await provider.status(created.providerOrderId)).state).toBe(state);
    },
  );

  it('gives up after the last retry when the shop never answers TRUE|', async () => {
    receiver = await startExchangeReceiver(['FALSE|down']);
    const provider = adapter();
    const created = await provider.createOrder(sampleOrder({ exchangeUrl: receiver.url }));
    await fetch(created.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    await running.simulator.settled();
    expect(receiver.received).toHaveLength(retryDelaysMs.length + 1);
  });

  it('a finished payment cannot be chosen again: the page shows how it ended', async () => {
    receiver = await startExchangeReceiver();
    const provider = adapter();
    const created = await provider.createOrder(sampleOrder({ exchangeUrl: receiver.url }));
    const choose = (outcome: string) =>
      fetch(created.redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ outcome }),
        redirect: 'manual',
      });
    expect((await choose('paid')).status).toBe(303);
    const again = await choose('cancelled');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('This payment is paid.');
    await running.simulator.settled();
    expect(receiver.received).toHaveLength(1);
    expect((await provider.status(created.providerOrderId)).state).toBe('PAID');
  });

  it('offers the six methods with limits and no iDEAL banks, from the service configuration', async () => {
    const methods = await adapter().methods();
    expect(methods.map((method) => [method.code, method.providerId])).toEqual([
      ['paynl_payment_ideal', 10],
      ['paynl_payment_capayable_gespreid', 1813],
      ['paynl_payment_afterpay', 739],
      ['paynl_payment_mastercard', 3138],
      ['paynl_payment_visa', 3141],
      ['paynl_payment_mistercash', 436],
    ]);
    const ideal = methods[0]!;
    expect(ideal.issuers).toEqual([]);
    expect(ideal.requiredFields).toEqual([]);
    expect(ideal.expireMinutes).toBe(15);
    expect(ideal.logo).toBe('wysiwyg/logos/payment/ideal.svg');
    const riverty = methods[2]!;
    expect(riverty).toMatchObject({
      minCents: 5_00,
      maxCents: 1_500_00,
      personalOnly: true,
      requiredFields: ['DATE_OF_BIRTH', 'GENDER', 'TELEPHONE'],
    });
    expect(methods[1]).toMatchObject({ minCents: 100_00, maxCents: 3_000_00 });
  });

  it('refuses an order the method cannot take, as Pay. does', async () => {
    const provider = adapter();
    const { birthDate: _unused, ...withoutBirthDate } = sampleOrder().customer;
    const riverty = sampleOrder({ method: { providerId: 739 }, customer: withoutBirthDate });
    await expect(provider.createOrder(riverty)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_REJECTED',
      message: expect.stringContaining('customer.birthDate'),
    });
    const tooSmallForIn3 = sampleOrder({ method: { providerId: 1813 }, amountCents: 99_99 });
    await expect(provider.createOrder(tooSmallForIn3)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_REJECTED',
    });
  });

  it('refuses wrong credentials', async () => {
    const provider = createPaynlAdapter({
      apiUrl: running.url,
      credentials: { ...credentials, apiToken: 'wrong' },
      testMode: true,
      expireMinutes: 15,
    });
    await expect(provider.createOrder(sampleOrder())).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_REJECTED',
    });
    await expect(provider.methods()).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reports an unknown or malformed order id as not found, without asking for a bad path', async () => {
    const provider = adapter();
    await expect(provider.status('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({
      code: 'PAYMENT_ORDER_NOT_FOUND',
    });
    await expect(provider.status('../../v2/services/config')).rejects.toMatchObject({
      code: 'PAYMENT_ORDER_NOT_FOUND',
    });
  });
});

describe('the simulator with legacy iDEAL banks', () => {
  it('lists the banks, asks for one and shows them on the page', async () => {
    const running = await startSimulatorServer({
      credentials,
      idealIssuers: true,
      expirySweepMs: 0,
    });
    try {
      const provider = createPaynlAdapter({
        apiUrl: running.url,
        credentials,
        testMode: true,
        expireMinutes: 15,
      });
      const [ideal] = await provider.methods();
      expect(ideal!.issuers).toContainEqual({ id: '4', name: 'ING' });
      expect(ideal!.requiredFields).toEqual(['ISSUER']);
      const created = await provider.createOrder(
        sampleOrder({ method: { providerId: 10, issuerId: '4' } }),
      );
      const html = await (await fetch(created.redirectUrl)).text();
      expect(html).toContain('<legend>Bank</legend>');
      expect(html).toMatch(/id="issuer-4" name="issuer" value="4" checked/);
    } finally {
      await running.close();
    }
  });
});

describe('expiry', () => {
  it('expires an unpaid order after its expire time and tells the shop', async () => {
    let clock = new Date('2026-11-24T12:00:00Z');
    const receiver = await startExchangeReceiver();
    const running = await startSimulatorServer({
      credentials,
      expirySweepMs: 0,
      now: () => clock,
    });
    try {
      const provider = createPaynlAdapter({
        apiUrl: running.url,
        credentials,
        testMode: true,
        expireMinutes: 15,
      });
      const created = await provider.createOrder(
        sampleOrder({
          exchangeUrl: receiver.url,
          expiresAt: new Date('2026-11-24T12:15:00Z'),
        }),
      );
      clock = new Date('2026-11-24T12:14:59Z');
      running.simulator.expireDue();
      expect((await provider.status(created.providerOrderId)).state).toBe('PENDING');
      clock = new Date('2026-11-24T12:15:00Z');
      running.simulator.expireDue();
      await running.simulator.settled();
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body).object.status).toEqual({
        code: -80,
        action: 'EXPIRED',
      });
      expect(await provider.status(created.providerOrderId)).toMatchObject({
        code: -80,
        state: 'EXPIRED',
      });
      const late = await fetch(created.redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'paid' }),
        redirect: 'manual',
      });
      expect(late.status).toBe(200);
      expect(await late.text()).toContain('This payment is expired.');
    } finally {
      await running.close();
      await receiver.close();
    }
  });
});

describe('timeouts', () => {
  it('gives up on Pay. when it does not answer in time', async () => {
    const provider = createPaynlAdapter({
      apiUrl: 'http://paynl.test',
      credentials,
      testMode: true,
      expireMinutes: 15,
      timeoutMs: 50,
      fetch: (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    });
    await expect(provider.status('abc')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
  });
});

describe('parseExchange on the adapter', () => {
  it('reads the order from a legacy GET call', async () => {
    const provider = createPaynlAdapter({
      apiUrl: 'http://paynl.test',
      credentials,
      testMode: true,
      expireMinutes: 15,
    });
    const notice = await provider.parseExchange(
      new Request(
        'http://shop.test/paynl/exchange?action=new_ppt&order_id=51234567X1a2b3c&extra1=100000123',
      ),
    );
    expect(notice).toEqual({ providerOrderId: '51234567X1a2b3c', reference: '100000123' });
    expect(
      await parsePaynlExchange(new Request('http://shop.test/x?action=new_ppt'), credentials),
    ).toBeNull();
  });
});
