import { randomUUID } from 'node:crypto';

type Scope = typeof globalThis & {
  __webshopRevalidateToken?: string;
  /** The page cache's own expiry (server/page-cache-handler.mjs), once Next has loaded it. */
  __webshopExpirePageTags?: (tags: string[]) => Promise<void>;
};

/** A secret of this server process, with which it asks itself to expire cached pages. */
export function processRevalidateToken(): string {
  const scope = globalThis as Scope;
  scope.__webshopRevalidateToken ??= randomUUID();
  return scope.__webshopRevalidateToken;
}

/** /api/revalidate accepts REVALIDATE_SECRET (other processes, admin tools) or this process. */
export function mayRevalidate(authorization: string | null): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (secret && authorization === `Bearer ${secret}`) return true;
  return authorization === `Bearer ${processRevalidateToken()}`;
}

/** Where this server answers itself: INTERNAL_ORIGIN, else localhost on PORT. */
export function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

/**
 * Expires the cached pages tagged with `tags`. Next's revalidateTag works only inside a request,
 * and the in-process engine reports changes outside one, so the server sends itself a request.
 */
export async function expireCachedPages(tags: string[], origin = internalOrigin()): Promise<void> {
  try {
    const response = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${processRevalidateToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tags }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    // Pages then refresh on their own within the revalidate time (spec §9: 10 s).
    console.warn('[cache] could not expire cached pages', tags, error);
  }
}

/**
 * Collects the tags of changes that arrive close together (a bulk edit announces one change per
 * product) and expires them in one request once `delayMs` passed without a new one.
 */
export function coalescedExpiry(
  expire: (tags: string[]) => Promise<void> = expireCachedPages,
  delayMs = 50,
): (tags: string[]) => void {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (tags) => {
    for (const tag of tags) pending.add(tag);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = [...pending];
      pending.clear();
      void expire(batch);
    }, delayMs);
  };
}

/**
 * How the in-process engine's announced changes expire this server's pages: at once through the
 * page cache in this process when Next has loaded it (server/page-cache-handler.mjs), which
 * saves the request to itself and the wait for a burst to end; else by that request, coalesced.
 * Measured in the cluster test: a change on every instance's pages within a second.
 */
export function pageExpiry(
  overHttp: (tags: string[]) => void = coalescedExpiry(),
): (tags: string[]) => void {
  return (tags) => {
    const expire = (globalThis as Scope).__webshopExpirePageTags;
    if (!expire) return overHttp(tags);
    expire(tags).catch((error: unknown) => {
      console.warn('[cache] could not expire cached pages', tags, error);
      overHttp(tags);
    });
  };
}
