import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';

const update = /* GraphQL */ `
  mutation Update($cart: String!, $uid: ID!) {
    updateCartItems(
      input: { cart_id: $cart, cart_items: [{ cart_item_uid: $uid, quantity: 99 }] }
    ) {
      errors {
        reason
        params {
          name
          value
        }
      }
    }
  }
`;

describe('a refusal names the product in the request’s language', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'problem_params', { seedProducts: 40 }));
  }, 120_000);
  afterAll(() => close());

  it('says the French name on a French page and the Dutch one without a language', async () => {
    const kettle = await simpleProduct(engine, 2, {
      priceCents: 30_00,
      onlineQty: 3,
      translations: { fr: { name: 'Bouilloire Lumen' } },
    });
    // Another product of the same Dutch name: the refusal names the one in the cart.
    const twin = await simpleProduct(engine, 3, {
      name: kettle.name,
      priceCents: 30_00,
      onlineQty: 3,
      translations: { fr: { name: 'Bouilloire Lumen XL' } },
    });
    const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const cart = created.data!.createGuestCart.cart.id;
    const added = await engine.execute<{
      addProductsToCart: { cart: { items: { uid: string }[] } };
    }>(
      `mutation ($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { items { uid } } } }`,
      { cart, sku: twin.sku },
    );
    const uid = added.data!.addProductsToCart.cart.items[0]!.uid;
    const named = async (headers: Record<string, string>) => {
      const result = await engine.execute<{
        updateCartItems: { errors: { params: { name: string; value: string }[] }[] };
      }>(update, { cart, uid }, headers);
      expect(result.errors).toBeUndefined();
      const params = result.data!.updateCartItems.errors[0]!.params;
      return params.find((param) => param.name === 'product')?.value;
    };
    expect(await named({ 'x-locale': 'fr' })).toBe('Bouilloire Lumen XL');
    expect(await named({ 'x-locale': 'nl' })).toBe(kettle.name);
  });
});
