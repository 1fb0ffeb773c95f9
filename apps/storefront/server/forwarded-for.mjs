/**
 * X-Forwarded-For as the shop's server passes it on: the peer's address appended, so the last
 * entry is always the one this server saw (earlier entries are whatever the client or proxies
 * wrote). The storefront forwards that entry to the engine, which throttles sign-in per client.
 * @param {string | string[] | undefined} existing
 * @param {string | undefined} peer
 * @returns {string | undefined}
 */
export function forwardedFor(existing, peer) {
  const before = (Array.isArray(existing) ? existing.join(', ') : (existing ?? '')).slice(0, 1024);
  if (!peer) return before || undefined;
  const address = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
  return before ? `${before}, ${address}` : address;
}
