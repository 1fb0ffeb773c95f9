import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gte } from 'drizzle-orm';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { databaseKinds, createTestEngine } from '../testing/test-databases.ts';
import { insertSyntheticOrders } from '../testing/synthetic-orders.ts';
import { orders } from '../orders/schema.ts';

const listQuery = /* GraphQL */ `
  query ($filter: AdminOrderFilterInput, $search: String, $first: Int, $after: String) {
    adminOrders(filter: $filter, search: $search, first: $first, after: $after) {
      items {
        number
        order_date
        status_code
        email
        customer_name
        postcode
        grand_total_cents
        payment_method {
          type
        }
        pickup_location_code
      }
      page_info {
        has_next_page
        end_cursor
      }
      total_count
      total_count_exact
    }
  }
`;

interface Summary {
  number: string;
  order_date: string;
  status_code: string;
  email: string;
  customer_name: string;
  postcode: string | null;
  grand_total_cents: number;
  payment_method: { type: string };
  pickup_location_code: string | null;
}
interface Option {
  code: string;
  label: string;
}
interface ListAnswer {
  adminOrders: {
    items: Summary[];
    page_info: { has_next_page: boolean; end_cursor: string | null };
    total_count: number;
    total_count_exact: boolean;
  };
}

const staff = { 'x-admin-key': 'list-staff-key' };
const now = new Date('2026-11-20T12:00:00Z');
const orderCount = 600;

