import type { z } from 'zod/mini';
import { checkoutText, translateValidation } from './translate-validation';

/** spec §7 PUT /api/cart reply fields for the checkout types. */
export interface CheckoutUpdateReply {
  status: 'success' | 'error';
  message?: string;
  redirect?: string;
  orderData?: { number: string; token: string };
  cancelUrl?: string;
  /** spec §4: the cart to continue with; unused by the checkout types so far. */
  additional_action?: unknown;
  /** The cart the shopper continues with (the one given back after cancelPayment). */
  id?: string;
  /** Shop extension: the engine's code when placing was refused because the cart is ordered. */
  code?: 'CART_NOT_ACTIVE';
  /** Shop extension: the message per form field (dotted path), for the form to show. */
  fieldErrors?: Record<string, string>;
}

export interface CheckoutUpdateResult {
  status: number;
  body: CheckoutUpdateReply;
}

/** spec §8 checkout messages, keys of the Checkout namespace. */
export type CheckoutErrorKey =
  | 'placeOrderFailed'
  | 'orderError'
  | 'addressSaveFailed'
  | 'shippingMethodSaveFailed'
  | 'noShippingMethods'
  | 'paymentMethodsFailed'
  | 'invalidRequest';

export function success(body: Omit<CheckoutUpdateReply, 'status'> = {}): CheckoutUpdateResult {
  return { status: 200, body: { status: 'success', ...body } };
}

/**
 * A refusal with the spec's message. The engine being unreachable is the shop's fault (503);
 * everything else is about what was asked (4xx), never a 5xx.
 */
export function failure(
  locale: string,
  key: CheckoutErrorKey,
  status: 400 | 404 | 409 | 421 | 422 | 503 = 422,
): CheckoutUpdateResult {
  return { status, body: { status: 'error', message: checkoutText(locale, 'Checkout', key) } };
}

/** A form that did not pass its schema: the first message, and one per field. */
export function invalid(locale: string, error: z.core.$ZodError): CheckoutUpdateResult {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    fieldErrors[path] ??= translateValidation(issue.message, locale);
  }
  const first = Object.values(fieldErrors)[0] ?? checkoutText(locale, 'Checkout', 'invalidRequest');
  return { status: 400, body: { status: 'error', message: first, fieldErrors } };
}
