const plausibleAddress = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * Proxies of the shop's own in front of its server (SHOP_TRUSTED_PROXY_HOPS, default none):
 * each appends the address it saw, so the client is that many entries from the end.
 */
const trustedHops = () => {
  const hops = Number(process.env.SHOP_TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 0;
};

/**
 * The shopper's network address for the engine's sign-in throttling (X-Forwarded-For): the
 * entry the shop's own server appended (server/forwarded-for.mjs), or the one its trusted
 * proxies wrote; entries before them are the client's to choose and are not trusted.
 */
export function clientAddressOf(
  request: { headers: Pick<Headers, 'get'> },
  hops = trustedHops(),
): string | null {
  const entries = (request.headers.get('x-forwarded-for') ?? '').slice(0, 1024).split(',');
  const entry = entries[entries.length - 1 - hops]?.trim() ?? '';
  return plausibleAddress.test(entry) ? entry : null;
}
