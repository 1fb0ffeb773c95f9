import { isIP } from 'node:net';

/**
 * The bucket every request without a usable address shares. Throttles still count it: a
 * missing or made-up address must never mean "not throttled".
 */
export const unknownClientAddress = 'unknown';

/**
 * Proxies between the engine's caller and the engine (ENGINE_TRUSTED_PROXY_HOPS, default none).
 * The caller, the shop's own server, writes the client's address as the last `X-Forwarded-For`
 * entry; each proxy after it appends the address it saw.
 */
export function engineTrustedHops(env = process.env): number {
  const hops = Number(env.ENGINE_TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 0;
}

/**
 * The shopper's address for the per-client throttles: the `X-Forwarded-For` entry the engine's
 * caller wrote (the last one, or as many before it as there are trusted proxies). Entries before
 * it are whatever a client claimed and are never read. The engine trusts its caller, so it must
 * only be reachable through the shop's server (ADR 0010, 0014). A missing or unparseable address
 * is `unknown`, one shared bucket.
 */
export function clientAddressFrom(headers: Headers, hops = engineTrustedHops()): string {
  // The trusted entries are at the end: a long header is cut from the front.
  const entries = (headers.get('x-forwarded-for') ?? '').slice(-1024).split(',');
  const entry = (entries[entries.length - 1 - hops] ?? '').trim().toLowerCase();
  const address =
    entry.startsWith('::ffff:') && isIP(entry.slice(7)) === 4 ? entry.slice(7) : entry;
  return isIP(address) ? address : unknownClientAddress;
}
