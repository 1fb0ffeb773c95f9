// Next.js's own page and data cache (pages in memory, least recently used out first, at most
// `cacheMaxMemorySize` bytes, ADR 0006) with two bounds it lacks for addresses a client invents:
// - a page that answers 404 is not kept: every invented address would otherwise take a place in
//   the cache (pushing real pages out) until pushed out itself. A page kept before that now
//   answers 404 (a product taken off the shop) is dropped, not served on;
// - Next remembers the lifetime of every page it kept, per address, in a map it never trims.
//   Beyond `maxRememberedLifetimes` the oldest are forgotten; a forgotten one falls back to the
//   route's own lifetime from the build's prerender manifest, which is the same for every page
//   of a route here (`revalidate = 10`).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import SharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const { SharedCacheControls } = SharedCacheControlsModule;

export const maxRememberedLifetimes = 10_000;

/** True for a rendered page (not data, not a route handler) that answered 404. */
export function isNotFoundPage(data) {
  return data?.kind === 'APP_PAGE' && data.status === 404;
}

/** Forgets the oldest remembered lifetimes beyond `max` (a Map iterates oldest first). */
export function forgetOldLifetimes(lifetimes, max = maxRememberedLifetimes) {
  if (lifetimes.size <= max) return;
  for (const key of lifetimes.keys()) {
    if (lifetimes.size <= max) break;
    lifetimes.delete(key);
  }
}

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    forgetOldLifetimes(SharedCacheControls.cacheControls);
    if (isNotFoundPage(data)) {
      FileSystemCache.memoryCache?.remove(key);
      return;
    }
    return super.set(key, data, ctx);
  }
}
