import { isIP } from 'node:net';

/**
 * The shopper's address as the shop's own server saw it: the first entry of `X-Forwarded-For`,
 * which the storefront sets on every call it makes to the engine. The engine trusts it, so the
 * engine must only be reachable through the shop's server or proxy (ADR 0010, 0014): a client
 * that can call the engine directly can claim any address. Null when absent or not an IP address.
 */
export function clientAddressFrom(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return null;
  const first = forwarded.slice(0, 100).split(',')[0]?.trim() ?? '';
  return isIP(first) ? first.toLowerCase() : null;
}
