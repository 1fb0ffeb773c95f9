import { buildSchema, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopConstants } from '../config/constants.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { requestedListItems } from './answer-bounds.ts';

describe('items the lists of one request ask for', () => {
  const schema = buildSchema(`
    type Query {
      products(pageSize: Int = 12, search: String): Products
      customer: Customer
    }
    type Products { items: [Product] }
    type Product { sku: String }
    type Customer { wishlists(pageSize: Int = 20): [Wishlist] }
    type Wishlist { items_v2(pageSize: Int = 20): Products }
  `);
  const items = (query: string, variables: Record<string, unknown> = {}) =>
    requestedListItems(schema, parse(query), undefined, variables);

  it('sums the page sizes of every alias, defaults included', () => {
    expect(
      items('{ a: products(pageSize: 100) { items { sku } } b: products { items { sku } } }'),
    ).toBe(112);
    const aliases = Array.from(
      { length: 30 },
      (_, n) => `a${n}: products(pageSize: 100) { items { sku } }`,
    );
    expect(items(`{ ${aliases.join(' ')} }`)).toBe(3_000);
  });

  it('counts a list above the page size cap at the cap: the list refuses it with its own message', () => {
    expect(items('{ products(pageSize: 5000) { items { sku } } }')).toBe(100);
  });

  it('reads page sizes from variables and their defaults', () => {
    const query =
      'query($size: Int = 50) { a: products(pageSize: $size) { items { sku } } b: products(pageSize: $size) { items { sku } } }';
    expect(items(query)).toBe(100);
    expect(items(query, { size: 90 })).toBe(180);
  });

  it('counts lists inside fragments, and a field merged from two places once', () => {
    const query = `
      { ...Lists ... on Query { b: products(pageSize: 40) { items { sku } } } a: products(pageSize: 30) { items { sku } } }
      fragment Lists on Query { a: products(pageSize: 30) { items { sku } } c: products(pageSize: 5) { items { sku } } }`;
    expect(items(query)).toBe(75);
  });

  it('counts nested lists once each: a wishlist of 100 items is 120 with its list of lists', () => {
    expect(items('{ customer { wishlists { items_v2(pageSize: 100) { items { id } } } } }')).toBe(
      120,
    );
  });
});

describe.each(databaseKinds)('answer size bound on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'answer-bounds', { seedProducts: 30 }));
  });
  afterAll(async () => close());

  const post = async (query: string) => {
    const response = await engine.fetch(
      new Request('http://engine.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    );
    return (await response.json()) as {
      data?: Record<string, { items: unknown[] }> | null;
      errors?: { extensions?: Record<string, unknown> }[];
    };
  };
  const aliases = (count: number) =>
    Array.from(
      { length: count },
      (_, n) =>
        `a${n}: products(pageSize: 100, filter: { price: { to: "${1_000 + n}" } }) { items { sku description { html } } }`,
    ).join(' ');

  it('refuses 30 aliases of a full product page with a code, before resolving any of them', async () => {
    const body = await post(`{ ${aliases(30)} }`);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'TOO_MANY_LIST_ITEMS',
      limit: shopConstants.graphql.maxListItems,
      items: 3_000,
    });
  });

  it('answers two full product pages in one request', async () => {
    const body = await post(`{ ${aliases(2)} }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.a0?.items.length).toBeGreaterThan(0);
  });
});
