import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = {
  isLoggedIn: true,
  firstname: 'Noor',
  email: 'noor@example.com',
  wishlistSkus: ['WM-1', 'DR-2'],
  token: null,
};

/** A fresh copy of the module (its state lives for a visit) in a browser with these cookies. */
async function visit(cookie: string, answer: Response = Response.json(signedIn)) {
  vi.resetModules();
  vi.stubGlobal('document', { cookie });
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  return { summary: await import('./user-summary'), fetchMock };
}

describe("the header's account summary", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing for a shopper without the signed_in hint', async () => {
    const { summary, fetchMock } = await visit('cart_id=abc; my_store_code=b2c_nl');
    expect(await summary.preloadUser()).toEqual(summary.guestUserState);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads /api/user once when the hint is there, for the header and the first SWR read', async () => {
    const { summary, fetchMock } = await visit('signed_in=1; cart_id=abc');
    const [first, second] = await Promise.all([summary.preloadUser(), summary.preloadUser()]);
    expect(first).toEqual(signedIn);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything());
  });

  it('does not mistake a look-alike cookie for the hint', async () => {
    const { summary, fetchMock } = await visit('not_signed_in=1; signed_in=10');
    expect(summary.mayBeSignedIn()).toBe(false);
    await summary.preloadUser();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a guest when the engine cannot be reached', async () => {
    const { summary } = await visit('signed_in=1', Response.json({}, { status: 503 }));
    expect(await summary.preloadUser()).toBeUndefined();
  });
});
