import {
  AddProductsToCartDocument,
  ApplyCouponToCartDocument,
  CreateGuestCartDocument,
  CustomerCartIdDocument,
  OrderProductNamesDocument,
  ReorderItemsDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  ShopperCartDocument,
  UpdateCartItemsDocument,
  type CartFieldsFragment,
  type CartItemInput,
} from '../generated/graphql';
import { commerceQuery, type CommerceResult } from '../transport';
import { reshapeCart } from './reshape-cart';
import type { CartView } from './types';

/** The signed-in shopper's session token (spec §7 Authorization Bearer), or none for a guest. */
type Token = string | null | undefined;

/** An engine refusal's reason and values (extensions or the schema's ErrorParameter list). */
export interface RefusalDetail {
  reason?: string;
  params?: Record<string, unknown>;
}

/**
 * A cart change's outcome; a failure carries the HTTP status /api/cart answers with, and the
 * engine's reason for saying it in the shopper's language.
 */
export type CartOutcome =
  | { ok: true; cart: CartView }
  | ({ ok: false; message: string; code: string; httpStatus: number } & RefusalDetail);

// Magento's CartUserInputErrorType and PlaceOrderErrorCodes as HTTP statuses: the shopper's own
// input is 4xx, only an unreachable engine is 503.
const statusByCode: Record<string, number> = {
  PRODUCT_NOT_FOUND: 404,
  COULD_NOT_FIND_CART_ITEM: 404,
  CART_NOT_FOUND: 404,
  NOT_SALABLE: 409,
  INSUFFICIENT_STOCK: 409,
  CART_NOT_ACTIVE: 409,
  REQUIRED_PARAMETER_MISSING: 400,
  INVALID_PARAMETER_VALUE: 400,
  BAD_USER_INPUT: 400,
  UNDEFINED: 422,
};

function failure(
  error: Extract<CommerceResult<unknown>, { ok: false }>['error'],
): Extract<CartOutcome, { ok: false }> {
  const code = error.code ?? (error.unavailable ? 'UNAVAILABLE' : 'UNDEFINED');
  const httpStatus = error.unavailable
    ? 503
    : (statusByCode[code] ?? (error.clientError ? 400 : 503));
  return {
    ok: false,
    message: error.message,
    code,
    httpStatus,
    ...(error.reason ? { reason: error.reason } : {}),
    ...(error.params ? { params: error.params } : {}),
  };
}

type UserError = {
  code: string;
  message: string;
  reason?: string;
  params?: { name: string; value: string }[];
};

const noAnswer: Extract<CartOutcome, { ok: false }> = {
  ok: false,
  message: 'Something went wrong',
  code: 'UNAVAILABLE',
  httpStatus: 503,
};

function cartOutcome(
  result: CommerceResult<unknown>,
  pick: () => CartFieldsFragment | null | undefined,
  userErrors: () => UserError[] = () => [],
): CartOutcome {
  if (!result.ok) return failure(result.error);
  const [first] = userErrors();
  if (first)
    return {
      ok: false,
      message: first.message,
      code: first.code,
      httpStatus: statusByCode[first.code] ?? 422,
      ...(first.reason ? { reason: first.reason } : {}),
      ...(first.params
        ? { params: Object.fromEntries(first.params.map((p) => [p.name, p.value])) }
        : {}),
    };
  const cart = pick();
  return cart ? { ok: true, cart: reshapeCart(cart) } : noAnswer;
}

/** The active cart with this id, or null when it is unknown, another shopper's or placed. */
export async function readCart(cartId: string, token?: Token): Promise<CartOutcome | null> {
  const result = await commerceQuery(ShopperCartDocument, { cartId }, { token });
  if (!result.ok) return result.error.code === 'CART_NOT_FOUND' ? null : failure(result.error);
  if (!result.data.cart?.is_active) return null;
  return { ok: true, cart: reshapeCart(result.data.cart) };
}

/** A new guest cart's id (spec §7: created on the first add, never on a read). */
export async function createCart(): Promise<
  { ok: true; id: string } | Extract<CartOutcome, { ok: false }>
> {
  const result = await commerceQuery(CreateGuestCartDocument);
  if (!result.ok) return failure(result.error);
  const id = result.data.createGuestCart?.cart?.id;
  return id ? { ok: true, id } : noAnswer;
}

