import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { auditLog } from '../staff/schema.ts';
import { storeStock } from '../stores/schema.ts';
import { simpleProduct, productsOfType } from '../testing/shop-fixtures.ts';
import { signedInStaff, type StaffBrowser } from '../testing/staff-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

const listQuery = /* GraphQL */ `
  query ($search: String, $status: AdminProductStatus, $page: Int, $size: Int) {
    adminProducts(search: $search, status: $status, page: $page, page_size: $size) {
      total_count
      total_pages
      items {
        sku
        name
        type_id
        status
        price_cents
        special_price_cents
        special_price_active
        salable_qty
      }
    }
  }
`;

const detailFields = /* GraphQL */ `
  sku
  name
  names {
    locale
    name
  }
  status
  relative_url
  price_cents
  special_price {
    price_cents
    from
    to
    active
  }
  labels
  label_options {
    code
    shown_in_shop
  }
  online_stock {
    source
    count
    held
    salable
  }
  store_stock {
    source
    count
    held
    salable
  }
`;

const detailQuery = `query ($sku: String!) { adminProduct(sku: $sku) { ${detailFields} } }`;
const updateMutation = `mutation ($input: AdminProductUpdateInput!) {
  adminUpdateProduct(input: $input) { ${detailFields} }
}`;
const stockMutation = `mutation ($sku: String!, $source: String!, $quantity: Int!) {
  adminSetProductStock(sku: $sku, source: $source, quantity: $quantity) { ${detailFields} }
}`;

/** What a shopper sees of a product: its price, and whether a search lists it. */
const shopQuery = /* GraphQL */ `
  query ($sku: String!, $name: String!) {
    page: products(filter: { sku: { eq: $sku } }) {
      items {
        stock_status
        price_range {
          minimum_price {
            final_price {
              value
            }
          }
        }
      }
    }
    listed: products(search: $name, pageSize: 50) {
      items {
        sku
      }
    }
  }
`;

/** Polls `check` until it holds or `withinMs` passed; answers how long it took, or null. */
async function seenWithin(withinMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return null;
}

