import { expect, test } from '@playwright/test';

const secret = process.env.REVALIDATE_SECRET ?? 'e2e-revalidate';
const category = '/huishouden/wassen-drogen/wasmachines';

// Issue 4: category and product pages are served from the cache after the first visit, and a
// catalogue change (announced through /api/revalidate) expires them at once.
test('catalogue pages come from the page cache until the catalogue changes', async ({
  request,
}) => {
  const cacheState = async (path: string) =>
    (await request.get(path)).headers()['x-nextjs-cache'] ?? 'none';

  // HIT, or STALE once older than the revalidate time (served while it is rendered anew).
  const fromCache = ['HIT', 'STALE'];
  for (const path of [category, `${category}?view=list`, `${category}?page=2`, `/fr${category}`]) {
    await request.get(path);
    expect(fromCache, path).toContain(await cacheState(path));
  }
  // The query is part of the cached page: list view and page 2 are pages of their own.
  expect(await (await request.get(`${category}?view=list`)).text()).toContain('data-view="LIST"');
  expect(await (await request.get(category)).text()).toContain('data-view="GRID"');

  expect((await request.post('/api/revalidate', { data: { tags: ['catalog'] } })).status()).toBe(
    401,
  );
  const expired = await request.post('/api/revalidate', {
    data: { tags: ['catalog'] },
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(expired.ok()).toBe(true);
  expect(await cacheState(category)).toBe('MISS');
  expect(fromCache).toContain(await cacheState(category));
});