describe.each(databaseKinds)('back office order list on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let all: (typeof orders.$inferSelect)[];

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = staff['x-admin-key'];
    ({ engine, close } = await createTestEngine(kind, `admin_list_${kind}`, {
      seedIfEmpty: false,
      orderSweepMs: 0,
    }));
    await insertSyntheticOrders(engine.database.db, {
      count: orderCount,
      now,
      days: 60,
      storeCodes: ['ams', 'utr'],
    });
    all = await engine.database.db.select().from(orders);
  });
  afterAll(async () => {
    delete process.env.ADMIN_API_KEY;
    await close();
  });

  const list = (variables: Record<string, unknown>, headers: Record<string, string> = staff) =>
    engine.execute<ListAnswer>(listQuery, variables, headers);

  async function everyPage(variables: Record<string, unknown>, first = 100) {
    const seen: Summary[] = [];
    let after: string | null = null;
    for (;;) {
      const answer = await list({ ...variables, first, after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.adminOrders;
      seen.push(...page.items);
      if (!page.page_info.has_next_page) return seen;
      after = page.page_info.end_cursor;
    }
  }

  const newestFirst = (rows: typeof all) =>
    [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => row.number);

  it('pages through every order newest first, each once', async () => {
    const seen = await everyPage({}, 37);
    expect(seen.map((order) => order.number)).toEqual(newestFirst(all));
    const first = await list({ first: 5 });
    expect(first.data!.adminOrders.total_count).toBe(orderCount);
    expect(first.data!.adminOrders.total_count_exact).toBe(true);
  });

  it('filters by state, store, method, amount and date (shop days in Amsterdam)', async () => {
    const filter = {
      status: ['DELIVERED', 'SHIPPED'],
      payment_method: 'ideal',
      grand_total_min_cents: 10_000,
      grand_total_max_cents: 150_000,
      placed_from: '2026-10-01',
      placed_to: '2026-11-10',
    };
    const from = new Date('2026-09-30T22:00:00Z'); // 1 October 00:00 in Amsterdam (CEST)
    const before = new Date('2026-11-10T23:00:00Z'); // 11 November 00:00 (CET)
    const expected = all.filter(
      (row) =>
        ['DELIVERED', 'SHIPPED'].includes(row.status) &&
        row.paymentMethodCode === 'ideal' &&
        row.grandTotalCents >= 10_000 &&
        row.grandTotalCents <= 150_000 &&
        row.createdAt >= from &&
        row.createdAt < before,
    );
    expect(expected.length).toBeGreaterThan(5);
    const seen = await everyPage({ filter }, 10);
    expect(seen.map((order) => order.number)).toEqual(newestFirst(expected));

    const pickup = await everyPage({ filter: { pickup_store: 'ams' } });
    const expectedPickup = all.filter((row) => row.pickupLocationCode === 'ams');
    expect(expectedPickup.length).toBeGreaterThan(0);
    expect(pickup.map((order) => order.number)).toEqual(newestFirst(expectedPickup));
  });

  it('searches by number, e-mail prefix, postcode and name', async () => {
    const target = all[123]!;
    const byNumber = await everyPage({ search: target.number });
    expect(byNumber.map((order) => order.number)).toEqual([target.number]);

    const emailPrefix = target.email.slice(0, target.email.indexOf('@') + 3).toUpperCase();
    const byEmail = await everyPage({ search: ` ${emailPrefix} ` });
    expect(byEmail.map((order) => order.number)).toEqual(
      newestFirst(all.filter((row) => row.email.startsWith(emailPrefix.toLowerCase()))),
    );
    expect(byEmail.map((order) => order.number)).toContain(target.number);

    const postcode = target.billingAddress.postcode!;
    const compact = postcode.replace(/\s/g, '').toLowerCase();
    const byPostcode = await everyPage({ search: compact });
    expect(byPostcode.map((order) => order.number)).toContain(target.number);
    for (const order of byPostcode) {
      const row = all.find((candidate) => candidate.number === order.number)!;
      const codes = [row.billingAddress.postcode, row.shippingAddress?.postcode];
      const emailHit = row.email.startsWith(compact);
      expect(
        emailHit ||
          codes.some((code) => code?.replace(/\s/g, '').toLowerCase().startsWith(compact)),
      ).toBe(true);
    }

    const { firstname, lastname } = target.billingAddress;
    const byName = await everyPage({ search: `${firstname} ${lastname}` });
    expect(byName.map((order) => order.number)).toContain(target.number);
    expect(
      byName.every((order) => order.customer_name.startsWith(`${firstname} ${lastname}`)),
    ).toBe(true);
    const byLastname = await everyPage({ search: lastname.slice(0, 4) });
    expect(byLastname.length).toBeGreaterThan(byName.length);

    // A search under a filter: both hold, paged newest first.
    const prefix = lastname.slice(0, 3).toLowerCase();
    const searchedAndFiltered = await everyPage(
      { search: prefix, filter: { status: ['DELIVERED'] } },
      7,
    );
    const expected = all.filter(
      (row) =>
        row.status === 'DELIVERED' &&
        (row.email.startsWith(prefix) ||
          row.billingAddress.lastname.toLowerCase().startsWith(prefix)),
    );
    expect(expected.length).toBeGreaterThan(7);
    expect(searchedAndFiltered.map((order) => order.number)).toEqual(newestFirst(expected));

    // Pattern characters are literal: a lone % finds nothing.
    expect((await everyPage({ search: '%' })).length).toBe(0);
  });

  it('keeps paging stable while new orders arrive: no order twice, none skipped', async () => {
    const before = newestFirst(all);
    const first = await list({ first: 50 });
    const seen = first.data!.adminOrders.items.map((order) => order.number);
    let after = first.data!.adminOrders.page_info.end_cursor;
    let batch = 0;
    while (after) {
      // Orders placed between pages go before the first page, never into the pages ahead.
      await insertSyntheticOrders(engine.database.db, {
        count: 3,
        now: new Date(),
        days: 0,
        firstNumber: 600_000_001 + batch * 10,
        seed: batch + 100,
      });
      batch++;
      const page = await list({ first: 50, after });
      seen.push(...page.data!.adminOrders.items.map((order) => order.number));
      after = page.data!.adminOrders.page_info.has_next_page
        ? page.data!.adminOrders.page_info.end_cursor
        : null;
    }
    expect(seen).toEqual(before);
    // The orders placed while paging (600000001 and up, the last batch's too) come first now.
    const again = await list({ first: 5 });
    const newest = again.data!.adminOrders.items.map((order) => Number(order.number));
    expect(newest.every((number) => number >= 600_000_001)).toBe(true);
    await engine.database.db.delete(orders).where(sqlNumberAtLeast('600000001'));
  });

  it('refuses a page size out of bounds, a malformed cursor and a bad date with their codes', async () => {
    const reasons = async (variables: Record<string, unknown>) => {
      const answer = await list(variables);
      expect(answer.data ?? null).toBeNull();
      return answer.errors!.map((error) => [error.extensions?.code, error.extensions?.reason]);
    };
    expect(await reasons({ first: 101 })).toEqual([['BAD_USER_INPUT', 'FIRST_OUT_OF_RANGE']]);
    expect(await reasons({ first: 0 })).toEqual([['BAD_USER_INPUT', 'FIRST_OUT_OF_RANGE']]);
    expect(await reasons({ after: 'not-a-cursor' })).toEqual([
      ['BAD_USER_INPUT', 'INVALID_CURSOR'],
    ]);
    const forged = Buffer.from("2026-01-01T00:00:00.000000Z|1' or 1=1").toString('base64url');
    expect(await reasons({ after: forged })).toEqual([['BAD_USER_INPUT', 'INVALID_CURSOR']]);
    expect(await reasons({ filter: { placed_from: '2026-02-30' } })).toEqual([
      ['BAD_USER_INPUT', 'INVALID_DATE'],
    ]);
    expect(await reasons({ search: 'x'.repeat(101) })).toEqual([
      ['BAD_USER_INPUT', 'SEARCH_TOO_LONG'],
    ]);
    expect(await reasons({ filter: { grand_total_min_cents: -1 } })).toEqual([
      ['BAD_USER_INPUT', 'INVALID_AMOUNT'],
    ]);
  });

  it('offers the payment methods and stores to filter by, each by its name', async () => {
    const answer = await engine.execute<{
      adminOrderFilterOptions: Record<'payment_methods' | 'pickup_stores', Option[]>;
    }>(
      '{ adminOrderFilterOptions { payment_methods { code label } pickup_stores { code label } } }',
      {},
      staff,
    );
    expect(answer.errors).toBeUndefined();
    const options = answer.data!.adminOrderFilterOptions;
    const methods = new Map(all.map((row) => [row.paymentMethodCode, row.paymentMethodTitle]));
    expect(options.payment_methods.map((option) => option.code).sort()).toEqual(
      [...methods.keys()].sort(),
    );
    for (const option of options.payment_methods) {
      expect(option.label).toBe(methods.get(option.code));
      expect(option.label).not.toBe(option.code);
      const filtered = await list({ filter: { payment_method: option.code }, first: 1 });
      expect(filtered.data!.adminOrders.total_count).toBe(
        all.filter((row) => row.paymentMethodCode === option.code).length,
      );
    }
    // The stores module's list (this bed seeds no content, so it may be empty here; the
    // journeys see the demo shop's stores).
    expect(options.pickup_stores).toEqual(
      engine.services.stores.list().map((store) => ({ code: store.code, label: store.name })),
    );
  });

  it('refuses a request without the staff key, or with a wrong one', async () => {
    for (const headers of [{}, { 'x-admin-key': 'guess' }] as Record<string, string>[]) {
      const answer = await list({ first: 5 }, headers);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors!.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    }
  });
});

function sqlNumberAtLeast(number: string) {
  return gte(orders.number, number);
}
