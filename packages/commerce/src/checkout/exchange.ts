import type { PaymentProvider } from '../payment/payment-port.ts';
import type { CheckoutService } from './checkout-service.ts';
import { logger } from '../engine/logger.ts';

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * Pay.'s exchange call (its webhook). The call only says which payment to look at: the status
 * is read from the provider and applied once; `TRUE|` is answered after that has committed, for a
 * pending payment and for repeats too, so Pay. stops retrying. Anything the shop does not know is
 * a 4xx `FALSE|`, never a 5xx.
 */
export async function handleExchange(
  request: Request,
  provider: PaymentProvider,
  checkout: CheckoutService,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return answer(405, 'FALSE|method not allowed');
  }
  let notice;
  try {
    notice = await provider.parseExchange(request);
  } catch (error) {
    logger.info({ err: error }, 'unreadable payment exchange call');
    notice = null;
  }
  if (!notice) return answer(400, 'FALSE|unreadable exchange call');
  const [status, text] = await applyNotice(notice.providerOrderId, checkout);
  try {
    await checkout.recordExchangeCall(notice.providerOrderId, status, text);
  } catch (error) {
    // The history is for staff; the answer to Pay. does not depend on it.
    logger.warn({ err: error }, 'exchange call not recorded');
  }
  return answer(status, text);
}

async function applyNotice(
  providerOrderId: string,
  checkout: CheckoutService,
): Promise<[number, string]> {
  try {
    const outcome = await checkout.applyProviderStatus(providerOrderId);
    if (!outcome) return [404, 'FALSE|unknown order'];
    return [200, `TRUE|${outcome.state.toLowerCase()}`];
  } catch (error) {
    // The provider could not be asked or the database refused: Pay. calls again later.
    logger.warn({ err: error, providerOrderId }, 'payment exchange failed');
    return [409, 'FALSE|try again later'];
  }
}
