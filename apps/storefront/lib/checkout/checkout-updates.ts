import { shopUrl as configuredShopUrl } from '@webshop/commerce/contracts';
import { withShopperLocale } from '@/lib/commerce/shopper-locale';
import { z } from 'zod/mini';
import { commerceQuery } from '@/lib/commerce/transport';
import {
  CancelPaymentDocument,
  CheckoutCartDocument,
  PaynlStartTransactionDocument,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
  type CartAddressInput,
  type CheckoutCartQuery,
} from '@/lib/commerce/generated/graphql';
import { localizedPath } from '@/lib/i18n/locales';
import { engineErrorText, hasEngineErrorText, type EngineError } from '@/lib/cart/engine-errors';
import { cartAddressChoice } from './cart-address-input';
import {
  failure,
  invalid,
  success,
  type CheckoutErrorKey,
  type CheckoutUpdateResult,
} from './checkout-reply';
import {
  deliverySchema,
  detailsSchema,
  paymentSchema,
  type PaymentField,
} from './checkout-schemas';

export type { CheckoutUpdateReply } from './checkout-reply';

/** The checkout types of PUT /api/cart this handler answers (spec §4, §7). */
export const checkoutUpdateTypes = [
  'checkout-setShippingAddress',
  'checkout-setShippingMethod',
  'checkout-setPaymentMethod',
  'checkout-placeOrder',
  'cancelPayment',
] as const;

const bodySchema = z.object({
  type: z.enum(checkoutUpdateTypes),
  values: z.optional(z.unknown()),
});

interface Context {
  cartId: string;
  locale: string;
  shopUrl: string;
  /** The signed-in customer's session (spec §7 Bearer): a customer's cart answers only to it. */
  token: string | null;
}

/** spec §4: home delivery and pickup in Magento's carrier and method codes. */
const homeDelivery = { carrier_code: 'flatrate', method_code: 'flatrate' };
const storePickup = { carrier_code: 'instore', method_code: 'pickup' };

/**
 * The checkout update types of PUT /api/cart: checks the values with the same schemas as the
 * form, tells the engine, and answers with spec §7's reply fields and §8's messages. Bad input
 * is a 4xx with a message per field; only an unreachable engine is a 5xx.
 */
export function handleCheckoutUpdate(input: {
  cartId: string;
  body: unknown;
  locale: string;
  shopUrl: string;
  token?: string | null;
}): Promise<CheckoutUpdateResult> {
  // The cart learns the shopper's language here, so the order's mails are in it.
  return withShopperLocale(input.locale, () => checkoutUpdate(input));
}

async function checkoutUpdate(input: {
  cartId: string;
  body: unknown;
  locale: string;
  shopUrl: string;
  token?: string | null;
}): Promise<CheckoutUpdateResult> {
  const { cartId, locale, shopUrl } = input;
  const body = bodySchema.safeParse(input.body);
  if (!body.success || !cartId) return failure(locale, 'invalidRequest', 400);
  const context = { cartId, locale, shopUrl, token: input.token ?? null };
  switch (body.data.type) {
    case 'checkout-setShippingAddress':
      return setShippingAddress(context, body.data.values);
    case 'checkout-setShippingMethod':
      return setShippingMethod(context, body.data.values);
    case 'checkout-setPaymentMethod':
      return setPaymentMethod(context, body.data.values);
    case 'checkout-placeOrder':
      return placeOrder(context, body.data.values);
    case 'cancelPayment':
      return cancelPayment(context);
  }
}

type Outcome<T> = { ok: true; data: T } | { ok: false; result: CheckoutUpdateResult };

/** A refusal the shopper can act on, said by the engine's reason in the page's language. */
function engineRefusal(locale: string, error: EngineError, status: 400 | 409 | 422) {
  return { status, body: { status: 'error' as const, message: engineErrorText(locale, error) } };
}

/**
 * One engine call; a refusal of the shopper's input (BAD_USER_INPUT with a reason the catalogue
 * says) is said as it is, any other becomes the given §8 message, an unreachable engine a 503.
 */
async function engineCall<T>(
  context: Context,
  call: Promise<Awaited<ReturnType<typeof commerceQuery<T, never>>>>,
  errorKey: CheckoutErrorKey,
): Promise<Outcome<T>> {
  const answer = await call;
  if (answer.ok) return { ok: true, data: answer.data };
  const { error } = answer;
  if (error.code === 'BAD_USER_INPUT' && hasEngineErrorText(error.reason))
    return { ok: false, result: engineRefusal(context.locale, error, 400) };
  const status = error.unavailable ? 503 : error.code === 'CART_NOT_FOUND' ? 404 : 422;
  return { ok: false, result: failure(context.locale, errorKey, status) };
}

