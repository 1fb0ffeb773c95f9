import { readBoundedText } from '../../engine/bounded-body.ts';
import { legacyIdealIssuers, methodByProviderId } from '../paynl-methods.ts';
import { paymentStateOf } from '../paynl-status.ts';
import { outcomes, renderPaymentPage, type Outcome } from './payment-page.ts';
import { pendingCodes, type SimulatedOrder } from './simulator-orders.ts';
import { actionOf, problem } from './simulator-responses.ts';

const maxFormBytes = 1024;
const outcomeCodes: Record<Outcome, number> = {
  paid: 100,
  pending: 50,
  cancelled: -90,
  denied: -63,
};

/** The hosted payment page of an order: the outcome choice while it is open, else its end state. */
export function paymentPage(order: SimulatedOrder, idealIssuers: boolean | undefined): Response {
  const method = methodByProviderId(order.methodId)!;
  const issuers = method.providerId === 10 && idealIssuers ? legacyIdealIssuers : [];
  const finalState = pendingCodes.has(order.statusCode) ? null : paymentStateOf(order.statusCode);
  return new Response(renderPaymentPage(order, { title: method.title, issuers }, finalState), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page's own policy when served alone; the shop server puts its page policy in its place.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(order.returnUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

/** What taking the shopper's choice needs of the simulator: its iDEAL banks, clock and status changes. */
export interface OutcomeChoice {
  idealIssuers: boolean | undefined;
  now: () => Date;
  /** Sets the order's status and calls the shop's exchange about it. */
  setStatus(order: SimulatedOrder, code: number): void;
}

/**
 * The shopper's choice on the payment page: the order takes the chosen outcome (or expires, when
 * its time ran out) and the browser goes back to the shop's return URL with the status.
 */
export async function choose(
  order: SimulatedOrder,
  request: Request,
  { idealIssuers, now, setStatus }: OutcomeChoice,
): Promise<Response> {
  const raw = await readBoundedText(request, maxFormBytes);
  if (raw === null) return problem(413, 'PAYLOAD_TOO_LARGE', 'The form is larger than 1 kB.');
  const form = new URLSearchParams(raw);
  const outcome = outcomes.find(([value]) => value === form.get('outcome'))?.[0];
  if (!outcome)
    return problem(400, 'INVALID_OUTCOME', 'Choose paid, pending, cancelled or denied.');
  if (!pendingCodes.has(order.statusCode)) return paymentPage(order, idealIssuers);
  if (order.expiresAt.getTime() <= now().getTime()) {
    setStatus(order, -80);
  } else {
    const issuer = form.get('issuer');
    if (issuer && legacyIdealIssuers.some((candidate) => candidate.id === issuer))
      order.issuerId = issuer;
    setStatus(order, outcomeCodes[outcome]);
  }
  const target = new URL(order.returnUrl);
  target.searchParams.set('id', order.orderId);
  target.searchParams.set('orderId', order.orderId);
  target.searchParams.set('statusAction', actionOf(order.statusCode));
  target.searchParams.set('statusCode', String(order.statusCode));
  target.searchParams.set('reference', order.reference);
  return new Response(null, {
    status: 303,
    headers: { location: target.href, 'cache-control': 'no-store' },
  });
}
