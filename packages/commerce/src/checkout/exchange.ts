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
  try {
    const outcome = await checkout.applyProviderStatus(notice.providerOrderId);
    if (!outcome) return answer(404, 'FALSE|unknown order');
    return answer(200, `TRUE|${outcome.state.toLowerCase()}`);
  } catch (error) {
    // The provider could not be asked or the database refused: Pay. calls again later.
    logger.warn({ err: error, providerOrderId: notice.providerOrderId }, 'payment exchange failed');
    return answer(409, 'FALSE|try again later');
  }
}