async function setShippingAddress(context: Context, values: unknown) {
  const parsed = detailsSchema.safeParse(values ?? {});
  if (!parsed.success) return invalid(context.locale, parsed.error);
  const details = parsed.data;
  const { cartId, token } = context;
  const key = 'addressSaveFailed';
  // A signed-in customer's cart carries the customer's own address (issue: the e-mail is theirs).
  if (!token) {
    const email = await engineCall(
      context,
      commerceQuery(SetGuestEmailOnCartDocument, { cartId, email: details.email }, { token }),
      key,
    );
    if (!email.ok) return email.result;
    if (!email.data.setGuestEmailOnCart) return failure(context.locale, key);
  }
  const shipping = await engineCall(
    context,
    commerceQuery(
      SetShippingAddressesOnCartDocument,
      {
        cartId,
        address: cartAddressChoice(details.shipping, details, details.shippingBook, token),
      },
      { token },
    ),
    key,
  );
  if (!shipping.ok) return shipping.result;
  const cart = shipping.data.setShippingAddressesOnCart?.cart;
  if (!cart) return failure(context.locale, key);
  const billing = await engineCall(
    context,
    commerceQuery(
      SetBillingAddressOnCartDocument,
      {
        cartId,
        billing: details.billing
          ? cartAddressChoice(details.billing, details, details.billingBook, token)
          : { same_as_shipping: true },
      },
      { token },
    ),
    key,
  );
  if (!billing.ok) return billing.result;
  if (!billing.data.setBillingAddressOnCart) return failure(context.locale, key);
  const methods = cart.shipping_addresses[0]?.available_shipping_methods ?? [];
  if (!methods.some((method) => method?.available)) {
    return failure(context.locale, 'noShippingMethods');
  }
  return success({ id: cartId });
}

async function readCart(context: Context, errorKey: CheckoutErrorKey) {
  const read = await engineCall(
    context,
    commerceQuery(CheckoutCartDocument, { cartId: context.cartId }, { token: context.token }),
    errorKey,
  );
  if (!read.ok) return read;
  const cart = read.data.cart;
  if (!cart) return { ok: false as const, result: failure(context.locale, errorKey, 404) };
  return { ok: true as const, data: { cart, stores: read.data.physicalStores ?? [] } };
}

type CartAddress = NonNullable<NonNullable<CheckoutCartQuery['cart']>['billing_address']>;

/** An address the cart holds, in the shape the engine takes it back. */
function addressBack(address: CartAddress): CartAddressInput {
  return {
    prefix: address.prefix,
    firstname: address.firstname,
    middlename: address.middlename,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_code: address.country.code,
    telephone: address.telephone,
    vat_id: address.vat_id,
    customer_type: address.customer_type,
    reference: address.reference,
  };
}

async function setShippingMethod(context: Context, values: unknown) {
  const parsed = deliverySchema.safeParse(values ?? {});
  if (!parsed.success) return invalid(context.locale, parsed.error);
  const key = 'shippingMethodSaveFailed';
  const read = await readCart(context, key);
  if (!read.ok) return read.result;
  const current = read.data.cart.shipping_addresses[0];
  if (!current) return failure(context.locale, 'addressSaveFailed', 409);
  const pickup = parsed.data.method === 'pickup';
  if (pickup && !read.data.stores.some((store) => store?.code === parsed.data.storeCode)) {
    return failure(context.locale, key, 422);
  }
  // Magento's in-store pickup keeps the store on the shipping address; home delivery clears it.
  const address = await engineCall(
    context,
    commerceQuery(
      SetShippingAddressesOnCartDocument,
      {
        cartId: context.cartId,
        address: {
          address: addressBack(current),
          pickup_location_code: pickup ? parsed.data.storeCode : null,
        },
      },
      { token: context.token },
    ),
    key,
  );
  if (!address.ok) return address.result;
  if (!address.data.setShippingAddressesOnCart) return failure(context.locale, key);
  const method = await engineCall(
    context,
    commerceQuery(
      SetShippingMethodsOnCartDocument,
      {
        cartId: context.cartId,
        method: pickup ? storePickup : homeDelivery,
      },
      { token: context.token },
    ),
    key,
  );
  if (!method.ok) return method.result;
  if (!method.data.setShippingMethodsOnCart) return failure(context.locale, key);
  return success({ id: context.cartId });
}

