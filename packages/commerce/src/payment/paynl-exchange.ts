import { readBoundedText } from '../engine/bounded-body.ts';
import type { ExchangeNotice } from './payment-port.ts';
import { verifyExchangeSignature } from './paynl-signature.ts';

/** An exchange call is a few hundred bytes; Pay.'s largest carry an order's lines. */
export const maxExchangeBytes = 64 * 1024;
/** Pay. order ids (hex uuid-like, or legacy `123456789X1a2b3c`) and shop references are short. */
const providerOrderIdPattern = /^[A-Za-z0-9-]{1,64}$/;
const maxReferenceChars = 64;

/**
 * Reads an exchange (webhook) call in either of Pay.'s forms:
 * - signed JSON (`SIGNED_JSON_POST`): `signature-*` headers and a JSON body whose `object`
 *   names the order; a signature that does not verify gives null;
 * - the same JSON body unsigned (`JSON_POST`), as php-sdk's Util/Exchange.php also reads it;
 * - legacy: `action`, `order_id`, `extra1..3` in the query (GET) or a form or JSON body (POST).
 * Anything unreadable (too large, malformed, no order id) gives null too. The status in the call
 * is only a hint, so it is not returned: callers read status() from Pay.
 */
export async function parsePaynlExchange(
  request: Request,
  credentials: { tokenCode: string; apiToken: string },
): Promise<ExchangeNotice | null> {
  const url = new URL(request.url);
  if (request.method === 'GET') return legacyNotice(url.searchParams);
  if (request.method !== 'POST') return null;
  const raw = await readBoundedText(request, maxExchangeBytes);
  if (raw === null) return null;
  if (request.headers.has('signature') || request.headers.has('signature-method')) {
    if (!verifyExchangeSignature(request.headers, raw, credentials)) return null;
    return orderObjectNotice(parseJson(raw));
  }
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.includes('application/json')) {
    const body = parseJson(raw);
    if (!isRecord(body)) return null;
    // An unsigned JSON call is either Pay.'s order form (`object`) or the legacy fields as JSON.
    if (isRecord(body.object) && body.action === undefined) return orderObjectNotice(body);
    return legacyNotice(new URLSearchParams(stringEntries(body)));
  }
  const fields = new URLSearchParams(raw);
  for (const [name, value] of url.searchParams) if (!fields.has(name)) fields.set(name, value);
  return legacyNotice(fields);
}

function legacyNotice(fields: URLSearchParams): ExchangeNotice | null {
  return notice(fields.get('order_id'), fields.get('extra1'));
}

function orderObjectNotice(body: unknown): ExchangeNotice | null {
  if (!isRecord(body) || !isRecord(body.object)) return null;
  const order = body.object;
  const id = typeof order.orderId === 'string' ? order.orderId : order.id;
  return notice(id, order.reference);
}

function notice(id: unknown, reference: unknown): ExchangeNotice | null {
  if (typeof id !== 'string' || !providerOrderIdPattern.test(id)) return null;
  const cleanReference =
    typeof reference === 'string' &&
    reference.length > 0 &&
    reference.length <= maxReferenceChars &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(reference)
      ? reference
      : null;
  return { providerOrderId: id, reference: cleanReference };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringEntries(record: Record<string, unknown>): [string, string][] {
  return Object.entries(record).flatMap(([key, value]) =>
    typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
  );
}
