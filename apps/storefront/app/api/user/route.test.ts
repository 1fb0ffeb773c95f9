import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import {
  createTestEngine,
  databaseKinds,
  signedInCustomer,
  simpleProduct,
} from '@webshop/commerce/testing';
import { GET as getCart, POST as postCart } from '../cart/route';
import { GET, POST } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The shop's configured address: the same-origin check compares Origin with it, never Host.
vi.stubEnv('SHOP_URL', 'http://shop.test');

const url = 'http://shop.test/api/user';
const sameOrigin = { origin: 'http://shop.test', host: 'shop.test' };

function post(body: string, headers: Record<string, string> = {}, query = ''): Request {
  return new Request(`${url}${query}`, {
    method: 'POST',
    body,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...headers },
  });
}

const json = (value: unknown) => JSON.stringify(value);
const long = (n: number) => 'x'.repeat(n);
const cookiesOf = (response: Response) => response.headers.getSetCookie();
const cookieNamed = (response: Response, name: string) =>
  cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`));
/** The Cookie header a browser sends back after this response. */
const cookieHeader = (response: Response) =>
  cookiesOf(response)
    .filter((cookie) => !/Max-Age=0/.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

const strongPassword = 'Sterk-wachtw00rd';
const registration = {
  type: 'register',
  email: 'nieuw@example.com',
  firstname: 'Sanne',
  lastname: 'de Vries',
  password: strongPassword,
  passwordConfirm: strongPassword,
};

// The route against a real, seeded engine in process, on both databases: what /api/user
// refuses never reaches it.
describe.each(databaseKinds)('/api/user on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let execute: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'user_route'));
    execute = vi.spyOn(engine, 'execute');
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  describe('GET /api/user', () => {
    it('answers a guest without asking the engine when there is no session cookie', async () => {
      execute.mockClear();
      const response = await GET(new Request(`${url}?locale=nl&currency=EUR`));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        isLoggedIn: false,
        firstname: null,
        email: null,
        wishlistSkus: [],
        token: null,
      });
      expect(cookiesOf(response)).toEqual([]);
      expect(execute).not.toHaveBeenCalled();
    });

    it('clears a signed-in hint that has no session beside it', async () => {
      const response = await GET(new Request(url, { headers: { cookie: 'signed_in=1' } }));
      expect(cookieNamed(response, 'signed_in')).toMatch(/Max-Age=0/);
    });

    it('answers a guest and clears the cookies for an unknown or expired token', async () => {
      const response = await GET(
        new Request(url, { headers: { cookie: `customer_token=${'A'.repeat(43)}; signed_in=1` } }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ isLoggedIn: false, token: null });
      expect(cookieNamed(response, 'customer_token')).toMatch(/Max-Age=0.*HttpOnly/);
      expect(cookieNamed(response, 'signed_in')).toMatch(/Max-Age=0/);
    });
  });

  describe('an engine that cannot be reached', () => {
    it('keeps the session and answers 503 instead of signing the shopper out', async () => {
      const customer = await signedInCustomer(engine);
      execute.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
      const response = await GET(
        new Request(url, { headers: { cookie: `customer_token=${customer.token}` } }),
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'error', error: 'UNAVAILABLE' });
      expect(cookiesOf(response)).toEqual([]);
    });

    it('answers a sign in with 503 and a message, setting no cookie', async () => {
      execute.mockRejectedValueOnce(new Error('down'));
      const response = await POST(
        post(json({ type: 'login', email: 'sanne@example.com', password: strongPassword })),
      );
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toMatchObject({ status: 'error', error: 'UNAVAILABLE' });
      expect(body.message).toBeTruthy();
      expect(cookiesOf(response)).toEqual([]);
    });
  });

  describe('signing in and out', () => {
    it('signs in with a fresh httpOnly session, reads the shopper, and signs out', async () => {
      const customer = await signedInCustomer(engine, { firstname: 'Noor' });
      const signedIn = await POST(
        post(json({ type: 'login', email: customer.email, password: customer.password })),
      );
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ status: 'success', redirect: null });
      const session = cookieNamed(signedIn, 'customer_token') ?? '';
      expect(session).toMatch(
        /^customer_token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/,
      );
      // A fresh token, not the one the customer already had (rotated at sign in).
      expect(session).not.toContain(customer.token);
      expect(cookieNamed(signedIn, 'signed_in')).toMatch(/^signed_in=1;/);
      expect(cookieNamed(signedIn, 'signed_in')).not.toMatch(/HttpOnly/);
      expect(cookieNamed(signedIn, 'cart_id')).toBeDefined();
      const cookie = cookieHeader(signedIn);

      const read = await GET(new Request(url, { headers: { cookie } }));
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual({
        isLoggedIn: true,
        firstname: 'Noor',
        email: customer.email,
        wishlistSkus: [],
        token: null,
      });

      const out = await POST(post(json({ type: 'logout' }), { cookie }));
      expect(out.status).toBe(200);
      expect(await out.json()).toMatchObject({ status: 'success' });
      expect(cookieNamed(out, 'customer_token')).toMatch(/Max-Age=0/);
      expect(cookieNamed(out, 'signed_in')).toMatch(/Max-Age=0/);
      expect(cookieNamed(out, 'cart_id')).toMatch(/Max-Age=0/);

      // The token was revoked, not only forgotten by the browser.
      const after = await GET(new Request(url, { headers: { cookie } }));
      expect(await after.json()).toMatchObject({ isLoggedIn: false });
    });

    it('refuses a wrong password and an unknown address with the same 401 answer', async () => {
      const customer = await signedInCustomer(engine);
      const wrong = await POST(
        post(
          json({ type: 'login', email: customer.email, password: 'Verkeerd-1234' }),
          {},
          '?locale=en',
        ),
      );
      const unknown = await POST(
        post(
          json({ type: 'login', email: 'niemand@example.com', password: 'Verkeerd-1234' }),
          {},
          '?locale=en',
        ),
      );
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const [a, b] = [await wrong.json(), await unknown.json()];
      expect(a).toEqual(b);
      expect(a).toMatchObject({ status: 'error', error: 'SIGN_IN_REFUSED' });
      expect(a.message).toMatch(/sign-in was incorrect/);
      expect(cookiesOf(wrong)).toEqual([]);
    });

    it('registers with the same answer for a new and a known address', async () => {
      const known = await signedInCustomer(engine);
      const fresh = await POST(post(json(registration), {}, '?locale=en'));
      const again = await POST(
        post(json({ ...registration, email: known.email }), {}, '?locale=en'),
      );
      expect(fresh.status).toBe(200);
      expect(again.status).toBe(200);
      const [a, b] = [await fresh.json(), await again.json()];
      expect(a).toEqual(b);
      expect(a.message).toMatch(/confirm your account/);
      expect(cookiesOf(fresh)).toEqual([]);
    });

    it('answers the forgotten-password request the same way for any address', async () => {
      const known = await signedInCustomer(engine);
      const replies = await Promise.all(
        [known.email, 'niemand@example.com'].map((email) =>
          POST(post(json({ type: 'forgotPassword', email }))).then(async (response) => ({
            status: response.status,
            body: await response.json(),
          })),
        ),
      );
      expect(replies[0]).toEqual(replies[1]);
      expect(replies[0]?.status).toBe(200);
    });

    it('refuses a cross-site POST that carries a valid session, and changes nothing', async () => {
      const customer = await signedInCustomer(engine);
      const cookie = `customer_token=${customer.token}; signed_in=1`;
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example', cookie },
        { origin: '', 'sec-fetch-site': 'cross-site', cookie },
      ]) {
        execute.mockClear();
        const response = await POST(post(json({ type: 'logout' }), headers));
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ status: 'error', error: 'CROSS_SITE' });
        expect(cookiesOf(response)).toEqual([]);
        expect(execute).not.toHaveBeenCalled();
      }
      const still = await GET(new Request(url, { headers: { cookie } }));
      expect(await still.json()).toMatchObject({ isLoggedIn: true, email: customer.email });
    });

    it('gives back only same-origin relative redirect targets', async () => {
      const targets: [string, string | null][] = [
        ['https://evil.example', null],
        ['//evil.example', null],
        ['/\\evil', null],
        ['javascript:alert(1)', null],
        ['/\tevil', null],
        ['', null],
        ['/customer/account', '/customer/account'],
        ['/fr/checkout?step=2', '/fr/checkout?step=2'],
      ];
      for (const [redirect, expected] of targets) {
        const response = await POST(post(json({ type: 'logout', redirect })));
        expect(response.status).toBe(200);
        expect((await response.json()).redirect).toBe(expected);
      }
    });
  });

  describe('the session reaches the engine', () => {
    /** The engine calls since the last clear, by operation name, with their headers. */
    const calls = () =>
      (execute.mock.calls as unknown[][]).map(([query, variables, headers]) => ({
        operation: /(?:query|mutation)\s+(\w+)/.exec(String(query))?.[1],
        variables: variables as Record<string, unknown>,
        headers: (headers ?? {}) as Record<string, string>,
      }));

    it("signs in with the client's address, merges the guest cart with the new token", async () => {
      const customer = await signedInCustomer(engine);
      const product = await simpleProduct(engine, 0, { priceCents: 999, onlineQty: 5 });
      const added = await postCart(
        new Request('http://shop.test/api/cart', {
          method: 'POST',
          body: json({ sku: product.sku, quantity: 1 }),
          headers: { ...sameOrigin, 'content-type': 'application/json' },
        }),
      );
      const guestCart = cookieHeader(added);
      const guestCartId = decodeURIComponent(guestCart.split('=')[1] ?? '');
      expect(guestCartId.length).toBeGreaterThanOrEqual(16);

      execute.mockClear();
      const response = await POST(
        post(json({ type: 'login', email: customer.email, password: customer.password }), {
          cookie: guestCart,
          'x-forwarded-for': '203.0.113.9, 198.51.100.7',
        }),
      );
      expect(response.status).toBe(200);
      const token = /^customer_token=([^;]+)/.exec(
        cookieNamed(response, 'customer_token') ?? '',
      )?.[1];
      const [signIn, merge] = calls();
      expect(signIn).toMatchObject({ operation: 'SignIn' });
      // Only the address the shop's server saw, never what the client wrote before it.
      expect(signIn?.headers['X-Forwarded-For']).toBe('198.51.100.7');
      expect(signIn?.headers.Authorization).toBeUndefined();
      expect(merge).toMatchObject({
        operation: 'MergeGuestCart',
        variables: { sourceCartId: guestCartId },
        headers: { Authorization: `Bearer ${token}` },
      });
    });

    it("reads a signed-in shopper's cart with the token and asks for the customer's cart", async () => {
      const customer = await signedInCustomer(engine);
      execute.mockClear();
      const response = await getCart(
        new Request('http://shop.test/api/cart', {
          headers: { cookie: `customer_token=${customer.token}` },
        }),
      );
      expect(response.status).toBe(200);
      expect(calls()[0]).toMatchObject({
        operation: 'CustomerCartId',
        headers: { Authorization: `Bearer ${customer.token}` },
      });
    });

    it("reorders only for a signed-in shopper, with the shopper's token", async () => {
      const customer = await signedInCustomer(engine);
      const reorder = (cookie?: string, origin = 'http://shop.test') =>
        postCart(
          new Request('http://shop.test/api/cart', {
            method: 'POST',
            body: json({ type: 'cart-reorderItems', orderNumber: '000000042' }),
            headers: {
              origin,
              host: 'shop.test',
              'content-type': 'application/json',
              ...(cookie ? { cookie } : {}),
            },
          }),
        );
      execute.mockClear();
      const guest = await reorder();
      expect(guest.status).toBe(401);
      expect(execute).not.toHaveBeenCalled();

      const signedIn = await reorder(`customer_token=${customer.token}`);
      expect(calls()[0]).toMatchObject({
        operation: 'ReorderItems',
        variables: { orderNumber: '000000042' },
        headers: { Authorization: `Bearer ${customer.token}` },
      });
      const body = await signedIn.json();
      expect(body.status).toMatch(/^(success|error)$/);
      expect(body.message).toBeTruthy();
    });

    it('asks a shopper without a session to sign in before changing account details', async () => {
      execute.mockClear();
      const response = await POST(post(json({ type: 'customerUpdate', firstname: 'Noor' })));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 'error', error: 'UNAUTHENTICATED' });
      expect(execute).not.toHaveBeenCalled();
    });

    it('changes the details of a signed-in shopper', async () => {
      const customer = await signedInCustomer(engine);
      execute.mockClear();
      await POST(
        post(json({ type: 'customerUpdate', firstname: 'Noor' }), {
          cookie: `customer_token=${customer.token}`,
        }),
      );
      expect(calls()[0]).toMatchObject({
        operation: 'UpdateCustomerDetails',
        variables: { input: { firstname: 'Noor' } },
        headers: { Authorization: `Bearer ${customer.token}` },
      });
    });
  });

  describe('POST /api/user refuses what it cannot take', () => {
    const login = { type: 'login', email: 'sanne@example.com', password: strongPassword };
    const contact = {
      type: 'contactForm',
      firstname: 'Sanne',
      lastname: 'de Vries',
      email: 'sanne@example.com',
      subject: 'Levering',
      message: 'Wanneer komt mijn wasmachine?',
    };
    const reset = {
      type: 'resetPassword',
      email: 'sanne@example.com',
      token: 'abc',
      password: strongPassword,
      repeatPassword: strongPassword,
    };
    const malformed: [string, string, Record<string, string>?, number?][] = [
      ['not JSON', '{"type":', {}, 400],
      ['an empty body', '', {}, 400],
      ['JSON null', 'null'],
      ['a number', '42'],
      ['a string', '"login"'],
      ['a list', json([login])],
      ['no type', json({ email: 'sanne@example.com' })],
      ['an unknown type', json({ type: 'deleteAccount' })],
      ['type a number', json({ type: 7 })],
      ['type an object', json({ type: { $eq: 'login' } })],
      ['type null', json({ type: null })],
      ['type in other case', json({ ...login, type: 'LOGIN' })],
      ['login without e-mail', json({ type: 'login', password: strongPassword })],
      ['login without password', json({ type: 'login', email: 'sanne@example.com' })],
      ['login password only spaces', json({ ...login, password: '   ' })],
      ['login e-mail a number', json({ ...login, email: 42 })],
      ['login e-mail a list', json({ ...login, email: ['sanne@example.com'] })],
      ['login e-mail an object', json({ ...login, email: { $ne: '' } })],
      ['login password null', json({ ...login, password: null })],
      ['login e-mail with an accent', json({ ...login, email: 'renée@example.com' })],
      ['login e-mail in Greek', json({ ...login, email: 'αλφα@example.com' })],
      ['login e-mail in Cyrillic', json({ ...login, email: 'иван@example.ru' })],
      ['login e-mail without @', json({ ...login, email: 'sanne.example.com' })],
      ['login e-mail without domain', json({ ...login, email: 'sanne@' })],
      ['login e-mail with two @', json({ ...login, email: 'sanne@@example.com' })],
      ['login e-mail with a space', json({ ...login, email: 'san ne@example.com' })],
      ['login e-mail without top-level domain', json({ ...login, email: 'sanne@example' })],
      ['login e-mail too long', json({ ...login, email: `${long(250)}@example.com` })],
      ['login password too long', json({ ...login, password: long(257) })],
      ['redirect an object', json({ ...login, redirect: { href: '/' } })],
      ['redirect a number', json({ ...login, redirect: 42 })],
      ['redirect too long', json({ ...login, redirect: `/${long(2048)}` })],
      ['register without names', json({ ...registration, firstname: '', lastname: ' ' })],
      [
        'register password too short',
        json({ ...registration, password: 'Ab1!', passwordConfirm: 'Ab1!' }),
      ],
      [
        'register password of 2 classes',
        json({ ...registration, password: 'abcdefgh12', passwordConfirm: 'abcdefgh12' }),
      ],
      [
        'register confirmation differs',
        json({ ...registration, passwordConfirm: 'Sterk-wachtw00rd!' }),
      ],
      ['register is_subscribed a string', json({ ...registration, is_subscribed: 'yes' })],
      ['register first name too long', json({ ...registration, firstname: long(65) })],
      [
        'register with a nested object',
        json({ ...registration, lastname: { nested: { deep: 1 } } }),
      ],
      ['newsletter without e-mail', json({ type: 'newsletter' })],
      ['newsletter e-mail of 1 MB', json({ type: 'newsletter', email: long(1_000_000) }), {}, 413],
      ['newsletter invalid e-mail', json({ type: 'newsletter', email: 'nieuwsbrief' })],
      ['contact without message', json({ ...contact, message: '' })],
      ['contact message too long', json({ ...contact, message: long(5001) })],
      ['contact subject a list', json({ ...contact, subject: ['a', 'b'] })],
      ['contact telephone with letters', json({ ...contact, telephone: '06-abc' })],
      ['contact honeypot a number', json({ ...contact, website: 1 })],
      ['customerUpdate with nothing to change', json({ type: 'customerUpdate' })],
      ['customerUpdate empty first name', json({ type: 'customerUpdate', firstname: '  ' })],
      [
        'customerUpdate new password without current',
        json({
          type: 'customerUpdate',
          newPassword: strongPassword,
          repeatPassword: strongPassword,
        }),
      ],
      [
        'customerUpdate repeat differs',
        json({
          type: 'customerUpdate',
          currentPassword: 'x',
          newPassword: strongPassword,
          repeatPassword: 'other',
        }),
      ],
      [
        'customerUpdate weak new password',
        json({
          type: 'customerUpdate',
          currentPassword: 'x',
          newPassword: 'password',
          repeatPassword: 'password',
        }),
      ],
      [
        'forgotPassword invalid e-mail',
        json({ type: 'forgotPassword', email: 'ñandú@example.com' }),
      ],
      ['resetPassword without token', json({ ...reset, token: '' })],
      ['resetPassword token too long', json({ ...reset, token: long(129) })],
      ['resetPassword repeat differs', json({ ...reset, repeatPassword: 'Sterk-wachtw00rd?' })],
      [
        'form encoded',
        'type=login&email=a',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
      ],
      ['text/plain', json(login), { 'content-type': 'text/plain' }, 415],
      ['no content type', json(login), { 'content-type': '' }, 415],
      ['another origin', json(login), { origin: 'https://evil.example' }, 403],
      ['null origin', json(login), { origin: 'null' }, 403],
      [
        'cross-site fetch without origin',
        json(login),
        { origin: '', 'sec-fetch-site': 'cross-site' },
        403,
      ],
      ['over 32 kB', json({ ...login, padding: long(33_000) }), {}, 413],
    ];

    it('has a table of at least 40 malformed bodies', () => {
      expect(malformed.length).toBeGreaterThanOrEqual(40);
    });

    it.each(malformed)(
      '%s → 4xx with a message, nothing asked',
      async (_, body, headers = {}, status = 400) => {
        execute.mockClear();
        const response = await POST(post(body, headers, '?locale=nl'));
        expect(response.status).toBe(status);
        expect(cookiesOf(response)).toEqual([]);
        const reply = await response.json();
        expect(reply.status).toBe('error');
        expect(typeof reply.error).toBe('string');
        expect(typeof reply.message).toBe('string');
        expect(reply.message.length).toBeGreaterThan(0);
        expect(execute).not.toHaveBeenCalled();
      },
    );

    it("answers field errors in the page's language with spec §5's texts", async () => {
      const en = await POST(
        post(
          json({
            ...registration,
            email: 'renée@example.com',
            password: 'abcdefgh12',
            passwordConfirm: 'x',
          }),
          {},
          '?locale=en',
        ),
      );
      const body = await en.json();
      expect(body.fieldErrors).toEqual({
        email: 'Special characters like n u o are not allowed',
        password: expect.stringMatching(/classes of characters/),
        passwordConfirm: 'Passwords must match',
      });
      const mismatch = await POST(
        post(json({ ...registration, passwordConfirm: 'Sterk-wachtw00rd!' }), {}, '?locale=de'),
      );
      expect(await mismatch.json()).toMatchObject({
        message: 'Die Passwörter müssen übereinstimmen',
        fieldErrors: { passwordConfirm: 'Die Passwörter müssen übereinstimmen' },
      });
      const nl = await POST(
        post(json({ type: 'login', email: '', password: '' }), {}, '?locale=nl'),
      );
      expect((await nl.json()).fieldErrors).toEqual({
        email: 'Je bent vergeten je e-mailadres in te vullen',
        password: 'Je bent vergeten je wachtwoord in te vullen',
      });
    });
  });
});
