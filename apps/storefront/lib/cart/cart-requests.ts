import {
  addToCart,
  applyCoupon,
  createCart,
  customerCartId,
  emptyCart,
  orderProductNames,
  readCart,
  reorderItems,
  removeCartItem,
  removeCoupon,
  updateCartQuantities,
  type CartOutcome,
  type CartView,
} from '@/lib/commerce/cart';
import type { CartItemInput } from '@/lib/commerce/generated/graphql';
import { userText } from '@/lib/user/user-texts';
import { engineErrorText, type EngineError } from './engine-errors';
import {
  addBodySchema,
  requestIssue,
  postTypedSchema,
  putSchema,
  type AddItem,
} from './request-schemas';

/** What the route answers: an HTTP status, a JSON body, and whether the cart cookie changes. */
export interface CartReply {
  status: number;
  body: unknown;
  /** A new cart id to remember, or null to forget the one the shopper had. */
  cookie?: string | null;
}

/** spec §7 POST/PUT reply: status, redirect, message (and the cart where it changed). */
export interface CartUpdateReply {
  status: 'success' | 'error';
  redirect: string | null;
  message: string | null;
  code?: string;
  /** The engine's (or the request check's) reason, finer than the code. */
  reason?: string;
  items?: CartView['items'];
  cart?: CartView;
}

/** A refusal said in the shopper's language, with the code (and reason) clients switch on. */
const refused = (
  locale: string,
  status: number,
  error: EngineError & { code: string },
): CartReply => ({
  status,
  body: {
    status: 'error',
    redirect: null,
    message: engineErrorText(locale, error),
    code: error.code,
    ...(error.reason ? { reason: error.reason } : {}),
  } satisfies CartUpdateReply,
});

/** A request the zod bounds refuse (400), said in the shopper's language. */
const badRequest = (locale: string, error: Parameters<typeof requestIssue>[0]) =>
  refused(locale, 400, { code: 'BAD_REQUEST', ...requestIssue(error) });

const refusedBy = (locale: string, failure: Extract<CartOutcome, { ok: false }>) =>
  refused(locale, failure.httpStatus, failure);

function fromOutcome(
  locale: string,
  outcome: CartOutcome,
  extra: Partial<CartUpdateReply> = {},
): CartReply {
  if (!outcome.ok) return refusedBy(locale, outcome);
  return {
    status: 200,
    body: {
      status: 'success',
      redirect: null,
      message: null,
      cart: outcome.cart,
      ...extra,
    } satisfies CartUpdateReply,
  };
}

/** The signed-in shopper's session token, or null for a guest. */
type Token = string | null;

/**
 * spec §7 GET: the shopper's cart; no cart, or a placed or unknown one, is an empty cart. A
 * signed-in customer without a (usable) cart cookie gets the customer's cart, and the cookie.
 */
export async function getCartReply(
  cartId: string | null,
  token: Token = null,
  locale = 'nl',
): Promise<CartReply> {
  const outcome = cartId ? await readCart(cartId, token) : null;
  if (outcome === null) {
    const own = token ? await customerCartId(token) : null;
    if (own?.ok) {
      const cart = await readCart(own.id, token);
      if (cart?.ok) return { status: 200, body: cart.cart, cookie: own.id };
    }
    return { status: 200, body: emptyCart(), ...(cartId ? { cookie: null } : {}) };
  }
  if (!outcome.ok)
    return {
      status: outcome.httpStatus,
      body: { ...emptyCart(), error: engineErrorText(locale, outcome), hasError: true },
    };
  return { status: 200, body: outcome.cart };
}

const toCartItem = (item: AddItem): CartItemInput => ({
  sku: item.sku,
  quantity: item.quantity,
  ...(item.parent_sku ? { parent_sku: item.parent_sku } : {}),
  ...(item.selected_options?.length ? { selected_options: item.selected_options } : {}),
});

/**
 * The shopper's active cart id: the cookie's, else a signed-in customer's own cart, else a new
 * guest cart (spec §7: on the first add).
 */
async function activeCartId(
  cartId: string | null,
  token: Token,
): Promise<{ ok: true; id: string; created: boolean } | Extract<CartOutcome, { ok: false }>> {
  if (cartId) {
    const existing = await readCart(cartId, token);
    if (existing?.ok) return { ok: true, id: cartId, created: false };
    if (existing && !existing.ok) return existing;
  }
  if (token) {
    const own = await customerCartId(token);
    if (own?.ok) return { ok: true, id: own.id, created: true };
    if (own && !own.ok) return own;
  }
  const created = await createCart();
  return created.ok ? { ok: true, id: created.id, created: true } : created;
}

/** An existing cart id for a change of lines or coupons; without one there is nothing to change. */
async function existingCartId(
  cartId: string | null,
  token: Token,
  locale: string,
): Promise<string | CartReply> {
  const empty = () => refused(locale, 404, { code: 'CART_NOT_FOUND', reason: 'CART_EMPTY' });
  if (!cartId) return empty();
  const existing = await readCart(cartId, token);
  if (existing === null) return { ...empty(), cookie: null };
  if (!existing.ok) return refusedBy(locale, existing);
  return cartId;
}

