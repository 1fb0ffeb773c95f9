import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, databaseKinds, simpleProduct } from '@webshop/commerce/testing';
import { GET, POST, PUT } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The shop's configured address: the same-origin check compares Origin with it, never Host.
vi.stubEnv('SHOP_URL', 'http://shop.test');

const url = 'http://shop.test/api/cart';
const sameOrigin = { origin: 'http://shop.test', host: 'shop.test' };

function request(
  method: 'POST' | 'PUT',
  body: string,
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method,
    body,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...headers },
  });
}

const item = { sku: 'WM-1', quantity: 1 };
const long = (n: number) => 'x'.repeat(n);

// The route against a real, seeded engine in process, on both databases: what /api/cart
// refuses never reaches it.
describe.each(databaseKinds)('/api/cart on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let execute: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'cart_route'));
    execute = vi.spyOn(engine, 'execute');
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  describe('GET /api/cart', () => {
    it('answers an empty cart without creating one when the shopper has none', async () => {
      execute.mockClear();
      const response = await GET(new Request(`${url}?locale=nl&currency=EUR`));
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.json();
      expect(body).toMatchObject({ id: null, total_quantity: 0, items: [], hasError: false });
      expect(execute).not.toHaveBeenCalled();
    });

    it('answers an empty cart and forgets the cookie of an unknown cart', async () => {
      const response = await GET(
        new Request(url, { headers: { cookie: 'cart_id=AAAAAAAAAAAAAAAAAAAAAAAAAA' } }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^cart_id=;.*Max-Age=0.*HttpOnly/);
      expect(await response.json()).toMatchObject({ id: null, total_quantity: 0 });
    });

    it('does not look up a cookie that cannot be a cart id', async () => {
      execute.mockClear();
      const response = await GET(new Request(url, { headers: { cookie: 'cart_id=%E0%A4%A' } }));
      expect(response.status).toBe(200);
      expect(execute).not.toHaveBeenCalled();
    });
  });

  describe('POST and PUT /api/cart refuse what they cannot take', () => {
    const malformed: [string, 'POST' | 'PUT', string, Record<string, string>?, number?][] = [
      ['not JSON', 'POST', '{"sku":', {}, 400],
      ['empty body', 'POST', '', {}, 400],
      ['JSON null', 'POST', 'null'],
      ['a number', 'POST', '42'],
      ['a string', 'POST', '"WM-1"'],
      ['an empty list', 'POST', '[]'],
      ['no sku', 'POST', JSON.stringify({ quantity: 1 })],
      ['empty sku', 'POST', JSON.stringify({ sku: '  ', quantity: 1 })],
      ['sku too long', 'POST', JSON.stringify({ sku: long(65), quantity: 1 })],
      ['sku a number', 'POST', JSON.stringify({ sku: 12, quantity: 1 })],
      ['quantity 0', 'POST', JSON.stringify({ ...item, quantity: 0 })],
      ['quantity negative', 'POST', JSON.stringify({ ...item, quantity: -3 })],
      ['quantity fractional', 'POST', JSON.stringify({ ...item, quantity: 1.5 })],
      ['quantity above 99', 'POST', JSON.stringify({ ...item, quantity: 100 })],
      ['quantity a string', 'POST', JSON.stringify({ ...item, quantity: '2' })],
      ['quantity missing', 'POST', JSON.stringify({ sku: 'WM-1' })],
      ['51 lines', 'POST', JSON.stringify(Array.from({ length: 51 }, () => item))],
      ['a bad line in a list', 'POST', JSON.stringify([item, { sku: 'X', quantity: 0 }])],
      ['options not a list', 'POST', JSON.stringify({ ...item, selected_options: 'red' })],
      ['11 options', 'POST', JSON.stringify({ ...item, selected_options: Array(11).fill('a') })],
      ['parent sku too long', 'POST', JSON.stringify({ ...item, parent_sku: long(65) })],
      ['product name too long', 'POST', JSON.stringify({ ...item, product: { name: long(201) } })],
      ['unknown type', 'POST', JSON.stringify({ type: 'cart-emptyEverything' })],
      ['a list of strings', 'POST', JSON.stringify(['WM-1', 'WM-2'])],
      ['an option that is a number', 'POST', JSON.stringify({ ...item, selected_options: [7] })],
      [
        'updateItems without items',
        'POST',
        JSON.stringify({ type: 'cart-updateItems', items: [] }),
      ],
      [
        'updateItems qty 0',
        'POST',
        JSON.stringify({ type: 'cart-updateItems', items: [{ id: 'a', qty: 0 }] }),
      ],
      [
        'updateItems without id',
        'POST',
        JSON.stringify({ type: 'cart-updateItems', items: [{ qty: 1 }] }),
      ],
      ['reorder without number', 'POST', JSON.stringify({ type: 'cart-reorderItems' })],
      [
        'reorder number too long',
        'POST',
        JSON.stringify({ type: 'cart-reorderItems', orderNumber: long(33) }),
      ],
      ['deleteItem without id', 'PUT', JSON.stringify({ type: 'cart-deleteItem' })],
      [
        'deleteItem id an object',
        'PUT',
        JSON.stringify({ type: 'cart-deleteItem', id: { $ne: 1 } }),
      ],
      ['coupon too long', 'PUT', JSON.stringify({ type: 'cart-applyCoupon', code: long(65) })],
      ['coupon empty', 'PUT', JSON.stringify({ type: 'cart-applyCoupon', code: '' })],
      ['PUT without type', 'PUT', JSON.stringify(item)],
      ['type not a string', 'PUT', JSON.stringify({ type: 7 })],
      [
        'form encoded',
        'POST',
        'sku=WM-1&quantity=1',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
      ],
      ['text/plain', 'POST', JSON.stringify(item), { 'content-type': 'text/plain' }, 415],
      ['another origin', 'POST', JSON.stringify(item), { origin: 'https://evil.example' }, 403],
      [
        'another origin that names its own host',
        'POST',
        JSON.stringify(item),
        { origin: 'http://evil.example', host: 'evil.example' },
        403,
      ],
      [
        'another origin behind a forwarded host',
        'POST',
        JSON.stringify(item),
        { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
        403,
      ],
      [
        'the shop’s host over another scheme',
        'POST',
        JSON.stringify(item),
        { origin: 'https://shop.test' },
        403,
      ],
      [
        'null origin',
        'PUT',
        JSON.stringify({ type: 'cart-removeCoupon' }),
        { origin: 'null' },
        403,
      ],
      [
        'cross-site fetch without origin',
        'POST',
        JSON.stringify(item),
        { origin: '', 'sec-fetch-site': 'cross-site' },
        403,
      ],
      [
        'over 32 kB',
        'POST',
        JSON.stringify([{ ...item, product: { name: long(200) } }]).padEnd(33_000, ' '),
        {},
        413,
      ],
    ];

    it.each(malformed)(
      '%s → 4xx, nothing written',
      async (_, method, body, headers = {}, status = 400) => {
        execute.mockClear();
        const handler = method === 'POST' ? POST : PUT;
        const response = await handler(request(method, body, headers));
        expect(response.status).toBe(status);
        expect(response.headers.get('set-cookie')).toBeNull();
        const reply = await response.json();
        expect(reply.status).toBe('error');
        expect(typeof reply.message).toBe('string');
        expect(reply.message.length).toBeGreaterThan(0);
        expect(execute).not.toHaveBeenCalled();
      },
    );

    it('answers a guest reorder with "sign in first"', async () => {
      const response = await POST(
        request('POST', JSON.stringify({ type: 'cart-reorderItems', orderNumber: '000000123' })),
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 'error', code: 'SIGN_IN_REQUIRED' });
    });

    it('answers a change to a cart the shopper does not have with 404, not an error page', async () => {
      const response = await PUT(
        request('PUT', JSON.stringify({ type: 'cart-deleteItem', id: 'a' })),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'error', code: 'CART_NOT_FOUND' });
    });
  });

  describe("a shopper's cart through /api/cart", () => {
    const cookieOf = (response: Response) =>
      response.headers.get('set-cookie')?.split(';')[0] ?? '';

    it('creates the cart on the first add, then reads, changes and empties it', async () => {
      const product = await simpleProduct(engine, 0, { priceCents: 1999, onlineQty: 20 });
      const added = await POST(request('POST', JSON.stringify({ sku: product.sku, quantity: 2 })));
      expect(added.status).toBe(200);
      expect(await added.json()).toMatchObject({ status: 'success', redirect: null });
      const cookie = cookieOf(added);
      expect(cookie).toMatch(/^cart_id=.{16,}/);
      expect(added.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);

      const read = await GET(new Request(url, { headers: { cookie } }));
      const cart = await read.json();
      expect(cart).toMatchObject({ total_quantity: 2, hasError: false });
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0].product.sku).toBe(product.sku);
      expect(cart.items[0].priceCents).toBe(1999);
      expect(cart.prices.subtotalInclTaxCents).toBe(3998);

      const list = await POST(
        request('POST', JSON.stringify([{ sku: product.sku, quantity: 1 }]), { cookie }),
      );
      expect(list.status).toBe(200);
      expect(list.headers.get('set-cookie')).toBeNull();

      const line = cart.items[0].id as string;
      const updated = await POST(
        request(
          'POST',
          JSON.stringify({ type: 'cart-updateItems', items: [{ id: line, qty: 5 }] }),
          {
            cookie,
          },
        ),
      );
      expect(updated.status).toBe(200);
      expect((await updated.json()).cart.total_quantity).toBe(5);

      const wrongCoupon = await PUT(
        request('PUT', JSON.stringify({ type: 'cart-applyCoupon', code: 'NOPE' }), { cookie }),
      );
      expect(wrongCoupon.status).toBeGreaterThanOrEqual(400);
      expect(wrongCoupon.status).toBeLessThan(500);

      const deleted = await PUT(
        request('PUT', JSON.stringify({ type: 'cart-deleteItem', id: line }), { cookie }),
      );
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toMatchObject({ status: 'success', items: [], redirect: null });
    });

    it('answers an add beyond the stock with a 4xx error and a message', async () => {
      const product = await simpleProduct(engine, 1, { priceCents: 500, onlineQty: 1 });
      const response = await POST(
        request('POST', JSON.stringify({ sku: product.sku, quantity: 5 })),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = await response.json();
      expect(body.status).toBe('error');
      expect(body.message).toBeTruthy();
    });

    it('answers an unknown product with 404', async () => {
      const response = await POST(
        request('POST', JSON.stringify({ sku: 'NO-SUCH-SKU', quantity: 1 })),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'error' });
    });
  });
});
