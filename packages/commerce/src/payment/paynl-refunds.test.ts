import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-errors.ts';
import { createPaynlAdapter } from './paynl-adapter.ts';
import type { PaynlCredentials } from './paynl-config.ts';
import { startSimulatorServer, type RunningSimulator } from './simulator/simulator-server.ts';
import { startExchangeReceiver } from './testing/exchange-receiver.ts';
import { sampleOrder } from './testing/sample-order.ts';

const credentials: PaynlCredentials = {
  serviceId: 'SL-1234-5678',
  tokenCode: 'AT-1234-5678',
  apiToken: 'f6e5d4c3b2a1f6e5d4c3b2a1f6e5d4c3b2a1f6e5',
};

describe('refunds through the Pay.nl adapter against the simulator over HTTP', () => {
  let running: RunningSimulator;
  let receiver: Awaited<ReturnType<typeof startExchangeReceiver>>;
  const adapter = () =>
    createPaynlAdapter({
      apiUrl: running.url,
      refundApiUrl: running.url,
      credentials,
      testMode: true,
      expireMinutes: 15,
    });

  beforeAll(async () => {
    running = await startSimulatorServer({ credentials, retryDelaysMs: [20], expirySweepMs: 0 });
    receiver = await startExchangeReceiver(['TRUE|ok']);
  });
  afterAll(async () => {
    await receiver.close();
    await running.close();
  });

  async function paidOrder() {
    const provider = adapter();
    const created = await provider.createOrder(sampleOrder({ exchangeUrl: receiver.url }));
    await fetch(created.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    return { provider, id: created.providerOrderId };
  }

  it('pays back in parts, reports each to the exchange and never more than was paid', async () => {
    const { provider, id } = await paidOrder();
    const first = await provider.refund({
      providerOrderId: id,
      amountCents: 4_00,
      currency: 'EUR',
      description: 'Refund 100000123-1',
    });
    expect(first.refundId).toMatch(/^RF-/);
    expect(first.refundedTotalCents).toBe(4_00);
    expect(await provider.status(id)).toMatchObject({ code: -82, state: 'PAID' });
    const tooMuch = await provider
      .refund({ providerOrderId: id, amountCents: 9_00, currency: 'EUR', description: 'x' })
      .catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(PaymentProviderError);
    expect((tooMuch as PaymentProviderError).code).toBe('PAYMENT_PROVIDER_REJECTED');
    await provider.refund({
      providerOrderId: id,
      amountCents: 8_34,
      currency: 'EUR',
      description: 'Refund 100000123-2',
    });
    expect(await provider.refundedCents(id)).toBe(12_34);
    expect(await provider.status(id)).toMatchObject({ code: -81, state: 'PAID' });
    await running.simulator.settled();
    const reported = receiver.received.map(
      (call) => (JSON.parse(call.body) as { object: { status: { action: string } } }).object.status,
    );
    expect(reported.map((status) => status.action)).toEqual(['PAID', 'PARTIAL_REFUND', 'REFUND']);
  });

  it('refuses to pay back an unpaid payment, and every refund while switched to refuse', async () => {
    const provider = adapter();
    const created = await provider.createOrder(sampleOrder({ exchangeUrl: receiver.url }));
    const unpaid = await provider
      .refund({
        providerOrderId: created.providerOrderId,
        amountCents: 1_00,
        currency: 'EUR',
        description: 'x',
      })
      .catch((error: unknown) => (error as PaymentProviderError).code);
    expect(unpaid).toBe('PAYMENT_PROVIDER_REJECTED');
    const { id } = await paidOrder();
    running.simulator.refuseRefunds(true);
    const refused = await provider
      .refund({ providerOrderId: id, amountCents: 1_00, currency: 'EUR', description: 'x' })
      .catch((error: unknown) => (error as PaymentProviderError).code);
    running.simulator.refuseRefunds(false);
    expect(refused).toBe('PAYMENT_PROVIDER_REJECTED');
    expect(await provider.refundedCents(id)).toBe(0);
  });
});
