import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pay.'s signed exchange (`SIGNED_JSON_POST`): hex HMAC-SHA256 of the raw body, keyed with the API token. */
export function signExchangeBody(rawBody: string, apiToken: string): string {
  return createHmac('sha256', apiToken).update(rawBody, 'utf8').digest('hex');
}

/** The headers Pay. sends with a signed exchange call. */
export function signedExchangeHeaders(
  rawBody: string,
  credentials: { tokenCode: string; apiToken: string },
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'signature-method': 'HMAC',
    'signature-keyid': credentials.tokenCode,
    'signature-algorithm': 'sha256',
    signature: signExchangeBody(rawBody, credentials.apiToken),
  };
}

/**
 * Checks a signed exchange's headers against its raw body, in constant time: the key id must be
 * this shop's token code, the algorithm sha256 (the only one accepted, so a caller cannot pick
 * a weaker one) and the signature the body's HMAC.
 */
export function verifyExchangeSignature(
  headers: Headers,
  rawBody: string,
  credentials: { tokenCode: string; apiToken: string },
): boolean {
  if (headers.get('signature-method')?.toUpperCase() !== 'HMAC') return false;
  if (headers.get('signature-keyid')?.trim() !== credentials.tokenCode) return false;
  if ((headers.get('signature-algorithm') ?? 'sha256').toLowerCase() !== 'sha256') return false;
  const given = headers.get('signature')?.trim().toLowerCase() ?? '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = signExchangeBody(rawBody, credentials.apiToken);
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}
