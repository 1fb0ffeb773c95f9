import type { CommerceEngine } from '../engine/create-engine.ts';
import type { Outcome } from '../payment/simulator/payment-page.ts';

/**
 * The shopper on the embedded Pay. simulator's hosted payment page: posts the same form a
 * browser does, so the simulator sets the payment's status as it would for a shopper. The shop
 * then learns it the production way, from an exchange call or the return page reading
 * `status()`.
 */
export async function chooseOnPaymentPage(
  engine: CommerceEngine,
  providerOrderId: string,
  outcome: Outcome,
): Promise<void> {
  const response = await engine.fetch(
    new Request(`http://engine.local/paynl-simulator/pay/${providerOrderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
    }),
  );
  if (response.status !== 303) {
    throw new Error(
      `the payment page refused ${outcome}: ${response.status} ${await response.text()}`,
    );
  }
}

/** Pay.'s exchange call about one payment, as Pay. makes it. */
export function callExchange(engine: CommerceEngine, providerOrderId: string, init?: RequestInit) {
  return engine.fetch(
    new Request(`http://engine.local/paynl/exchange?order_id=${providerOrderId}`, init),
  );
}
