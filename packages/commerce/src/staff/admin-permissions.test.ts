import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { eq } from 'drizzle-orm';
import { products } from '../catalog/schema.ts';
import { orders } from '../orders/schema.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { reservations } from '../reservations/schema.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInStaff, staffBrowser, type StaffBrowser } from '../testing/staff-fixtures.ts';
import { insertSyntheticOrders } from '../testing/synthetic-orders.ts';

const KEY = 'staff-permissions-key';
const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? null;

const reservationsQuery = /* GraphQL */ `
  query ($store: String) {
    adminReservations(store_code: $store) {
      total_count
      items {
        number
        store_code
      }
    }
  }
`;
const reservationQuery = /* GraphQL */ `
  query ($n: String!) {
    adminReservation(number: $n) {
      number
      store_code
    }
  }
`;
const ordersQuery = '{ adminOrders { total_count } }';
const staffQuery = '{ adminStaff { email role } }';
const auditQuery = '{ adminAuditLog(page_size: 5) { items { operation actor } has_more } }';
const createStaffMutation = /* GraphQL */ `
  mutation ($email: String!) {
    adminCreateStaff(input: { email: $email, name: "New", role: STAFF }) {
      staff {
        id
      }
      temporary_password
    }
  }
`;
const previewQuery = '{ cmsPagePreview(identifier: "home") { identifier } }';

