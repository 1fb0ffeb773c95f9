import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer, type SignedInCustomer } from '../testing/customer-fixtures.ts';
import { productsOfType } from '../testing/shop-fixtures.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';

const wishlistQuery = /* GraphQL */ `
  query Wishlist {
    customer {
      wishlists {
        id
        items_count
        items_v2(pageSize: 100) {
          items {
            id
            __typename
            quantity
            product {
              sku
            }
            ... on ConfigurableWishlistItem {
              configured_variant {
                sku
              }
            }
          }
        }
      }
    }
  }
`;
const byId = /* GraphQL */ `
  query ById($id: ID!) {
    customer {
      wishlist_v2(id: $id) {
        id
        items_count
      }
    }
  }
`;
const add = /* GraphQL */ `
  mutation Add($id: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
      wishlist {
        id
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`;
const remove = /* GraphQL */ `
  mutation Remove($id: ID!, $ids: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
      wishlist {
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`;

interface WishlistAnswer {
  customer: {
    wishlists: {
      id: string;
      items_count: number;
      items_v2: {
        items: {
          id: string;
          __typename: string;
          quantity: number;
          product: { sku: string };
          configured_variant?: { sku: string } | null;
        }[];
      };
    }[];
  };
}
interface AddAnswer {
  addProductsToWishlist: {
    wishlist: { id: string; items_count: number };
    user_errors: { code: string; message: string }[];
  };
}
interface RemoveAnswer {
  removeProductsFromWishlist: {
    wishlist: { items_count: number };
    user_errors: { code: string; message: string }[];
  };
}

