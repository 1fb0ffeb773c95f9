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

/**
 * The tracking page's order by number and postcode; a wrong number and a wrong postcode both
 * give null, so the page cannot be used to find out which order numbers exist.
 */
export async function findOrderForTracking(
  number: string,
  postcode: string,
): Promise<OrderView | null> {
  const answer = await commerceQuery(GuestOrderForTrackingDocument, { number, postcode });
  const order = answer.ok ? answer.data.guestOrder : null;
  return order ? orderView(order) : null;
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