describe.each(databaseKinds)('admin permissions on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let owner: StaffBrowser;
  let staff: StaffBrowser;
  let employee: StaffBrowser;
  let ownStore: string;
  let otherStore: string;
  let keyBefore: string | undefined;

  beforeAll(async () => {
    keyBefore = process.env.ADMIN_API_KEY;
    process.env.ADMIN_API_KEY = KEY;
    ({ engine, close } = await createTestEngine(kind, `staff_permissions_${kind}`, {
      seedProducts: 20,
      orderSweepMs: 0,
    }));
    [ownStore, otherStore] = engine.services.stores.list().map((store) => store.code) as [
      string,
      string,
    ];
    const [product] = await engine.database.db.select({ id: products.id }).from(products).limit(1);
    const productId = product!.id;
    const now = new Date();
    const reservation = (number: string, storeCode: string) => ({
      number,
      productId,
      storeCode,
      quantity: 1,
      name: 'Anna',
      email: 'anna@example.nl',
      telephone: '0612345678',
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    await engine.database.db
      .insert(reservations)
      .values([reservation('ROWNSTORE1', ownStore), reservation('ROTHERST1', otherStore)]);
    owner = await signedInStaff(engine, 'owner@shop.test', 'OWNER');
    staff = await signedInStaff(engine, 'staff@shop.test', 'STAFF');
    employee = await signedInStaff(engine, 'counter@shop.test', 'STORE_EMPLOYEE', ownStore);
  });
  afterAll(async () => {
    await close();
    if (keyBefore === undefined) delete process.env.ADMIN_API_KEY;
    else process.env.ADMIN_API_KEY = keyBefore;
  });

  it('the owner runs everything, manages staff and reads the audit log', async () => {
    expect(codeOf(await owner.graphql(ordersQuery))).toBeNull();
    const listed = await owner.graphql<{ adminStaff: { email: string }[] }>(staffQuery);
    expect(listed.data!.adminStaff.map((row) => row.email)).toEqual([
      'owner@shop.test',
      'staff@shop.test',
      'counter@shop.test',
    ]);
    const created = await owner.graphql<{
      adminCreateStaff: { temporary_password: string };
    }>(createStaffMutation, { email: 'new@shop.test' });
    expect(created.data!.adminCreateStaff.temporary_password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const audit = await owner.graphql<{
      adminAuditLog: { items: { operation: string; actor: string }[] };
    }>(auditQuery);
    expect(audit.data!.adminAuditLog.items[0]).toEqual({
      operation: 'createStaff',
      actor: 'owner@shop.test',
    });
    const all = await owner.graphql<{ adminReservations: { total_count: number } }>(
      reservationsQuery,
    );
    expect(all.data!.adminReservations.total_count).toBe(2);
  });

  it('staff run the shop but cannot manage staff or read the audit log', async () => {
    expect(codeOf(await staff.graphql(ordersQuery))).toBeNull();
    expect(codeOf(await staff.graphql(previewQuery))).toBeNull();
    expect(codeOf(await staff.graphql(staffQuery))).toBe('FORBIDDEN');
    expect(codeOf(await staff.graphql(auditQuery))).toBe('FORBIDDEN');
    const refused = await staff.graphql(createStaffMutation, { email: 'sneaky@shop.test' });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(await engine.services.staff.accounts.byEmail('sneaky@shop.test')).toBeNull();
  });

  it("a store employee sees their own store's reservations only", async () => {
    const mine = await employee.graphql<{
      adminReservations: { total_count: number; items: { store_code: string }[] };
    }>(reservationsQuery);
    expect(mine.data!.adminReservations.total_count).toBe(1);
    expect(mine.data!.adminReservations.items.map((item) => item.store_code)).toEqual([ownStore]);
    const other = await employee.graphql<{ adminReservations: { total_count: number } }>(
      reservationsQuery,
      { store: otherStore },
    );
    expect(other.data!.adminReservations.total_count).toBe(0);
    const own = await employee.graphql(reservationQuery, { n: 'ROWNSTORE1' });
    expect(own.data).toEqual({ adminReservation: { number: 'ROWNSTORE1', store_code: ownStore } });
    // Another store's reservation answers exactly as one that does not exist.
    const foreign = await employee.graphql(reservationQuery, { n: 'ROTHERST1' });
    const missing = await employee.graphql(reservationQuery, { n: 'RNOSUCH11' });
    expect(foreign.data).toEqual({ adminReservation: null });
    expect({ data: foreign.data, errors: foreign.errors }).toEqual({
      data: missing.data,
      errors: missing.errors,
    });
    // Pickup orders of their store only; nothing else of the back office.
    expect(codeOf(await employee.graphql(ordersQuery))).toBeNull();
    for (const query of [staffQuery, auditQuery, previewQuery]) {
      expect(codeOf(await employee.graphql(query))).toBe('FORBIDDEN');
    }
    const ship = await employee.graphql(
      'mutation { adminShipOrder(input: { number: "100000001", tracking_number: "3SABCD1234" }) { number } }',
    );
    expect(codeOf(ship)).toBe('FORBIDDEN');
  });

  it("a store employee moves their own store's pickup orders only", async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 10 });
    const place = async (store: string) => {
      const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, {
        id: await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]),
      });
      const { number } = placed.data!.placeOrder.orderV2!;
      await engine.database.db
        .update(orders)
        .set({ pickupLocationCode: store })
        .where(eq(orders.number, number));
      return number;
    };
    const own = await place(ownStore);
    const foreign = await place(otherStore);
    const count = async (browser: StaffBrowser) =>
      (await browser.graphql<{ adminOrders: { total_count: number } }>(ordersQuery)).data!
        .adminOrders.total_count;
    expect(await count(employee)).toBe(1);
    expect(await count(staff)).toBe(2);
    const readyMutation =
      'mutation ($n: String!) { adminMarkOrderReadyToShip(number: $n) { number } }';
    // Their own order passes the permission and meets the order's state (not paid yet).
    const ownMove = await employee.graphql(readyMutation, { n: own });
    expect(ownMove.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    // Another store's order answers exactly as a missing one.
    const foreignMove = await employee.graphql(readyMutation, { n: foreign });
    const missingMove = await employee.graphql(readyMutation, { n: '999999999' });
    expect(foreignMove.errors).toEqual(missingMove.errors);
    expect(foreignMove.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a signed-out request gets nothing', async () => {
    const stranger = staffBrowser(engine);
    for (const query of [ordersQuery, staffQuery, auditQuery, previewQuery, reservationsQuery]) {
      const answer = await stranger.graphql(query);
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(answer.data ?? null)).not.toContain('ROWNSTORE1');
    }
    expect((await stranger.graphql('{ staffMe { staff { id } } }')).data).toEqual({
      staffMe: null,
    });
  });

  it('the machine key does what its scopes allow, never staff or audit', async () => {
    const machine = (query: string) => engine.execute(query, {}, { 'x-admin-key': KEY });
    expect(codeOf(await machine(ordersQuery))).toBeNull();
    expect(codeOf(await machine(previewQuery))).toBeNull();
    expect(codeOf(await machine(staffQuery))).toBe('FORBIDDEN');
    expect(codeOf(await machine(auditQuery))).toBe('FORBIDDEN');
    expect(codeOf(await machine(reservationsQuery))).toBe('FORBIDDEN');
    process.env.ADMIN_API_KEY_SCOPES = 'catalog,erp';
    try {
      expect(codeOf(await machine(ordersQuery))).toBe('FORBIDDEN');
      expect(codeOf(await machine(previewQuery))).toBe('FORBIDDEN');
    } finally {
      delete process.env.ADMIN_API_KEY_SCOPES;
    }
    expect(codeOf(await engine.execute(ordersQuery, {}, { 'x-admin-key': 'guess' }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('the admin endpoints take a staff session that has the permission', async () => {
    const get = (browser: StaffBrowser) =>
      engine.fetch(
        new Request('http://engine.local/admin/content', {
          method: 'GET',
          headers: { cookie: `staff_session=${browser.cookie}` },
        }),
      );
    const post = (browser: StaffBrowser, path: string, type: string, body: string) =>
      engine.fetch(
        new Request(`http://engine.local${path}`, {
          method: 'POST',
          headers: {
            cookie: `staff_session=${browser.cookie}`,
            origin: 'http://engine.local',
            'content-type': type,
          },
          body,
        }),
      );
    // A GET carries a cookie from anywhere: it is not a staff request. Past the gate, an empty
    // import is refused by the documents' own check (422), not by the permission (403).
    expect((await get(staff)).status).toBe(401);
    const batch = JSON.stringify({ batch_id: 'perm-1', lines: [] });
    expect((await post(staff, '/admin/erp/stock', 'application/json', batch)).status).toBe(403);
    expect(
      (await post(employee, '/admin/content', 'application/json', '{"documents":[]}')).status,
    ).toBe(403);
    expect(
      (await post(staff, '/admin/content', 'application/json', '{"documents":[]}')).status,
    ).toBe(422);
    expect((await post(owner, '/admin/erp/stock', 'application/json', batch)).status).toBe(200);
    expect((await post(staff, '/admin/catalog/import', 'text/csv', 'sku\n')).status).not.toBe(403);
  });

  it("a session cookie sent from another site's page counts as signed out", async () => {
    const foreign = await owner.graphql(staffQuery, {}, { origin: 'https://evil.example' });
    expect(codeOf(foreign)).toBe('UNAUTHENTICATED');
    const form = await engine.fetch(
      new Request('http://engine.local/graphql', {
        method: 'POST',
        headers: {
          cookie: `staff_session=${owner.cookie}`,
          origin: 'http://engine.local',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `query=${encodeURIComponent(staffQuery)}`,
      }),
    );
    expect(JSON.stringify(await form.json())).not.toContain('owner@shop.test');
  });

  // Last: the orders it adds would change the counts the tests above expect.
  it("a store employee lists and opens their own store's pickup orders only", async () => {
    await insertSyntheticOrders(engine.database.db, {
      count: 40,
      days: 5,
      now: new Date(),
      firstNumber: 700_000_001,
      storeCodes: [ownStore, otherStore],
    });
    const pickups = await engine.database.db.select().from(orders);
    const own = pickups.filter((row) => row.pickupLocationCode === ownStore);
    const other = pickups.find((row) => row.pickupLocationCode === otherStore)!;
    const listQuery = /* GraphQL */ `
      query ($store: String) {
        adminOrders(filter: { pickup_store: $store }, first: 100) {
          items {
            number
            pickup_location_code
          }
          total_count
        }
      }
    `;
    type Listed = {
      adminOrders: { items: { pickup_location_code: string | null }[]; total_count: number };
    };
    // Asking for the other store's, or for none, gives their own store's pickups all the same.
    for (const store of [otherStore, null]) {
      const listed = await employee.graphql<Listed>(listQuery, { store });
      expect(listed.errors).toBeUndefined();
      expect(listed.data!.adminOrders.total_count).toBe(own.length);
      expect(
        new Set(listed.data!.adminOrders.items.map((item) => item.pickup_location_code)),
      ).toEqual(new Set([ownStore]));
    }
    const detailQuery = 'query ($n: String!) { adminOrder(number: $n) { order { number } } }';
    const theirs = await employee.graphql<{ adminOrder: { order: { number: string } } | null }>(
      detailQuery,
      {
        n: other.number,
      },
    );
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.adminOrder).toBeNull();
    const mine = await employee.graphql<{ adminOrder: { order: { number: string } } | null }>(
      detailQuery,
      {
        n: own[0]!.number,
      },
    );
    expect(mine.data!.adminOrder?.order.number).toBe(own[0]!.number);
    expect(codeOf(await employee.graphql('{ adminDashboard { orders_today } }'))).toBe('FORBIDDEN');
  });
});