describe.each(databaseKinds)('wishlist on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let simples: ProductRecord[];
  let configurable: ProductRecord;
  let variant: ProductRecord;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'wishlist', { seedProducts: 200 }));
    simples = productsOfType(engine, 'simple').filter((record) => record.parentId === null);
    configurable = productsOfType(engine, 'configurable')[0]!;
    variant = engine.catalog.children(configurable)[0]!;
  }, 120_000);
  afterAll(() => close());

  async function wishlistOf(customer: SignedInCustomer) {
    const answer = await engine.execute<WishlistAnswer>(wishlistQuery, {}, customer.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.customer.wishlists[0]!;
  }

  it('keeps one wishlist per customer under an opaque, stable id', async () => {
    const customer = await signedInCustomer(engine);
    const first = await wishlistOf(customer);
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // 128 random bits, not the customer's number (which would make ids guessable).
    expect(first.id).not.toBe(String(customer.customerId));
    expect(first.items_count).toBe(0);
    expect((await wishlistOf(customer)).id).toBe(first.id);
    const other = await signedInCustomer(engine);
    expect((await wishlistOf(other)).id).not.toBe(first.id);
  });

  it('adds products by sku once each and removes them by item id', async () => {
    const customer = await signedInCustomer(engine);
    const { id } = await wishlistOf(customer);
    const items = [
      { sku: simples[0]!.sku, quantity: 1 },
      { sku: simples[1]!.sku, quantity: 2 },
      { sku: simples[0]!.sku, quantity: 1 },
    ];
    const added = await engine.execute<AddAnswer>(add, { id, items }, customer.headers);
    expect(added.errors).toBeUndefined();
    expect(added.data!.addProductsToWishlist).toEqual({
      wishlist: { id, items_count: 2 },
      user_errors: [],
    });
    const again = await engine.execute<AddAnswer>(add, { id, items }, customer.headers);
    expect(again.data!.addProductsToWishlist.wishlist.items_count).toBe(2);

    const list = await wishlistOf(customer);
    expect(list.items_v2.items.map((item) => [item.__typename, item.product.sku])).toEqual([
      ['SimpleWishlistItem', simples[0]!.sku],
      ['SimpleWishlistItem', simples[1]!.sku],
    ]);
    expect(list.items_v2.items[1]!.quantity).toBe(2);

    const removed = await engine.execute<RemoveAnswer>(
      remove,
      { id, ids: [list.items_v2.items[0]!.id] },
      customer.headers,
    );
    expect(removed.data!.removeProductsFromWishlist).toEqual({
      wishlist: { items_count: 1 },
      user_errors: [],
    });
    expect((await wishlistOf(customer)).items_v2.items.map((item) => item.product.sku)).toEqual([
      simples[1]!.sku,
    ]);
  });

  it('keeps a configurable, or its variant under the configurable', async () => {
    const customer = await signedInCustomer(engine);
    const { id } = await wishlistOf(customer);
    const items = [
      { sku: configurable.sku, quantity: 1 },
      { sku: variant.sku, parent_sku: configurable.sku, quantity: 1 },
    ];
    const added = await engine.execute<AddAnswer>(add, { id, items }, customer.headers);
    expect(added.data!.addProductsToWishlist.user_errors).toEqual([]);
    const list = await wishlistOf(customer);
    expect(
      list.items_v2.items.map((item) => [
        item.__typename,
        item.product.sku,
        item.configured_variant?.sku ?? null,
      ]),
    ).toEqual([
      ['ConfigurableWishlistItem', configurable.sku, null],
      ['ConfigurableWishlistItem', configurable.sku, variant.sku],
    ]);
  });

  it('answers unknown skus with PRODUCT_NOT_FOUND and adds the rest', async () => {
    const customer = await signedInCustomer(engine);
    const { id } = await wishlistOf(customer);
    const items = [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: 'x'.repeat(10_000), quantity: 1 },
      { sku: variant.sku, parent_sku: simples[0]!.sku, quantity: 1 },
      { sku: simples[2]!.sku, quantity: 1 },
    ];
    const added = await engine.execute<AddAnswer>(add, { id, items }, customer.headers);
    expect(added.errors).toBeUndefined();
    const answer = added.data!.addProductsToWishlist;
    expect(answer.wishlist.items_count).toBe(1);
    expect(answer.user_errors.map((error) => error.code)).toEqual([
      'PRODUCT_NOT_FOUND',
      'PRODUCT_NOT_FOUND',
      'PRODUCT_NOT_FOUND',
    ]);
    expect(answer.user_errors[1]!.message.length).toBeLessThan(200);
  });

  it('holds at most 100 products', async () => {
    const customer = await signedInCustomer(engine);
    const { id } = await wishlistOf(customer);
    expect(simples.length).toBeGreaterThan(101);
    const items = simples.slice(0, 100).map((product) => ({ sku: product.sku, quantity: 1 }));
    const full = await engine.execute<AddAnswer>(add, { id, items }, customer.headers);
    expect(full.data!.addProductsToWishlist).toMatchObject({
      wishlist: { items_count: 100 },
      user_errors: [],
    });
    const extra = [
      { sku: simples[100]!.sku, quantity: 1 },
      { sku: simples[0]!.sku, quantity: 1 },
    ];
    const over = await engine.execute<AddAnswer>(add, { id, items: extra }, customer.headers);
    expect(over.data!.addProductsToWishlist.wishlist.items_count).toBe(100);
    expect(over.data!.addProductsToWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The wishlist holds at most 100 products.' },
    ]);
    const tooLong = simples.slice(0, 101).map((product) => ({ sku: product.sku, quantity: 1 }));
    const refused = await engine.execute(add, { id, items: tooLong }, customer.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers no wishlist in the echo of a registration', async () => {
    const answer = await engine.execute(
      /* GraphQL */ `
        mutation Register($input: CustomerCreateInput!) {
          createCustomerV2(input: $input) {
            customer {
              wishlists {
                id
              }
            }
          }
        }
      `,
      {
        input: {
          email: `echo-${kind}@example.com`,
          firstname: 'Echo',
          lastname: 'Test',
          password: 'Sterk-wachtw00rd',
        },
      },
    );
    expect(answer).toEqual({ data: { createCustomerV2: { customer: { wishlists: [] } } } });
  });

  it('asks a guest to sign in', async () => {
    const owner = await signedInCustomer(engine);
    const { id } = await wishlistOf(owner);
    const addAsGuest = await engine.execute(add, { id, items: [] });
    expect(addAsGuest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const removeAsGuest = await engine.execute(remove, { id, ids: ['1'] });
    expect(removeAsGuest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const read = await engine.execute(wishlistQuery, {});
    expect(read.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("answers another customer's wishlist and items exactly like missing ones", async () => {
    const owner = await signedInCustomer(engine);
    const intruder = await signedInCustomer(engine);
    const ownerList = await wishlistOf(owner);
    await engine.execute(
      add,
      { id: ownerList.id, items: [{ sku: simples[3]!.sku, quantity: 1 }] },
      owner.headers,
    );
    const ownerItemId = (await wishlistOf(owner)).items_v2.items[0]!.id;
    const missingId = 'AAAAAAAAAAAAAAAAAAAAAA';

    // Reading by id.
    const theirs = await engine.execute(byId, { id: ownerList.id }, intruder.headers);
    const missing = await engine.execute(byId, { id: missingId }, intruder.headers);
    expect(theirs).toEqual({ data: { customer: { wishlist_v2: null } } });
    expect(theirs).toEqual(missing);

    // Adding to and removing from someone else's list.
    const items = [{ sku: simples[4]!.sku, quantity: 1 }];
    const addTheirs = await engine.execute(add, { id: ownerList.id, items }, intruder.headers);
    const addMissing = await engine.execute(add, { id: missingId, items }, intruder.headers);
    expect(addTheirs.errors?.[0]?.extensions?.code).toBe('WISHLIST_NOT_FOUND');
    expect(addTheirs).toEqual(addMissing);
    const removeTheirs = await engine.execute(
      remove,
      { id: ownerList.id, ids: [ownerItemId] },
      intruder.headers,
    );
    const removeMissing = await engine.execute(
      remove,
      { id: missingId, ids: [ownerItemId] },
      intruder.headers,
    );
    expect(removeTheirs.errors?.[0]?.extensions?.code).toBe('WISHLIST_NOT_FOUND');
    expect(removeTheirs).toEqual(removeMissing);

    // Someone else's item id through one's own list: the same error as an id that never was.
    const ownId = (await wishlistOf(intruder)).id;
    const theirItem = await engine.execute<RemoveAnswer>(
      remove,
      { id: ownId, ids: [ownerItemId] },
      intruder.headers,
    );
    const neverItem = await engine.execute<RemoveAnswer>(
      remove,
      { id: ownId, ids: ['999999999'] },
      intruder.headers,
    );
    expect(theirItem.data!.removeProductsFromWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: `Could not find a wishlist item with ID "${ownerItemId}".` },
    ]);
    expect(neverItem.data!.removeProductsFromWishlist.user_errors[0]!.message).toBe(
      'Could not find a wishlist item with ID "999999999".',
    );

    // The owner's list is untouched.
    const after = await wishlistOf(owner);
    expect(after.items_v2.items.map((item) => item.product.sku)).toEqual([simples[3]!.sku]);
  });
});
