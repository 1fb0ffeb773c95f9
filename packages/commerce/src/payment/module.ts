import { randomBytes, randomInt } from 'node:crypto';
import type { EngineModule } from '../engine/module.ts';
import type { PaymentProvider } from './payment-port.ts';
import { createPaynlAdapter } from './paynl-adapter.ts';
import {
  readPaynlConfig,
  shopUrl,
  simulatorRetryDelays,
  type PaynlCredentials,
} from './paynl-config.ts';
import { createPaynlSimulator, type PaynlSimulator } from './simulator/paynl-simulator.ts';

/** The simulator mounted in this engine, found from the payment service it serves. */
const embeddedSimulators = new WeakMap<PaymentProvider, PaynlSimulator>();

/**
 * The payment provider port: Pay.'s Order API. With PAYNL_* set it talks to Pay.; with none set,
 * to a simulator of Pay. mounted in the engine (the engine serves its payment page at
 * /paynl-simulator/*), reached through the simulator's own fetch.
 */
export const paymentModule: EngineModule<'payment'> = {
  name: 'payment',
  tables: {},
  createService: () => createPaymentProvider(),
};

export function createPaymentProvider(
  env: Record<string, string | undefined> = process.env,
): PaymentProvider {
  const config = readPaynlConfig(env);
  if (config.kind === 'paynl') {
    return createPaynlAdapter({
      apiUrl: config.apiUrl,
      // Pay.'s refunds live on its transaction gateway; a stand-in for Pay. serves both.
      refundApiUrl: env.PAYNL_API_URL?.trim() ? config.apiUrl : undefined,
      credentials: config.credentials,
      testMode: config.testMode,
      expireMinutes: config.expireMinutes,
    });
  }
  // Credentials of this process only: nothing outside it can create orders or sign exchanges.
  const credentials: PaynlCredentials = {
    serviceId: `SL-${digits()}-${digits()}`,
    tokenCode: `AT-${digits()}-${digits()}`,
    apiToken: randomBytes(20).toString('hex'),
  };
  const simulator = createPaynlSimulator({
    credentials,
    publicUrl: shopUrl(env),
    idealIssuers: env.PAYNL_SIMULATOR_ISSUERS === '1',
    retryDelaysMs: simulatorRetryDelays(env),
  });
  const provider = createPaynlAdapter({
    apiUrl: 'http://paynl-simulator.internal',
    refundApiUrl: 'http://paynl-simulator.internal',
    credentials,
    testMode: true,
    expireMinutes: config.expireMinutes,
    fetch: simulator.fetch,
  });
  embeddedSimulators.set(provider, simulator);
  return provider;
}

/** The simulator behind this payment service, when it is the embedded default. */
export function embeddedPaynlSimulator(provider: PaymentProvider): PaynlSimulator | undefined {
  return embeddedSimulators.get(provider);
}

function digits(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}
