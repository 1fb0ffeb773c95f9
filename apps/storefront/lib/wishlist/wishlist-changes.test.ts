import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UserSummary from '@/lib/user/user-summary';

const mutate = vi.fn(async () => undefined);
vi.mock('swr', () => ({ mutate }));
const setUserSummary = vi.fn();
vi.mock('@/lib/user/user-summary', async (original) => ({
  ...(await original<typeof UserSummary>()),
  setUserSummary,
}));

const { favouriteKey, removeFavourites, setFavourite } = await import('./wishlist-changes');

const signedIn = {
  isLoggedIn: true,
  firstname: 'Sanne',
  email: 'sanne@example.com',
  wishlistSkus: ['WM-1'],
  token: null,
};

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

/** A stand-in for /api/graphql: the list's items, and what each request asked. */
function engineWith(items: { id: string; sku: string }[], options: { userErrors?: boolean } = {}) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: { body?: string }) => {
    if (url === '/api/user') return new Response(JSON.stringify(signedIn), { status: 200 });
    const body = JSON.parse(init.body ?? '{}') as Sent;
    sent.push(body);
    const errors = options.userErrors ? [{ code: 'PRODUCT_NOT_FOUND', message: 'Not found' }] : [];
    const data =
      body.operationName === 'WishlistEntries'
        ? {
            customer: {
              wishlists: [
                {
                  id: 'AbCdEfGhIjKlMnOpQrStUv',
                  items_v2: {
                    items: items.map((item) => ({ id: item.id, product: { sku: item.sku } })),
                  },
                },
              ],
            },
          }
        : body.operationName === 'AddToWishlist'
          ? { addProductsToWishlist: { wishlist: { items_count: 1 }, user_errors: errors } }
          : { removeProductsFromWishlist: { wishlist: { items_count: 0 }, user_errors: errors } };
    return new Response(JSON.stringify({ data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const analytics = { sku: 'WM-1', name: 'Wasmachine', quantity: 1 };

describe('favourites from the hearts', () => {
  beforeEach(() => {
    mutate.mockClear();
    setUserSummary.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names a variant by its configurable, as wishlistSkus do', () => {
    expect(favouriteKey({ sku: 'TV-55-BLACK', parentSku: 'TV-55' })).toBe('TV-55');
    expect(favouriteKey({ sku: 'WM-1', parentSku: null })).toBe('WM-1');
  });

  it('adds a product that is not on the list, then reads /api/user again', async () => {
    const sent = engineWith([]);
    await expect(
      setFavourite({ sku: 'TV-55-BLACK', parentSku: 'TV-55', analytics }, true),
    ).resolves.toBe(true);
    expect(sent.map((request) => request.operationName)).toEqual([
      'WishlistEntries',
      'AddToWishlist',
    ]);
    expect(sent[1]!.variables).toEqual({
      wishlistId: 'AbCdEfGhIjKlMnOpQrStUv',
      items: [{ sku: 'TV-55-BLACK', quantity: 1, parent_sku: 'TV-55' }],
    });
    expect(setUserSummary).toHaveBeenCalledWith(signedIn);
    expect(mutate).toHaveBeenCalledWith('/api/user', signedIn, { revalidate: false });
  });

  it('does not add a product twice', async () => {
    const sent = engineWith([{ id: '7', sku: 'WM-1' }]);
    await expect(setFavourite({ sku: 'WM-1', analytics }, true)).resolves.toBe(true);
    expect(sent.map((request) => request.operationName)).toEqual(['WishlistEntries']);
  });

  it('removes every item kept under the product', async () => {
    const sent = engineWith([
      { id: '7', sku: 'TV-55' },
      { id: '8', sku: 'WM-1' },
      { id: '9', sku: 'TV-55' },
    ]);
    await expect(
      setFavourite({ sku: 'TV-55-WHITE', parentSku: 'TV-55', analytics }, false),
    ).resolves.toBe(true);
    expect(sent[1]).toMatchObject({
      operationName: 'RemoveFromWishlist',
      variables: { wishlistId: 'AbCdEfGhIjKlMnOpQrStUv', ids: ['7', '9'] },
    });
  });

  it('reports a refused add and leaves /api/user alone', async () => {
    engineWith([], { userErrors: true });
    await expect(setFavourite({ sku: 'NOPE', analytics }, true)).resolves.toBe(false);
    expect(mutate).not.toHaveBeenCalled();
    expect(setUserSummary).not.toHaveBeenCalled();
  });

  it('reports a signed-out shopper (no list) as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { customer: null } }))),
    );
    await expect(setFavourite({ sku: 'WM-1', analytics }, true)).resolves.toBe(false);
    await expect(removeFavourites(['7'])).resolves.toBe(false);
  });

  it('removes items by id from the favourites page', async () => {
    const sent = engineWith([{ id: '7', sku: 'WM-1' }]);
    await expect(removeFavourites(['7'])).resolves.toBe(true);
    expect(sent[1]!.variables).toEqual({ wishlistId: 'AbCdEfGhIjKlMnOpQrStUv', ids: ['7'] });
    expect(mutate).toHaveBeenCalledWith('/api/user', signedIn, { revalidate: false });
  });
});
