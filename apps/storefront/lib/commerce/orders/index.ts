import { commerceQuery } from '../transport';
import {
  GuestOrderByTokenDocument,
  GuestOrderForTrackingDocument,
  PaynlFinishTransactionDocument,
} from '../generated/graphql';
import { orderView, type OrderView } from './order-view';

export { progressStep, type OrderView, type OrderStatusCode } from './order-view';

/** The success page's order, by the token only its buyer has; null when unknown. */
export async function getOrderByToken(token: string): Promise<OrderView | null> {
  const answer = await commerceQuery(GuestOrderByTokenDocument, { token });
  const order = answer.ok ? answer.data.guestOrderByToken : null;
  return order ? orderView(order) : null;
}

/** The tracking page's answer: the order, none, or a lock with the minutes it still lasts. */
export type TrackingAnswer =
  { kind: 'found'; order: OrderView } | { kind: 'not-found' } | { kind: 'locked'; minutes: number };

/**
 * The tracking page's order by number and postcode; a wrong number and a wrong postcode both
 * give not-found, so the page cannot be used to find out which order numbers exist. The engine
 * throttles wrong answers per number and per client address, hence the shopper's address.
 */
export async function findOrderForTracking(
  number: string,
  postcode: string,
  clientAddress: string | null,
): Promise<TrackingAnswer> {
  const answer = await commerceQuery(
    GuestOrderForTrackingDocument,
    { number, postcode },
    { clientAddress },
  );
  if (answer.ok) {
    const order = answer.data.guestOrder;
    return order ? { kind: 'found', order: orderView(order) } : { kind: 'not-found' };
  }
  if (answer.error.code === 'TOO_MANY_REQUESTS') {
    const seconds = answer.error.retryAfterSeconds ?? 60;
    return { kind: 'locked', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  return { kind: 'not-found' };
}

export interface FinishedPayment {
  state: 'PENDING' | 'PAID' | 'CANCELLED' | 'DENIED' | 'EXPIRED';
  orderToken: string | null;
  cartId: string | null;
}

/** The payment's state as the engine reads it from the provider; null when it could not. */
export async function finishPayment(payOrderId: string): Promise<FinishedPayment | null> {
  const answer = await commerceQuery(PaynlFinishTransactionDocument, { payOrderId });
  const result = answer.ok ? answer.data.paynlFinishTransaction : null;
  if (!result) return null;
  return { state: result.state, orderToken: result.order_token, cartId: result.cart_id };
}
