import type { CheckoutUpdateReply } from '@/lib/checkout/checkout-reply';

/** One checkout update through PUT /api/cart (spec §7); a network failure reads as an error. */
export async function sendCheckoutUpdate(
  type: string,
  values: unknown,
  locale: string,
): Promise<CheckoutUpdateReply> {
  try {
    const response = await fetch(`/api/cart?locale=${encodeURIComponent(locale)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values === undefined ? { type } : { type, values }),
    });
    const body = (await response.json()) as CheckoutUpdateReply;
    return body && typeof body === 'object' ? body : { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}