export async function addToCart(
  cartId: string,
  cartItems: CartItemInput[],
  token?: Token,
): Promise<CartOutcome> {
  const result = await commerceQuery(AddProductsToCartDocument, { cartId, cartItems }, { token });
  return cartOutcome(
    result,
    () => (result.ok ? result.data.addProductsToCart?.cart : null),
    () =>
      result.ok ? (result.data.addProductsToCart?.user_errors ?? []).filter((e) => e !== null) : [],
  );
}

export async function updateCartQuantities(
  cartId: string,
  lines: { id: string; quantity: number }[],
  token?: Token,
): Promise<CartOutcome> {
  const result = await commerceQuery(
    UpdateCartItemsDocument,
    {
      input: {
        cart_id: cartId,
        cart_items: lines.map((line) => ({ cart_item_uid: line.id, quantity: line.quantity })),
      },
    },
    { token },
  );
  return cartOutcome(
    result,
    () => (result.ok ? result.data.updateCartItems?.cart : null),
    () => (result.ok ? (result.data.updateCartItems?.errors ?? []).filter((e) => e !== null) : []),
  );
}

export async function removeCartItem(
  cartId: string,
  itemId: string,
  token?: Token,
): Promise<CartOutcome> {
  const result = await commerceQuery(
    RemoveItemFromCartDocument,
    { input: { cart_id: cartId, cart_item_uid: itemId } },
    { token },
  );
  return cartOutcome(result, () => (result.ok ? result.data.removeItemFromCart?.cart : null));
}

export async function applyCoupon(
  cartId: string,
  code: string,
  token?: Token,
): Promise<CartOutcome> {
  const result = await commerceQuery(
    ApplyCouponToCartDocument,
    { input: { cart_id: cartId, coupon_code: code } },
    { token },
  );
  return cartOutcome(result, () => (result.ok ? result.data.applyCouponToCart?.cart : null));
}

export async function removeCoupon(cartId: string, token?: Token): Promise<CartOutcome> {
  const result = await commerceQuery(
    RemoveCouponFromCartDocument,
    { input: { cart_id: cartId } },
    { token },
  );
  return cartOutcome(result, () => (result.ok ? result.data.removeCouponFromCart?.cart : null));
}

/**
 * The signed-in customer's active cart id (created by the engine when the customer has none),
 * or null when the token no longer signs anyone in.
 */
export async function customerCartId(
  token: string,
): Promise<{ ok: true; id: string } | Extract<CartOutcome, { ok: false }> | null> {
  const result = await commerceQuery(CustomerCartIdDocument, {}, { token });
  if (!result.ok) return result.error.code === 'UNAUTHENTICATED' ? null : failure(result.error);
  return { ok: true, id: result.data.customerCart.id };
}

/** A reorder's outcome: the cart, and the skus (with reasons) that could not be added. */
export type ReorderOutcome =
  | { ok: true; cart: CartView; notAdded: { sku: string; message: string }[] }
  | Extract<CartOutcome, { ok: false }>;

/** Puts a past order's products back in the customer's cart (spec §7 cart-reorderItems). */
export async function reorderItems(orderNumber: string, token: string): Promise<ReorderOutcome> {
  const result = await commerceQuery(ReorderItemsDocument, { orderNumber }, { token });
  if (!result.ok) return failure(result.error);
  const reply = result.data.reorderItems;
  if (!reply) return noAnswer;
  const notAdded = reply.userInputErrors.flatMap((error) =>
    error ? [{ sku: error.path.find((part) => part) ?? '', message: error.message }] : [],
  );
  return { ok: true, cart: reshapeCart(reply.cart), notAdded };
}

/** The names of an order's products by sku, for saying which could not be reordered. */
export async function orderProductNames(
  orderNumber: string,
  token: string,
): Promise<Map<string, string>> {
  const result = await commerceQuery(OrderProductNamesDocument, { orderNumber }, { token });
  const names = new Map<string, string>();
  if (!result.ok) return names;
  for (const order of result.data.customer?.orders?.items ?? [])
    for (const item of order?.items ?? [])
      if (item?.product_sku && item.product_name) names.set(item.product_sku, item.product_name);
  return names;
}
