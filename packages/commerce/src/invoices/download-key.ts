import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link the tracking page or account gives out stays valid this long. */
export const pageLinkSeconds = 60 * 60;
/** The order-paid mail's link: long enough to come back to the mail (ADR 0026). */
export const mailLinkSeconds = 365 * 24 * 60 * 60;

/**
 * The proof in a download link without a session: an HMAC of the document number and the
 * link's end, keyed with the order's token, the secret only the order's mails and the engine
 * know. Nothing new to configure or share between instances, and a link names no token.
 */
export function downloadKey(orderToken: string, number: string, expires: number): string {
  return createHmac('sha256', orderToken)
    .update(`invoice:${number}:${expires}`)
    .digest('base64url');
}

export function validDownloadKey(
  orderToken: string,
  number: string,
  expires: number,
  key: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(downloadKey(orderToken, number, expires));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storefront route that serves a document; with a key and end when no session proves it. */
export function downloadPath(
  number: string,
  proof: { orderToken: string; validSeconds: number; now: Date } | null,
): string {
  const path = `/api/invoice/${encodeURIComponent(number)}`;
  if (!proof) return path;
  const expires = Math.floor(proof.now.getTime() / 1000) + proof.validSeconds;
  const key = downloadKey(proof.orderToken, number, expires);
  return `${path}?${new URLSearchParams({ expires: String(expires), key }).toString()}`;
}
