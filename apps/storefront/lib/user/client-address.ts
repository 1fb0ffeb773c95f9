import { isIP } from 'node:net';

/**
 * Proxies of the shop's own in front of its server (SHOP_TRUSTED_PROXY_HOPS, default none):
 * each appends the address it saw, so the client is that many entries from the end.
 */
const trustedHops = () => {
  const hops = Number(process.env.SHOP_TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 0;
};

/**
 * The shopper's network address for the engine's per-client throttles, derived the same way on
 * every route: the `X-Forwarded-For` entry the shop's own server appended
 * (server/forwarded-for.mjs), or the one its trusted proxies wrote; entries before them are the
 * client's to choose and are not trusted. Null when that entry is not an address: the engine then
 * counts the request in its shared unknown bucket.
 */
export function clientAddressOf(
  request: { headers: Pick<Headers, 'get'> },
  hops = trustedHops(),
): string | null {
  // The trusted entries are at the end: a long header is cut from the front.
  const entries = (request.headers.get('x-forwarded-for') ?? '').slice(-1024).split(',');
  const entry = entries[entries.length - 1 - hops]?.trim() ?? '';
  return isIP(entry) ? entry : null;
}
