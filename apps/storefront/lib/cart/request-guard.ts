import { readBoundedText } from '@webshop/commerce/engine/bounded-body';
/**
 * What a state-changing /api/cart request must prove before its body is read (ADR 0009, and
 * purchase-path notes §8: Route Handlers get no CSRF check from Next.js): same origin, JSON, and
 * a bounded body.
 */
export const maxCartBodyBytes = 32 * 1024;

export type GuardResult =
  { ok: true; body: unknown } | { ok: false; status: number; message: string };

/** Same origin by the Origin header, or by Sec-Fetch-Site when a browser leaves Origin out. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin && origin !== 'null') {
    try {
      const originHost = new URL(origin).host;
      return originHost === (host ?? new URL(request.url).host);
    } catch {
      return false;
    }
  }
  const site = request.headers.get('sec-fetch-site');
  return site === 'same-origin';
}

async function boundedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  return readBoundedText(request, limit);
}

/** The request's JSON body, or the 403/413/415/400 that refuses it. */
export async function guardedJsonBody(request: Request): Promise<GuardResult> {
  if (!isSameOrigin(request))
    return { ok: false, status: 403, message: 'Requests must come from the shop itself' };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, status: 415, message: 'Send the request as application/json' };
  const text = await boundedText(request, maxCartBodyBytes);
  if (text === null)
    return {
      ok: false,
      status: 413,
      message: `The request is larger than ${maxCartBodyBytes} bytes`,
    };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'The request is not valid JSON' };
  }
}
