import { readBoundedText } from '@webshop/commerce/contracts';
import { comesFromShop, shopOriginFor } from '@/server/shop-origin.mjs';
/**
 * What a state-changing /api/cart request must prove before its body is read (ADR 0009, and
 * purchase-path notes §8: Route Handlers get no CSRF check from Next.js): same origin, JSON, and
 * a bounded body.
 */
export const maxCartBodyBytes = 32 * 1024;

export type GuardResult =
  { ok: true; body: unknown } | { ok: false; status: number; code: string; message: string };

/**
 * Same origin as the shop's configured address (SHOP_URL), scheme and port included, by Origin,
 * else Referer, else Sec-Fetch-Site (server/shop-origin.mjs; the shop server checks server
 * actions the same way). The request's Host and X-Forwarded-Host are never consulted.
 */
export function isSameOrigin(request: Request, shopOrigin = shopOriginFor()): boolean {
  return comesFromShop((name) => request.headers.get(name), shopOrigin);
}

async function boundedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  return readBoundedText(request, limit);
}

/** The request's JSON body, or the 403/413/415/400 that refuses it, with a code to tell them apart. */
export async function guardedJsonBody(request: Request): Promise<GuardResult> {
  if (!isSameOrigin(request))
    return refused(403, 'NOT_SAME_ORIGIN', 'Requests must come from the shop itself.');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return refused(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request as application/json.');
  const text = await boundedText(request, maxCartBodyBytes);
  if (text === null)
    return refused(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request is larger than ${maxCartBodyBytes} bytes.`,
    );
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    // Plainly: the parser's own message (what it met at which position) helps no shopper.
    return refused(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
}

function refused(status: number, code: string, message: string): GuardResult {
  return { ok: false, status, code, message };
}