const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(databaseKinds)('back office catalogue on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  let staff: StaffBrowser;
  let storeEmployee: StaffBrowser;
  let storeCode: string;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, `catalog_admin_${kind}`, {
      seedProducts: 60,
      orderSweepMs: 0,
    }));
    storeCode = engine.services.stores.list()[0]!.code;
    staff = await signedInStaff(engine, 'catalogus@shop.test', 'STAFF');
    storeEmployee = await signedInStaff(engine, 'balie@shop.test', 'STORE_EMPLOYEE', storeCode);
  }, 180_000);
  afterAll(() => close());

  const shopView = async (sku: string, name: string) => {
    const { data } = await engine.execute<any>(shopQuery, { sku, name });
    return {
      final: data.page.items[0]?.price_range.minimum_price.final_price.value as number | undefined,
      inStock: data.page.items[0]?.stock_status === 'IN_STOCK',
      listed: (data.listed.items as { sku: string }[]).some((item) => item.sku === sku),
    };
  };

  it('finds products by name, sku and EAN, offline ones and variants too', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 250_00, onlineQty: 4 });
    const bySku = await staff.graphql<any>(listQuery, { search: product.sku });
    expect(bySku.errors).toBeUndefined();
    expect(bySku.data.adminProducts.items[0]).toMatchObject({
      sku: product.sku,
      status: 'ONLINE',
      price_cents: 250_00,
      salable_qty: 4,
    });
    const byName = await staff.graphql<any>(listQuery, { search: product.name, size: 100 });
    expect(byName.data.adminProducts.items.map((item: any) => item.sku)).toContain(product.sku);
    if (product.ean) {
      const byEan = await staff.graphql<any>(listQuery, { search: product.ean });
      expect(byEan.data.adminProducts.items[0].sku).toBe(product.sku);
    }
    const variant = productsOfType(engine, 'simple').find((record) => record.parentId !== null);
    if (variant) {
      const found = await staff.graphql<any>(listQuery, { search: variant.sku });
      expect(found.data.adminProducts.items[0].sku).toBe(variant.sku);
    }
    const all = await staff.graphql<any>(listQuery, { size: 10, page: 2 });
    expect(all.data.adminProducts.items).toHaveLength(10);
    expect(all.data.adminProducts.total_count).toBe([...engine.catalog.allProducts()].length);
    const tooMany = await staff.graphql<any>(listQuery, { size: 101 });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'PAGE_SIZE_OUT_OF_RANGE',
    });
  });

  it('sets a special price with its days, takes a product offline and online: the shop follows', async () => {
    const product = await simpleProduct(engine, 1, { priceCents: 400_00, onlineQty: 3 });
    const today = engine.catalog.currentDay();
    expect(await shopView(product.sku, product.name)).toMatchObject({ final: 400, listed: true });

    const later = await staff.graphql<any>(updateMutation, {
      input: {
        sku: product.sku,
        special_price: { price_cents: 349_50, from: plusDays(today, 3), to: plusDays(today, 10) },
      },
    });
    expect(later.errors).toBeUndefined();
    expect(later.data.adminUpdateProduct.special_price).toEqual({
      price_cents: 349_50,
      from: plusDays(today, 3),
      to: plusDays(today, 10),
      active: false,
    });
    // Starting on a later day: shoppers still pay the price.
    expect((await shopView(product.sku, product.name)).final).toBe(400);

    const now = await staff.graphql<any>(updateMutation, {
      input: {
        sku: product.sku,
        special_price: { price_cents: 349_50, from: today, to: plusDays(today, 10) },
      },
    });
    expect(now.data.adminUpdateProduct.special_price).toMatchObject({ from: null, active: true });
    expect(
      await seenWithin(
        1000,
        async () => (await shopView(product.sku, product.name)).final === 349.5,
      ),
    ).not.toBeNull();

    const offline = await staff.graphql<any>(updateMutation, {
      input: { sku: product.sku, status: 'OFFLINE', labels: ['sale', 'new'] },
    });
    expect(offline.data.adminUpdateProduct).toMatchObject({
      status: 'OFFLINE',
      labels: ['sale', 'new'],
    });
    expect(
      await seenWithin(1000, async () => {
        const seen = await shopView(product.sku, product.name);
        return !seen.listed;
      }),
    ).not.toBeNull();
    const route = await engine.execute<any>(
      `query ($url: String!) { route(url: $url) { __typename } }`,
      { url: offline.data.adminUpdateProduct.relative_url },
    );
    expect(route.data.route).toBeNull();
    // Still found in the back office, offline.
    const found = await staff.graphql<any>(listQuery, { search: product.sku, status: 'OFFLINE' });
    expect(found.data.adminProducts.items[0]).toMatchObject({
      sku: product.sku,
      status: 'OFFLINE',
    });

    await staff.graphql<any>(updateMutation, { input: { sku: product.sku, status: 'ONLINE' } });
    expect(
      await seenWithin(1000, async () => (await shopView(product.sku, product.name)).listed),
    ).not.toBeNull();

    const ended = await staff.graphql<any>(updateMutation, {
      input: { sku: product.sku, special_price: null },
    });
    expect(ended.data.adminUpdateProduct.special_price).toBeNull();

    const entries = await engine.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `product:${product.sku}`));
    expect(entries.map((entry) => entry.operation)).toEqual(
      Array(entries.length).fill('adminUpdateProduct'),
    );
    expect(entries).toHaveLength(5);
    expect(entries[2]).toMatchObject({
      actorName: 'catalogus@shop.test',
      before: expect.objectContaining({ visible: true }),
      after: expect.objectContaining({ visible: false, labels: ['sale', 'new'] }),
    });
    // The same values again change nothing and log nothing.
    await staff.graphql<any>(updateMutation, { input: { sku: product.sku, status: 'ONLINE' } });
    const again = await engine.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `product:${product.sku}`));
    expect(again).toHaveLength(5);
  });

  it('refuses bad changes with a reason, and an unknown sku as not found', async () => {
    const product = await simpleProduct(engine, 2, { priceCents: 100_00, onlineQty: 1 });
    const today = engine.catalog.currentDay();
    const refusal = async (input: Record<string, unknown>) => {
      const answer = await staff.graphql<any>(updateMutation, {
        input: { sku: product.sku, ...input },
      });
      return answer.errors?.[0]?.extensions;
    };
    expect(await refusal({ special_price: { price_cents: 100_00 } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'SPECIAL_NOT_BELOW_PRICE',
    });
    expect(
      await refusal({
        special_price: { price_cents: 50_00, from: plusDays(today, 5), to: plusDays(today, 4) },
      }),
    ).toMatchObject({ reason: 'DATE_RANGE', field: 'special_price.to' });
    expect(
      await refusal({ special_price: { price_cents: 50_00, to: '2026-02-30' } }),
    ).toMatchObject({
      reason: 'INVALID_DATE',
    });
    expect(
      await refusal({ special_price: { price_cents: 50_00, to: plusDays(today, -1) } }),
    ).toMatchObject({ reason: 'SPECIAL_PRICE_ENDED' });
    expect(await refusal({ price_cents: -1 })).toMatchObject({ reason: 'INVALID_AMOUNT' });
    expect(await refusal({ labels: ['sale', 'free_beer'] })).toMatchObject({
      reason: 'UNKNOWN_LABEL',
    });
    // A special price running, the price cannot drop below it alone.
    await staff.graphql<any>(updateMutation, {
      input: { sku: product.sku, special_price: { price_cents: 80_00 } },
    });
    expect(await refusal({ price_cents: 75_00 })).toMatchObject({
      reason: 'SPECIAL_NOT_BELOW_PRICE',
      field: 'price_cents',
    });
    const changed = await staff.graphql<any>(updateMutation, {
      input: { sku: product.sku, price_cents: 75_00, special_price: { price_cents: 70_00 } },
    });
    expect(changed.data.adminUpdateProduct).toMatchObject({
      price_cents: 75_00,
      special_price: { price_cents: 70_00, active: true },
    });

    const unknown = await staff.graphql<any>(updateMutation, {
      input: { sku: 'no-such-sku', status: 'OFFLINE' },
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stockUnknown = await staff.graphql<any>(stockMutation, {
      sku: 'no-such-sku',
      source: 'default',
      quantity: 1,
    });
    expect(stockUnknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const detail = await staff.graphql<any>(detailQuery, { sku: 'no-such-sku' });
    expect(detail.data.adminProduct).toBeNull();
  });

  it('sets stock online and per store as counts that keep what orders hold', async () => {
    const product = await simpleProduct(engine, 3, { priceCents: 50_00, onlineQty: 0 });
    // Two units sit in an unshipped order.
    await engine.database.db
      .update(products)
      .set({ heldQty: 2 })
      .where(eq(products.id, product.id));
    expect((await shopView(product.sku, product.name)).inStock).toBe(false);
    const online = await staff.graphql<any>(stockMutation, {
      sku: product.sku,
      source: 'default',
      quantity: 5,
    });
    expect(online.errors).toBeUndefined();
    expect(online.data.adminSetProductStock.online_stock).toEqual({
      source: 'default',
      count: 5,
      held: 2,
      salable: 3,
    });
    expect(
      await seenWithin(1000, async () => (await shopView(product.sku, product.name)).inStock),
    ).not.toBeNull();

    await engine.database.db
      .insert(storeStock)
      .values({ productId: product.id, storeCode, qty: 0, heldQty: 1 })
      .onConflictDoUpdate({
        target: [storeStock.productId, storeStock.storeCode],
        set: { qty: 0, heldQty: 1 },
      });
    const inStore = await staff.graphql<any>(stockMutation, {
      sku: product.sku,
      source: storeCode.toLowerCase(),
      quantity: 4,
    });
    expect(
      inStore.data.adminSetProductStock.store_stock.find(
        (entry: any) => entry.source === storeCode,
      ),
    ).toEqual({ source: storeCode, count: 4, held: 1, salable: 3 });

    const refusal = async (input: Record<string, unknown>) =>
      (await staff.graphql<any>(stockMutation, { sku: product.sku, ...input })).errors?.[0]
        ?.extensions;
    expect(await refusal({ source: 'default', quantity: -1 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'NEGATIVE_QUANTITY',
    });
    expect(await refusal({ source: 'warehouse-9', quantity: 1 })).toMatchObject({
      reason: 'UNKNOWN_SOURCE',
    });
    const configurable = productsOfType(engine, 'configurable')[0];
    if (configurable) {
      const answer = await staff.graphql<any>(stockMutation, {
        sku: configurable.sku,
        source: 'default',
        quantity: 1,
      });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ reason: 'NOT_A_SIMPLE_PRODUCT' });
    }
    const entries = await engine.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operation, 'adminSetProductStock'));
    expect(entries.filter((entry) => entry.target === `product:${product.sku}`)).toHaveLength(2);
    expect(entries.find((entry) => entry.target === `product:${product.sku}`)).toMatchObject({
      before: { source: 'default', count: null, held: 2, salable: 0 },
      after: { source: 'default', count: 5, held: 2, salable: 3 },
    });
  });

  it('refuses store employees and the signed-out', async () => {
    const product = await simpleProduct(engine, 4, { priceCents: 10_00, onlineQty: 1 });
    for (const [query, variables] of [
      [listQuery, { search: product.sku }],
      [detailQuery, { sku: product.sku }],
      [updateMutation, { input: { sku: product.sku, status: 'OFFLINE' } }],
      [stockMutation, { sku: product.sku, source: 'default', quantity: 9 }],
    ] as const) {
      const answer = await storeEmployee.graphql<any>(query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const anonymous = await engine.execute<any>(query, variables);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(engine.catalog.product(product.id)?.visible).toBe(true);
  });

  it('takes an upload with the staff cookie and answers its row errors', async () => {
    const upload = (browser: StaffBrowser, body: string) =>
      engine.fetch(
        new Request('http://engine.local/admin/catalog/import', {
          method: 'POST',
          headers: {
            'content-type': 'text/csv',
            origin: 'http://engine.local',
            cookie: `staff_session=${browser.cookie}`,
          },
          body,
        }),
      );
    const csv =
      'sku,product_type,name,price,url_key\n' +
      'admin-up-a,simple,Geupload A,19.95,admin-up-a\n' +
      'admin-up-b,simple,Geupload B,goedkoop,admin-up-b\n';
    const refused = await upload(storeEmployee, csv);
    expect(refused.status).toBe(403);
    const answer = await upload(staff, csv);
    expect(answer.status).toBe(422);
    const report = (await answer.json()) as { errors: unknown[]; written: boolean };
    expect(report.written).toBe(false);
    expect(report.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'price', sku: 'admin-up-b' }),
    ]);
  });
});
