import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, setProduct, simpleProduct } from '@webshop/commerce/testing';
import en from '@/messages/en.json';
import { GET, POST, PUT } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The shop's configured address: the same-origin check compares Origin with it, never Host.
vi.stubEnv('SHOP_URL', 'http://shop.test');

// /api/cart says the engine's refusals, and its own, in the language of ?locale= (Dutch without
// one), against a real, seeded engine in process.
const url = 'http://shop.test/api/cart';
const sameOrigin = { origin: 'http://shop.test', host: 'shop.test' };

function request(
  method: 'POST' | 'PUT',
  locale: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(locale ? `${url}?locale=${locale}` : url, {
    method,
    body: JSON.stringify(body),
    headers: { ...sameOrigin, 'content-type': 'application/json', ...headers },
  });
}

const english = new Set(Object.values(en.EngineErrors));

/** The product's name as a page in that language shows it (the demo catalogue is translated). */
type Product = Awaited<ReturnType<typeof simpleProduct>>;
function nameIn(product: Product, locale: 'nl' | 'fr' | 'de' | 'en'): string {
  return locale === 'nl' ? product.name : (product.translations?.[locale]?.name ?? product.name);
}

async function refusal(response: Response) {
  const body = (await response.json()) as { status: string; message: string; code: string };
  expect(body.status).toBe('error');
  return { ...body, http: response.status };
}

