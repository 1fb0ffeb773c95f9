/* global process, URL */

/**
 * The shop's public address (ADR 0010): SHOP_URL, else where the shop server serves on this
 * machine, http://localhost:PORT. The shop server puts the default into SHOP_URL when it starts,
 * so the engine's payment return URL, the host check and the same-origin check agree on it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function shopUrlFor(env = process.env) {
  const given = env.SHOP_URL?.trim();
  return (given || `http://localhost:${env.PORT?.trim() || '3000'}`).replace(/\/+$/, '');
}

/**
 * The origin (scheme, host and port) of the shop's pages, which a request that changes something
 * must come from; null when SHOP_URL is not a URL.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function shopOriginFor(env = process.env) {
  const url = shopUrlFor(env);
  return URL.canParse(url) ? new URL(url).origin : null;
}

/** The origin a header names, or null for none, `null` (an opaque origin) or junk. */
function originIn(value) {
  if (!value || value === 'null' || !URL.canParse(value)) return null;
  return new URL(value).origin;
}

/**
 * Whether a request comes from the shop's own pages (the CSRF check, ADR 0015): its Origin, else
 * its Referer's origin, must be the shop's configured origin, scheme and port included; a browser
 * that sends neither must say Sec-Fetch-Site: same-origin. The request's Host and
 * X-Forwarded-Host are never consulted: a client chooses them.
 * @param {(name: string) => string | null | undefined} header the request's header by name
 * @param {string | null} shopOrigin
 * @returns {boolean}
 */
export function comesFromShop(header, shopOrigin) {
  if (!shopOrigin) return false;
  const origin = header('origin');
  if (origin && origin !== 'null') return originIn(origin) === shopOrigin;
  const referer = originIn(header('referer') ?? null);
  if (referer) return referer === shopOrigin;
  return header('sec-fetch-site') === 'same-origin';
}
