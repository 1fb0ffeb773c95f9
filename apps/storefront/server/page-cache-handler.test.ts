import SharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PageCacheHandler, {
  expirePageTags,
  forgetOldLifetimes,
  isNotFoundPage,
  maxRememberedLifetimes,
} from './page-cache-handler.mjs';

type Handler = {
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<{ value: { html: string } } | null>;
};
const Cache = PageCacheHandler as unknown as new (ctx: object) => Handler;
const { SharedCacheControls } = SharedCacheControlsModule as unknown as {
  SharedCacheControls: { cacheControls: Map<string, unknown> };
};
const memory = () =>
  (PageCacheHandler as unknown as { memoryCache: { get(key: string): unknown } }).memoryCache;

const page = (status: number, tags?: string, html = '<p>page</p>') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: tags ? { 'x-next-cache-tags': tags } : {},
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

  it('keeps no redirect and no listing page at an address the shop never links to', async () => {
    await handler.set('/nl/huishouden/q/sort/bogus', page(308), context);
    expect(memory().get('/nl/huishouden/q/sort/bogus')).toBeUndefined();
    for (const junk of [
      '/nl/huishouden/q/page/1',
      '/nl/huishouden/q/page/04',
      '/nl/huishouden/q/page/40000',
      '/nl/huishouden/q/price/4000-5000',
      '/nl/huishouden/q/size/xl/brand/bosch',
      '/nl/huishouden/q/brand/bosch~~bosch',
      '/nl/huishouden/q/brand/bosch/sort/Bogus',
      '/nl/huishouden/q/brand/bosch/previousPage/1',
      '/nl/huishouden/q/brand',
    ]) {
      await handler.set(junk, page(200), context);
      expect(memory().get(junk), junk).toBeUndefined();
    }
    for (const canonical of [
      '/nl/huishouden/q/page/3/brand/bosch~~miele/size/xl/sort/price_desc/previousPage/1',
      '/nl/huishouden/q/brand/bosch/_query/view/list',
    ]) {
      await handler.set(canonical, page(200), context);
      expect(memory().get(canonical), canonical).toBeDefined();
    }
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

describe('pages and announced changes', () => {
  const handler = new Cache({
    maxMemoryCacheSize: 1024 * 1024,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    revalidatedTags: [],
  });
  const lookup = { kind: 'APP_PAGE', isFallback: false };
  let clock = Date.parse('2026-11-27T12:00:00Z');
  const tick = (ms: number) => vi.setSystemTime((clock += ms));
  afterEach(() => vi.useRealTimers());

  it('expires a page of the tag at once, so the next request renders it anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    tick(0);
    await handler.get('/nl/droger-1', lookup);
    await handler.set('/nl/droger-1', page(200, 'catalog,product:1'), context);
    tick(5);
    expect(await handler.get('/nl/droger-1', lookup)).not.toBeNull();
    await expirePageTags(['product:1']);
    tick(5);
    expect(await handler.get('/nl/droger-1', lookup)).toBeNull();
  });

  it('counts a page whose rendering began before a change as expired by it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    tick(1000);
    // Rendering starts with the data from before the change, which arrives meanwhile.
    await handler.get('/nl/droger-2', lookup);
    tick(100);
    await expirePageTags(['product:2']);
    tick(300);
    await handler.set('/nl/droger-2', page(200, 'catalog,product:2', '<p>old price</p>'), context);
    tick(5);
    expect(await handler.get('/nl/droger-2', lookup)).toBeNull();
    // Rendered again after the change: kept and served.
    await handler.get('/nl/droger-2', lookup);
    tick(300);
    await handler.set('/nl/droger-2', page(200, 'catalog,product:2', '<p>new price</p>'), context);
    tick(5);
    expect((await handler.get('/nl/droger-2', lookup))?.value.html).toBe('<p>new price</p>');
  });

  it('is found by the engine in this process', () => {
    const scope = globalThis as { __webshopExpirePageTags?: unknown };
    expect(scope.__webshopExpirePageTags).toBe(expirePageTags);
  });
});