describe('/api/cart refusals in the shopper’s language', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'cart_route_locale'));
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

  it('says an unknown product in Dutch without ?locale=, with its sku', async () => {
    const reply = await refusal(
      await POST(request('POST', null, { sku: 'GEEN-SKU', quantity: 1 })),
    );
    expect(reply).toMatchObject({ http: 404, code: 'PRODUCT_NOT_FOUND' });
    expect(reply.message).toBe('We konden geen product vinden met artikelnummer GEEN-SKU.');
  });

  it('says a quantity above the stock with the number available, in nl, fr, de and en', async () => {
    const product = await simpleProduct(engine, 2, { priceCents: 45_00, onlineQty: 3 });
    const said: Record<string, string> = {};
    for (const locale of ['nl', 'fr', 'de', 'en']) {
      const reply = await refusal(
        await POST(request('POST', locale, { sku: product.sku, quantity: 7 })),
      );
      expect(reply).toMatchObject({ http: 409, code: 'INSUFFICIENT_STOCK' });
      said[locale] = reply.message;
    }
    expect(said).toEqual({
      nl: `Het gevraagde aantal van „${product.name}” is niet beschikbaar: nog 3 stuks op voorraad.`,
      fr: `La quantité demandée de « ${nameIn(product, 'fr')} » n’est pas disponible : 3 pièces en stock.`,
      de: `Die gewünschte Menge von „${nameIn(product, 'de')}“ ist nicht verfügbar: noch 3 Stück auf Lager.`,
      en: `The requested quantity of "${nameIn(product, 'en')}" is not available: 3 items in stock.`,
    });
  });

  it('says an out-of-stock product, a wrong coupon and a missing line in the cart’s language', async () => {
    const product = await simpleProduct(engine, 3, { priceCents: 20_00, onlineQty: 5 });
    const gone = await simpleProduct(engine, 4, { priceCents: 20_00, onlineQty: 0 });
    const added = await POST(request('POST', 'fr', { sku: product.sku, quantity: 1 }));
    expect(added.status).toBe(200);
    const cookie = cookieOf(added);

    const soldOut = await refusal(
      await POST(request('POST', 'fr', { sku: gone.sku, quantity: 1 }, { cookie })),
    );
    expect(soldOut).toMatchObject({ http: 409, code: 'NOT_SALABLE' });
    expect(soldOut.message).toBe(`« ${nameIn(gone, 'fr')} » est en rupture de stock.`);

    const coupon = await refusal(
      await PUT(request('PUT', 'de', { type: 'cart-applyCoupon', code: 'NEE' }, { cookie })),
    );
    expect(coupon).toMatchObject({ http: 400, code: 'BAD_USER_INPUT' });
    expect(coupon.message).toBe(
      'Der Gutscheincode ist ungültig. Prüfe den Code und versuche es erneut.',
    );

    const minimum = await refusal(
      await PUT(request('PUT', 'nl', { type: 'cart-applyCoupon', code: 'welkom10' }, { cookie })),
    );
    expect(minimum.message).toMatch(
      /^De kortingscode WELKOM10 geldt vanaf een subtotaal van €\s\d+,\d\d\.$/,
    );

    const missing = await refusal(
      await PUT(request('PUT', 'en', { type: 'cart-deleteItem', id: '999999' }, { cookie })),
    );
    expect(missing).toMatchObject({ http: 400 });
    expect(missing.message).toBe('This product is no longer in your cart.');
  });

  it('says a line that ran out in the cart read in the language of ?locale=', async () => {
    const product = await simpleProduct(engine, 5, { priceCents: 15_00, onlineQty: 2 });
    const added = await POST(request('POST', 'de', { sku: product.sku, quantity: 1 }));
    const cookie = cookieOf(added);
    await setProduct(engine, product.id, { onlineQty: 0 });
    const read = await GET(new Request(`${url}?locale=de`, { headers: { cookie } }));
    const cart = (await read.json()) as { error: string; items: { error: string }[] };
    expect(cart.items[0]!.error).toBe(`„${nameIn(product, 'de')}“ ist ausverkauft.`);
    expect(cart.error).toBe(`„${nameIn(product, 'de')}“ ist ausverkauft.`);
    const dutch = await GET(new Request(url, { headers: { cookie } }));
    expect(((await dutch.json()) as { error: string }).error).toBe(
      `„${product.name}” is uitverkocht.`,
    );
  });

  it('names the added products’ categories in the language of ?locale=', async () => {
    const found = await engine.execute<{ products: { items: { sku: string }[] } }>(
      '{ products(search: "wasmachine", pageSize: 1) { items { sku } } }',
    );
    const sku = found.data!.products.items[0]!.sku;
    const categoriesOf = async (response: Response) => {
      const body = (await response.json()) as {
        cart: { items: { product: { sku: string; categories: string[] } }[] };
      };
      return body.cart.items.find((item) => item.product.sku === sku)!.product.categories;
    };
    const fr = await categoriesOf(await POST(request('POST', 'fr', { sku, quantity: 1 })));
    expect(fr).toContain('Lave-linge');
    expect(fr).not.toContain('Wasmachines');
    const en = await categoriesOf(await POST(request('POST', 'en', { sku, quantity: 1 })));
    expect(en).toContain('Washing machines');
    const nl = await categoriesOf(await POST(request('POST', null, { sku, quantity: 1 })));
    expect(nl).toContain('Wasmachines');
  });

  it('says its own refusals (bounds, an empty cart, another origin) in the language asked', async () => {
    const tooMany = await refusal(await POST(request('POST', 'nl', { sku: 'X', quantity: 100 })));
    expect(tooMany).toMatchObject({ http: 400, code: 'BAD_REQUEST' });
    expect(tooMany.message).toBe('Het aantal moet een heel getal van 1 tot 99 zijn.');

    const zero = await refusal(
      await POST(request('POST', 'de', { type: 'cart-updateItems', items: [{ id: '1', qty: 0 }] })),
    );
    expect(zero.message).toBe('Die Menge muss eine ganze Zahl von 1 bis 99 sein.');

    const noCart = await refusal(await PUT(request('PUT', 'fr', { type: 'cart-removeCoupon' })));
    expect(noCart).toMatchObject({ http: 404, code: 'CART_NOT_FOUND' });
    expect(noCart.message).toBe('Votre panier est vide.');

    const unknown = await refusal(await PUT(request('PUT', 'de', { type: 'cart-explode' })));
    expect(unknown).toMatchObject({ http: 400, code: 'UNKNOWN_TYPE' });
    expect(unknown.message).toBe('Diese Aktion kennt der Warenkorb nicht.');

    const foreign = await refusal(
      await POST(
        request('POST', 'fr', { sku: 'X', quantity: 1 }, { origin: 'https://ailleurs.example' }),
      ),
    );
    expect(foreign.http).toBe(403);
    expect(foreign.message).toBe(
      'Votre panier ne peut être modifié que depuis la boutique elle-même.',
    );
    for (const reply of [tooMany, zero, noCart, unknown, foreign]) {
      expect(english.has(reply.message), reply.message).toBe(false);
    }
  });
});
