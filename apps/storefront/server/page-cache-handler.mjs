// Next.js's own page and data cache (pages in memory, least recently used out first, at most
// `cacheMaxMemorySize` bytes, ADR 0006) with bounds it lacks for addresses a client invents:
// - only a page that answered 200 is kept, not a 404 nor a redirect: every invented address
//   would otherwise take a place in the cache (pushing real pages out) until pushed out itself.
//   A page kept before that now answers otherwise (a product taken off the shop) is dropped,
//   not served on;
// - a listing address not in the shape the shop's own links write (listing-cache-key.mjs) is
//   not kept either, even when it answered 200;
// - Next remembers the lifetime of every page it kept, per address, in a map it never trims.
//   Beyond `maxRememberedLifetimes` the oldest are forgotten; a forgotten one falls back to the
//   route's own lifetime from the build's prerender manifest, which is the same for every page
//   of a route here (`revalidate = 10`).
// And two things for changes announced by the engine (ADR 0032, several instances):
// - a page is dated from when its rendering began, not when it was stored: one rendered while a
//   change arrived may show the data from before it, and must count as expired by that change;
// - `expirePageTags` expires tags in this process at once, without a request to itself.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import SharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { isCanonicalListingKey } from './listing-cache-key.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const { SharedCacheControls } = SharedCacheControlsModule;

export const maxRememberedLifetimes = 10_000;

/** True for a rendered page (not data, not a route handler) that answered 404. */
export function isNotFoundPage(data) {
  return data?.kind === 'APP_PAGE' && data.status === 404;
}

/**
 * Whether a rendered page may be kept under `key`: it answered 200 (a status Next leaves out
 * counts as 200) and, for a listing, its address is canonical. Data and route handlers are kept.
 */
export function keepsPage(key, data) {
  if (data?.kind !== 'APP_PAGE') return true;
  if (data.status !== undefined && data.status !== 200) return false;
  return isCanonicalListingKey(key);
}

/** Forgets the oldest remembered lifetimes beyond `max` (a Map iterates oldest first). */
export function forgetOldLifetimes(lifetimes, max = maxRememberedLifetimes) {
  if (lifetimes.size <= max) return;
  for (const key of lifetimes.keys()) {
    if (lifetimes.size <= max) break;
    lifetimes.delete(key);
  }
}

/**
 * When each page was last looked up, by cache key. Next looks a page up once before rendering it
 * (requests for a page being rendered wait for that rendering, without a lookup of their own),
 * so for a page being stored this is when its rendering began. Bounded like the lifetimes.
 */
const lookedUpAt = new Map();

function rememberLookup(key, at) {
  lookedUpAt.delete(key);
  lookedUpAt.set(key, at);
  forgetOldLifetimes(lookedUpAt);
}

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    if (ctx?.kind === 'APP_PAGE') rememberLookup(key, Date.now());
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    forgetOldLifetimes(SharedCacheControls.cacheControls);
    const renderedFrom = lookedUpAt.get(key);
    lookedUpAt.delete(key);
    if (!keepsPage(key, data)) {
      FileSystemCache.memoryCache?.remove(key);
      return;
    }
    await super.set(key, data, ctx);
    // Stored as of now by Next: dated back to the lookup that started its rendering, so a tag
    // expired while it rendered expires it too (Next compares a tag's expiry with this date).
    const kept = data?.kind === 'APP_PAGE' ? FileSystemCache.memoryCache?.get(key) : undefined;
    if (kept && renderedFrom !== undefined && renderedFrom < kept.lastModified) {
      kept.lastModified = renderedFrom;
    }
  }
}

/**
 * Expires the cached pages and data tagged with any of `tags` in this process, at once: the
 * same as Next's `revalidateTag(tag, { expire: 0 })` in a route handler (the next request for
 * such a page waits for a new rendering), without the request to this server that needs.
 */
export function expirePageTags(tags) {
  return FileSystemCache.prototype.revalidateTag.call(null, tags, { expire: 0 });
}

// The engine's change listener runs inside Next's bundles, a module graph of its own: it finds
// the expiry here, in the same process (lib/commerce/page-revalidation.ts).
globalThis.__webshopExpirePageTags = expirePageTags;
