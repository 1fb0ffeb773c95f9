import SharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { describe, expect, it } from 'vitest';
import PageCacheHandler, {
  forgetOldLifetimes,
  isNotFoundPage,
  maxRememberedLifetimes,
} from './page-cache-handler.mjs';

type Handler = { set(key: string, data: unknown, ctx: unknown): Promise<void> };
const Cache = PageCacheHandler as unknown as new (ctx: object) => Handler;
const { SharedCacheControls } = SharedCacheControlsModule as unknown as {
  SharedCacheControls: { cacheControls: Map<string, unknown> };
};
const memory = () =>
  (PageCacheHandler as unknown as { memoryCache: { get(key: string): unknown } }).memoryCache;

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: '<p>page</p>',
  rscData: Buffer.from('rsc'),
  headers: {},
  status,
  postponed: undefined,
  segmentData: undefined,
});
const context = { cacheControl: { revalidate: 10, expire: undefined } };

describe('page cache handler', () => {
  const handler = new Cache({
    maxMemoryCacheSize: 1024 * 1024,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    revalidatedTags: [],
  });

  it('keeps pages that were found and no page that answered 404', async () => {
    await handler.set('/nl/wasmachines', page(200), context);
    expect(memory().get('/nl/wasmachines')).toBeDefined();
    await handler.set('/nl/xyz-1', page(404), context);
    expect(memory().get('/nl/xyz-1')).toBeUndefined();
  });

  it('drops a kept page that now answers 404 rather than serving it on', async () => {
    await handler.set('/nl/old-product', page(200), context);
    await handler.set('/nl/old-product', page(404), context);
    expect(memory().get('/nl/old-product')).toBeUndefined();
  });

  it('tells 404 pages from other pages and from data', () => {
    expect(isNotFoundPage(page(404))).toBe(true);
    expect(isNotFoundPage(page(200))).toBe(false);
    expect(isNotFoundPage({ kind: 'FETCH', data: {} })).toBe(false);
    expect(isNotFoundPage(null)).toBe(false);
  });

  it("bounds Next's per-address lifetimes, forgetting the oldest", async () => {
    const lifetimes = SharedCacheControls.cacheControls;
    for (let n = 0; n < maxRememberedLifetimes + 500; n++) {
      lifetimes.set(`/nl/junk-${n}`, { revalidate: 10 });
    }
    await handler.set('/nl/wasmachines', page(200), context);
    expect(lifetimes.size).toBeLessThanOrEqual(maxRememberedLifetimes);
    expect(lifetimes.has('/nl/junk-0')).toBe(false);
    expect(lifetimes.has(`/nl/junk-${maxRememberedLifetimes + 499}`)).toBe(true);
  });

  it('forgets nothing below the bound', () => {
    const lifetimes = new Map([['/nl/a', 1]]);
    forgetOldLifetimes(lifetimes, 1);
    expect([...lifetimes.keys()]).toEqual(['/nl/a']);
  });
});
