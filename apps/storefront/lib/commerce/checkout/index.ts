import { commerceQuery } from '../transport';
import { CheckoutCartDocument } from '../generated/graphql';
import { checkoutView, type CheckoutView } from './checkout-view';

export type { CheckoutView, CheckoutAddressView, CheckoutPaymentMethodView } from './checkout-view';

/**
 * The shopper's cart as the checkout shows it, read fresh (never cached). Null when there is no
 * such cart; 'unavailable' when the engine could not be asked.
 */
export async function getCheckout(
  cartId: string,
  token: string | null,
  locale: string,
): Promise<CheckoutView | null | 'unavailable'> {
  // A customer's cart answers only the customer's session token; its lines are named in the
  // page's language (the engine keeps the cart in it, for the order's mails too).
  const answer = await commerceQuery(CheckoutCartDocument, { cartId }, { token, locale });
  if (!answer.ok) return answer.error.unavailable ? 'unavailable' : null;
  return checkoutView(answer.data);
}
