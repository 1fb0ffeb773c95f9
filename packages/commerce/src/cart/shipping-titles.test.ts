import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine } from '../testing/test-databases.ts';
import { cartReadyToOrder, simpleProduct } from '../testing/shop-fixtures.ts';
import { shippingMethods, shippingMethodsIn } from './cart-view.ts';

const methodsQuery = /* GraphQL */ `
  query ($id: String!) {
    cart(cart_id: $id) {
      shipping_addresses {
        available_shipping_methods {
          carrier_code
          carrier_title
          method_title
        }
        selected_shipping_method {
          carrier_title
          method_title
        }
      }
    }
  }
`;

interface Answer {
  cart: {
    shipping_addresses: {
      available_shipping_methods: {
        carrier_code: string;
        carrier_title: string;
        method_title: string;
      }[];
      selected_shipping_method: { carrier_title: string; method_title: string } | null;
    }[];
  };
}

describe('shipping method titles', () => {
  it('exist in every language, none of them Dutch outside nl', () => {
    const dutch: string[] = Object.values(shippingMethods).flatMap((m) => [
      m.carrier_title,
      m.method_title,
    ]);
    for (const locale of ['fr', 'de', 'en']) {
      const titles = Object.values(shippingMethodsIn(locale)).flatMap((m) => [
        m.carrier_title,
        m.method_title,
      ]);
      expect(
        titles.filter((title) => dutch.includes(title)),
        locale,
      ).toEqual([]);
    }
    expect(shippingMethodsIn('nl')).toEqual(shippingMethods);
    expect(shippingMethodsIn('es')).toEqual(shippingMethods);
  });

  describe('in the cart', () => {
    let engine: CommerceEngine;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ engine, close } = await createTestEngine('pglite', 'shipping_titles', {
        seedProducts: 40,
        orderSweepMs: 0,
      }));
    });
    afterAll(() => close?.());

    it('are in the language of the page asking', async () => {
      const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 5 });
      const id = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
      const read = async (locale: string) => {
        const result = await engine.execute<Answer>(methodsQuery, { id }, { 'x-locale': locale });
        expect(result.errors).toBeUndefined();
        return result.data!.cart.shipping_addresses[0]!;
      };
      const en = await read('en');
      expect(en.available_shipping_methods.map((m) => m.method_title)).toEqual([
        'Home delivery',
        'Collect in store',
      ]);
      expect(en.selected_shipping_method?.carrier_title).toBe('Delivery');
      const fr = await read('fr');
      expect(fr.available_shipping_methods[0]!.carrier_title).toBe('Livraison');
      const nl = await read('nl');
      expect(nl.available_shipping_methods[0]!.method_title).toBe('Thuisbezorgd');
    });
  });
});