async function setPaymentMethod(context: Context, values: unknown) {
  const read = await readCart(context, 'paymentMethodsFailed');
  if (!read.ok) return read.result;
  const methods = (read.data.cart.available_payment_methods ?? []).flatMap((method) =>
    method ? [{ code: method.code, requiredFields: method.required_fields as PaymentField[] }] : [],
  );
  if (!methods.length) return failure(context.locale, 'paymentMethodsFailed');
  const parsed = paymentSchema(methods).safeParse(values ?? {});
  if (!parsed.success) return invalid(context.locale, parsed.error);
  const payment = parsed.data;
  const saved = await engineCall(
    context,
    commerceQuery(
      SetPaymentMethodOnCartDocument,
      {
        cartId: context.cartId,
        method: {
          code: payment.method,
          paynl: {
            issuer_id: payment.issuer || null,
            date_of_birth: payment.dateOfBirth || null,
            gender: payment.gender || null,
            telephone: payment.telephone || null,
          },
        },
      },
      { token: context.token },
    ),
    'placeOrderFailed',
  );
  if (!saved.ok) return saved.result;
  if (!saved.data.setPaymentMethodOnCart) return failure(context.locale, 'placeOrderFailed');
  return success({ id: context.cartId });
}

/** spec §8: which message a placeOrder error code gets. */
const placeOrderMessages: Record<string, CheckoutErrorKey> = {
  CART_NOT_FOUND: 'orderError',
  CART_NOT_ACTIVE: 'orderError',
  GUEST_EMAIL_MISSING: 'addressSaveFailed',
  UNABLE_TO_PLACE_ORDER: 'placeOrderFailed',
  UNDEFINED: 'placeOrderFailed',
};

/**
 * The payment's return URL, when it is on the shop's own address (SHOP_URL, as the engine reads
 * it): the engine refuses any other only after the order exists, which would cancel it again
 * and send two mails.
 */
function shopReturnUrl(context: Context): URL | null {
  if (!URL.canParse(context.shopUrl)) return null;
  const returnUrl = new URL(localizedPath(context.locale, '/paynl/checkout'), context.shopUrl);
  return returnUrl.origin === new URL(configuredShopUrl()).origin ? returnUrl : null;
}

async function placeOrder(context: Context, values: unknown) {
  const returnUrl = shopReturnUrl(context);
  if (!returnUrl) return failure(context.locale, 'placeOrderFailed', 421);
  if (values !== undefined) {
    const payment = await setPaymentMethod(context, values);
    // A cart that is gone may have become an order whose answer was lost: the engine's placeOrder
    // answers a retry with that order (ADR 0022), or says why not.
    if (payment.body.status === 'error' && payment.status !== 404) return payment;
  }
  const placed = await engineCall(
    context,
    commerceQuery(PlaceOrderDocument, { cartId: context.cartId }, { token: context.token }),
    'placeOrderFailed',
  );
  if (!placed.ok) return placed.result;
  const refusal = placed.data.placeOrder?.errors.find(Boolean);
  const order = placed.data.placeOrder?.orderV2;
  if (refusal || !order?.token) {
    const key = placeOrderMessages[refusal?.code ?? 'UNDEFINED'] ?? 'placeOrderFailed';
    // What the shopper can put right (a step left out, stock, a coupon) is said by its reason.
    if (key !== 'orderError' && hasEngineErrorText(refusal?.reason))
      return engineRefusal(context.locale, refusal!, 422);
    const refused = failure(context.locale, key, key === 'orderError' ? 409 : 422);
    // Ordered by another request meanwhile: the follow-up must not cancel that order.
    if (refusal?.code === 'CART_NOT_ACTIVE') refused.body.code = 'CART_NOT_ACTIVE';
    return refused;
  }
  const started = await engineCall(
    context,
    commerceQuery(
      PaynlStartTransactionDocument,
      {
        token: order.token,
        returnUrl: returnUrl.toString(),
      },
      { token: context.token },
    ),
    'placeOrderFailed',
  );
  if (!started.ok) return started.result;
  const redirect = started.data.paynlStartTransaction?.redirectUrl;
  // spec §4: the client answers this failure with cancelPayment, which gives the cart back.
  if (!redirect) return failure(context.locale, 'placeOrderFailed');
  return success({ redirect, orderData: { number: order.number, token: order.token } });
}

async function cancelPayment(context: Context) {
  const cancelled = await engineCall(
    context,
    commerceQuery(CancelPaymentDocument, { cartId: context.cartId }, { token: context.token }),
    'orderError',
  );
  if (!cancelled.ok) return cancelled.result;
  const cart = cancelled.data.cancelPayment?.cart;
  if (!cart) return failure(context.locale, 'orderError', 409);
  return success({
    id: cart.id,
    // spec §4: the page puts its own path (e.g. /fr/checkout) in place of /checkout.
    cancelUrl: '/checkout?type=cancelPayment',
  });
}
