import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../../engine/create-engine.ts';
import { createTestEngine } from '../../testing/test-databases.ts';
import { setProduct, simpleProduct } from '../../testing/shop-fixtures.ts';
import { productLinks } from '../schema.ts';

const linked = /* GraphQL */ `
  query ($url: String!) {
    route(url: $url) {
      ... on ProductInterface {
        related_products {
          sku
        }
        upsell_products {
          sku
        }
      }
    }
  }
`;

describe('related and upsell products', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'linked_products', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close?.());

  it('leave out products that are out of assortment', async () => {
    const product = await simpleProduct(engine, 0, { status: 'Actief' });
    const kept = await simpleProduct(engine, 1, { status: 'Actief' });
    const gone = await simpleProduct(engine, 2, { status: 'Actief' });
    const { db } = engine.database;
    await db.delete(productLinks).where(eq(productLinks.productId, product.id));
    await db.insert(productLinks).values(
      (['related', 'upsell'] as const).flatMap((linkType) => [
        { productId: product.id, linkedProductId: gone.id, linkType, position: 0 },
        { productId: product.id, linkedProductId: kept.id, linkType, position: 1 },
      ]),
    );
    await setProduct(engine, product.id, {});
    // Each ask in another language: the engine's response cache keeps an answer per language.
    const ask = async (locale: string) => {
      const result = await engine.execute<{
        route: { related_products: { sku: string }[]; upsell_products: { sku: string }[] };
      }>(linked, { url: `/${product.urlKey}${product.urlSuffix}` }, { 'x-locale': locale });
      expect(result.errors).toBeUndefined();
      return result.data!.route;
    };
    expect((await ask('nl')).related_products.map((p) => p.sku)).toEqual([gone.sku, kept.sku]);

    await setProduct(engine, gone.id, { status: 'Uit assortiment' });
    const route = await ask('en');
    expect(route.related_products.map((p) => p.sku)).toEqual([kept.sku]);
    expect(route.upsell_products.map((p) => p.sku)).toEqual([kept.sku]);
  });
});
