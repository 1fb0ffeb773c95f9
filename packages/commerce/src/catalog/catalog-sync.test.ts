import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { updateProduct } from './catalog-admin.ts';
import { products } from './schema.ts';
import { eq, sql } from 'drizzle-orm';

/** Two engine processes' worth of engines on one PostgreSQL: a change in one shows in both. */
let first: CommerceEngine;
let second: CommerceEngine;
let drop = async () => {};

beforeAll(async () => {
  const scratch = await createScratchPostgres('sync');
  drop = scratch.drop;
  const mediaDir = testMediaDir;
  first = await createEngine({ databaseUrl: scratch.url, mediaDir, seedProducts: 120 });
  second = await createEngine({ databaseUrl: scratch.url, mediaDir, seedIfEmpty: false });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await drop();
});

const priceOf = async (engine: CommerceEngine, sku: string) => {
  const { data } = await engine.execute<any>(
    `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name price_range { minimum_price { final_price { value } } } } } }`,
    { sku },
  );
  return data.products.items[0];
};

async function eventually(check: () => Promise<boolean>, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

it('shows a price change made through one engine in the other', async () => {
  const listed = first.catalog.list({ currentPage: 1, pageSize: 100 }).ids;
  const id = listed.find((candidate) => first.catalog.product(candidate)?.typeId === 'simple')!;
  const { sku } = first.catalog.product(id)!;
  const tags: string[][] = [];
  second.onChange((changed) => tags.push(changed));

  await updateProduct(first.database, id, {
    priceCents: 123_45,
    specialPriceCents: null,
    name: 'Hernoemd product',
  });

  expect(
    await eventually(async () => (await priceOf(second, sku))?.name === 'Hernoemd product'),
  ).toBe(true);
  expect((await priceOf(second, sku)).price_range.minimum_price.final_price.value).toBe(123.45);
  expect(
    await eventually(async () => (await priceOf(first, sku))?.name === 'Hernoemd product'),
  ).toBe(true);
  expect(tags).toContainEqual(['catalog', `product:${id}`]);
});

it("drops a product taken out of the shop from both engines' search", async () => {
  const id = first.catalog.list({ search: 'wasmachine', currentPage: 1, pageSize: 1 }).ids[0]!;
  const name = first.catalog.product(id)!.name;
  await first.database.db.update(products).set({ visible: false }).where(eq(products.id, id));
  await first.publishCatalogChange({ productIds: [id] });
  // Both engines, the writer too: an announcement the writer applied only later would clear its
  // response cache in the middle of the next test.
  const dropped = (engine: CommerceEngine) =>
    !engine.catalog.list({ search: name, currentPage: 1, pageSize: 50 }).ids.includes(id);
  expect(await eventually(async () => dropped(second) && dropped(first))).toBe(true);
});

it('serves repeated anonymous queries from the response cache until the catalogue changes', async () => {
  const id = first.catalog.list({ currentPage: 1, pageSize: 1 }).ids[0]!;
  const { sku } = first.catalog.product(id)!;
  const before = (await priceOf(first, sku)).name;
  // A write that nobody announces is not seen: the answer comes from the cache.
  await first.database.db
    .update(products)
    .set({ name: 'Stil hernoemd' })
    .where(eq(products.id, id));
  await first.catalog.refresh({ productIds: [id] });
  expect((await priceOf(first, sku)).name).toBe(before);
  // Announcing the change clears the cache of every engine.
  await first.publishCatalogChange({ productIds: [id] });
  expect(await eventually(async () => (await priceOf(first, sku)).name === 'Stil hernoemd')).toBe(
    true,
  );
  expect(await eventually(async () => (await priceOf(second, sku)).name === 'Stil hernoemd')).toBe(
    true,
  );
});

it('catches up after its listening connection is dropped, including changes made meanwhile', async () => {
  const id = first.catalog.list({ currentPage: 1, pageSize: 3 }).ids[2]!;
  const { sku } = first.catalog.product(id)!;
  // The server drops every LISTEN connection (as in a restart or failover).
  await first.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
  );
  // Announced while nobody listens: no engine hears it, so only the catch-up can show it.
  await updateProduct(first.database, id, { name: 'Gewijzigd tijdens de storing' });
  expect(
    await eventually(
      async () => (await priceOf(second, sku))?.name === 'Gewijzigd tijdens de storing',
      200,
    ),
  ).toBe(true);

  // Listening again: the next change arrives as usual.
  await updateProduct(first.database, id, { name: 'Na de storing' });
  expect(await eventually(async () => (await priceOf(second, sku))?.name === 'Na de storing')).toBe(
    true,
  );
});
