/**
 * Every refusal the cart and checkout give a shopper, by a stable reason. The Magento code
 * (CartUserInputErrorType, PlaceOrderErrorCodes, BAD_USER_INPUT) stays what clients switch on; the
 * reason is finer, and with its parameters a shop says the refusal in the shopper's language. The
 * English message is kept for API clients that show it as it is.
 *
 * Parameter kinds tell a shop how to say a value: `text` as it is, `count` as a number, `cents`
 * as an amount of money (integer cents), `date` as an ISO day.
 */
export type ParamKind = 'text' | 'count' | 'cents' | 'date';

type ParamValue<K extends ParamKind> = K extends 'text' | 'date' ? string : number;

interface ReasonDefinition<P extends Record<string, ParamKind>> {
  params: P;
  english: (values: { [N in keyof P]: ParamValue<P[N]> }) => string;
}

function reason<const P extends Record<string, ParamKind>>(
  params: P,
  english: ReasonDefinition<P>['english'],
): ReasonDefinition<P> {
  return { params, english };
}

const none = {} as const;

export const shopperErrorReasons = {
  // Adding to the cart and changing its lines.
  CART_NOT_FOUND: reason(none, () => 'Could not find the cart.'),
  PRODUCT_NOT_FOUND: reason({ sku: 'text' }, (p) => `Could not find a product with SKU "${p.sku}"`),
  VARIANT_NOT_FOUND: reason({ product: 'text' }, () => 'Could not find the chosen variant.'),
  NO_OPTIONS: reason({ product: 'text' }, (p) => `"${p.product}" has no options to choose.`),
  OPTIONS_REQUIRED: reason(
    { product: 'text' },
    (p) => `Choose the options of "${p.product}" before adding it to the cart.`,
  ),
  NOT_SOLD_ONLINE: reason({ product: 'text' }, (p) => `"${p.product}" cannot be ordered online.`),
  PRODUCT_NO_LONGER_SOLD: reason(none, () => 'The product is no longer sold.'),
  OUT_OF_STOCK: reason({ product: 'text' }, (p) => `"${p.product}" is out of stock.`),
  INSUFFICIENT_STOCK: reason(
    { product: 'text', available: 'count', requested: 'count' },
    (p) => `The requested qty of "${p.product}" is not available (${p.available} in stock).`,
  ),
  PARTIALLY_ADDED: reason(
    { product: 'text', added: 'count', requested: 'count', available: 'count' },
    (p) =>
      `Only ${p.added} of ${p.requested} "${p.product}" could be added (${p.available} in stock).`,
  ),
  LINE_LIMIT_REACHED: reason(
    { product: 'text', max: 'count', inCart: 'count' },
    (p) => `You can order at most ${p.max} of "${p.product}"; your cart already holds ${p.inCart}.`,
  ),
  QUANTITY_OUT_OF_RANGE: reason(
    { min: 'count', max: 'count' },
    (p) => `The quantity must be a whole number from ${p.min} to ${p.max}.`,
  ),
  TOO_MANY_LINES: reason(
    { max: 'count' },
    (p) => `A cart holds at most ${p.max} different products.`,
  ),
  CART_ITEM_NOT_FOUND: reason(none, () => 'Could not find the cart item.'),

  // Coupons, when applied and again when the order is placed.
  COUPON_NOT_FOUND: reason(
    { code: 'text' },
    () => `The coupon code isn't valid. Verify the code and try again.`,
  ),
  COUPON_ALREADY_APPLIED: reason(none, () => 'A coupon is already applied to the cart.'),
  COUPON_NOT_YET_VALID: reason(
    { code: 'text', from: 'date' },
    (p) => `The coupon code "${p.code}" is not valid yet.`,
  ),
  COUPON_EXPIRED: reason({ code: 'text' }, (p) => `The coupon code "${p.code}" has expired.`),
  COUPON_MINIMUM_SUBTOTAL: reason(
    { code: 'text', minimum: 'cents' },
    (p) =>
      `The coupon code "${p.code}" applies from a subtotal of € ${(p.minimum / 100).toFixed(2)}.`,
  ),
  COUPON_ALREADY_USED: reason({ code: 'text' }, () => 'You have already used this coupon code.'),
  COUPON_SPENT: reason(
    { code: 'text' },
    (p) => `The coupon code "${p.code}" has already been used. Remove it and try again.`,
  ),

  // Placing the order.
  CART_EMPTY: reason(none, () => 'The cart is empty.'),
  EMAIL_MISSING: reason(none, () => 'Enter your e-mail address.'),
  SHIPPING_METHOD_MISSING: reason(none, () => 'Choose a shipping method.'),
  SHIPPING_ADDRESS_MISSING: reason(none, () => 'Enter the delivery address.'),
  PICKUP_STORE_MISSING: reason(none, () => 'Choose a store to pick up from.'),
  BILLING_ADDRESS_MISSING: reason(none, () => 'Enter the billing address.'),
  PAYMENT_METHOD_MISSING: reason(none, () => 'Choose a payment method.'),
  PAYMENT_METHOD_NOT_AVAILABLE: reason(
    { method: 'text' },
    () => 'The chosen payment method is not available for this order.',
  ),
  CART_ALREADY_ORDERED: reason(none, () => 'The cart was already ordered.'),

  // Reserving in a store (spec §1) and confirming it by the mailed link.
  RESERVATION_UNITS_LIMIT: reason(
    { max: 'count' },
    (p) => `You can reserve at most ${p.max} of one product.`,
  ),
  RESERVATION_EMAIL_LIMIT: reason(
    { max: 'count' },
    (p) =>
      `An e-mail address can have at most ${p.max} open reservations. Collect one or let it end first.`,
  ),
  RESERVATION_CLIENT_LIMIT: reason(
    { max: 'count' },
    (p) =>
      `At most ${p.max} reservations an hour can be made from one connection. Try again later.`,
  ),
  RESERVATION_LINK_INVALID: reason(
    none,
    () => 'This confirmation link has expired or is unknown. Reserve the product again.',
  ),

  // Addresses, e-mail and delivery choices (spec §5's rules).
  FIELD_REQUIRED: reason({ field: 'text' }, () => 'The field is required.'),
  FIELD_TOO_LONG: reason(
    { field: 'text', max: 'count' },
    (p) => `Must not exceed ${p.max} character(s).`,
  ),
  TOO_MANY_STREET_LINES: reason({ max: 'count' }, (p) => `Must not exceed ${p.max} line(s).`),
  COUNTRY_NOT_DELIVERED: reason(
    { country: 'text' },
    () => 'We deliver in the Netherlands and Belgium only.',
  ),
  POSTCODE_INVALID: reason(
    { example: 'text' },
    (p) => `Postcode looks invalid. Example: ${p.example}.`,
  ),
  TELEPHONE_INVALID: reason(none, () => 'Only use numbers, avoid spaces and punctuation marks'),
  VAT_PUNCTUATION: reason(none, () => 'Use letters and digits only, without spaces or dots.'),
  VAT_COUNTRY_CODE: reason(
    { country: 'text' },
    (p) => `The VAT number must start with the country code ${p.country}.`,
  ),
  EMAIL_SPECIAL_CHARACTERS: reason(none, () => 'Special characters like ñ ü ó are not allowed'),
  EMAIL_INVALID: reason(none, () => 'Please enter a valid email address (Ex: johndoe@domain.com)'),
  ADDRESS_OR_BOOK_ID: reason(none, () => 'Give either an address or an address book id.'),
  ADDRESS_BOOK_SIGN_IN: reason(none, () => 'Sign in to use an address from the address book.'),
  ONE_SHIPPING_ADDRESS: reason(none, () => 'Give exactly one shipping address.'),
  STORE_UNKNOWN: reason(none, () => 'Choose one of our stores.'),
  ONE_SHIPPING_METHOD: reason(none, () => 'Choose exactly one shipping method.'),
  SHIPPING_METHOD_UNKNOWN: reason(none, () => 'Choose home delivery or pickup in a store.'),
} as const;

export type ShopperErrorReason = keyof typeof shopperErrorReasons;

export type ShopperErrorParams<R extends ShopperErrorReason> = Parameters<
  (typeof shopperErrorReasons)[R]['english']
>[0];

/** A refusal as the shopper gets it: the reason, its values, and the English sentence. */
export interface ShopperError<R extends ShopperErrorReason = ShopperErrorReason> {
  reason: R;
  params: Record<string, string | number>;
  message: string;
}

export function shopperError<R extends ShopperErrorReason>(
  reason: R,
  ...[params]: keyof ShopperErrorParams<R> extends never ? [] : [ShopperErrorParams<R>]
): ShopperError<R> {
  const values = (params ?? {}) as Record<string, string | number>;
  const english = shopperErrorReasons[reason].english as (values: never) => string;
  return { reason, params: values, message: english(values as never) };
}
