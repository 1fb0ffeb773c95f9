import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ token: null as string | null }));
const engine = vi.hoisted(() => ({ answer: 'signed-out' as unknown }));
vi.mock('@/lib/user/session', () => ({ currentSessionToken: async () => session.token }));
vi.mock('@/lib/commerce/account', () => ({ getAccount: async () => engine.answer }));

const { requireAccount, signInPath } = await import('./account-guard');

beforeEach(() => {
  session.token = null;
  engine.answer = 'signed-out';
});

describe('account guard', () => {
  it('sends a guest to sign in with the way back in the same language', () => {
    expect(signInPath('nl', '/customer/account/orders')).toBe(
      '/customer/account/login?redirect=%2Fcustomer%2Faccount%2Forders',
    );
    expect(signInPath('fr', '/customer/account/orders/000000042')).toBe(
      '/fr/customer/account/login?redirect=%2Ffr%2Fcustomer%2Faccount%2Forders%2F000000042',
    );
  });

  it('redirects a guest and an expired session, and lets a customer in', async () => {
    const redirected = (path: string) =>
      expect.objectContaining({
        digest: expect.stringContaining(signInPath('de', path)),
      });
    await expect(requireAccount('de', '/customer/account/edit')).rejects.toEqual(
      redirected('/customer/account/edit'),
    );
    session.token = 'a'.repeat(43);
    await expect(requireAccount('de', '/customer/account/address')).rejects.toEqual(
      redirected('/customer/account/address'),
    );
    engine.answer = { email: 'anna@example.com', addresses: [] };
    await expect(requireAccount('de', '/customer/account/address')).resolves.toEqual({
      token: 'a'.repeat(43),
      account: engine.answer,
    });
  });

  it('shows the maintenance page when the engine cannot be asked', async () => {
    session.token = 'a'.repeat(43);
    engine.answer = 'unavailable';
    await expect(requireAccount('nl', '/customer/account/edit')).rejects.toMatchObject({
      digest: 'ENGINE_UNAVAILABLE',
    });
  });
});