const isTyped = (body: unknown): body is { type: unknown } =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'type' in body;

/** spec §7 POST: add (a value object or a list), cart-updateItems, cart-reorderItems. */
export async function postCartReply(
  cartId: string | null,
  body: unknown,
  token: Token = null,
  locale = 'nl',
): Promise<CartReply> {
  if (isTyped(body)) {
    const parsed = postTypedSchema.safeParse(body);
    if (!parsed.success) return unknownOr(locale, body, parsed.error);
    if (parsed.data.type === 'cart-reorderItems')
      return reorderReply(parsed.data.orderNumber, token, locale);
    const id = await existingCartId(cartId, token, locale);
    if (typeof id !== 'string') return id;
    const outcome = await updateCartQuantities(
      id,
      parsed.data.items.map((line) => ({ id: line.id, quantity: line.qty })),
      token,
    );
    return fromOutcome(locale, outcome);
  }
  const parsed = addBodySchema.safeParse(body);
  if (!parsed.success) return badRequest(locale, parsed.error);
  const cart = await activeCartId(cartId, token);
  if (!cart.ok) return refusedBy(locale, cart);
  const outcome = await addToCart(cart.id, parsed.data.map(toCartItem), token);
  const [only] = parsed.data;
  // A configurable product added without its variant: the shopper chooses one on its page.
  const reply =
    !outcome.ok &&
    outcome.code === 'REQUIRED_PARAMETER_MISSING' &&
    parsed.data.length === 1 &&
    only?.url
      ? {
          status: 200,
          body: {
            status: 'success',
            redirect: only.url,
            message: engineErrorText(locale, outcome),
          },
        }
      : fromOutcome(locale, outcome);
  // A new cart is remembered even when the add failed: it exists now, and stays empty.
  return cart.created ? { ...reply, cookie: cart.id } : reply;
}

/** spec §7 PUT: cart-deleteItem, cart-applyCoupon, cart-removeCoupon. */
export async function putCartReply(
  cartId: string | null,
  body: unknown,
  token: Token = null,
  locale = 'nl',
): Promise<CartReply> {
  const parsed = putSchema.safeParse(body);
  if (!parsed.success) return unknownOr(locale, body, parsed.error);
  const id = await existingCartId(cartId, token, locale);
  if (typeof id !== 'string') return id;
  switch (parsed.data.type) {
    case 'cart-deleteItem': {
      const outcome = await removeCartItem(id, parsed.data.id, token);
      return fromOutcome(locale, outcome, outcome.ok ? { items: outcome.cart.items } : {});
    }
    case 'cart-applyCoupon':
      return fromOutcome(locale, await applyCoupon(id, parsed.data.code, token));
    case 'cart-removeCoupon':
      return fromOutcome(locale, await removeCoupon(id, token));
  }
}

/**
 * spec §7 cart-reorderItems: a past order's products that can still be bought go back in the
 * customer's cart (which becomes the cart cookie's); the message names the ones that could not.
 */
async function reorderReply(orderNumber: string, token: Token, locale: string): Promise<CartReply> {
  // Reordering needs an order history, which needs an account (spec §6).
  const signIn = (): CartReply => ({
    status: 401,
    body: {
      status: 'error',
      redirect: null,
      message: userText(locale, 'reorderSignIn'),
      code: 'SIGN_IN_REQUIRED',
    } satisfies CartUpdateReply,
  });
  if (!token) return signIn();
  const outcome = await reorderItems(orderNumber, token);
  if (!outcome.ok) {
    if (outcome.code === 'UNAUTHENTICATED') return signIn();
    return refusedBy(locale, outcome);
  }
  const names = outcome.notAdded.length ? await orderProductNames(orderNumber, token) : null;
  const missing = outcome.notAdded.map((line) => names?.get(line.sku) ?? line.sku);
  return {
    status: 200,
    body: {
      status: 'success',
      redirect: null,
      message: missing.length
        ? userText(locale, 'reorderNotAdded', { products: missing.join(', ') })
        : userText(locale, 'reordered'),
      cart: outcome.cart,
      ...(missing.length ? { notAdded: outcome.notAdded } : {}),
    } satisfies CartUpdateReply & { notAdded?: unknown },
    ...(outcome.cart.id ? { cookie: outcome.cart.id } : {}),
  };
}

const knownTypes = new Set([
  'cart-updateItems',
  'cart-reorderItems',
  'cart-deleteItem',
  'cart-applyCoupon',
  'cart-removeCoupon',
]);

function unknownOr(
  locale: string,
  body: unknown,
  error: Parameters<typeof requestIssue>[0],
): CartReply {
  const type = isTyped(body) ? body.type : undefined;
  if (typeof type !== 'string' || !knownTypes.has(type))
    return refused(locale, 400, { code: 'UNKNOWN_TYPE', reason: 'REQUEST_UNKNOWN_TYPE' });
  return badRequest(locale, error);
}
