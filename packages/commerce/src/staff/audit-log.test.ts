import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { paidOrder } from '../testing/paid-orders.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { signedInStaff } from '../testing/staff-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { boundedState } from './audit-log.ts';
import { keyScopesFrom } from './capabilities.ts';
import { staffRules } from './staff-rules.ts';

const KEY = 'audit-log-key';
const ready = 'mutation ($n: String!) { adminMarkOrderReadyToShip(number: $n) { status_code } }';
const auditPage = /* GraphQL */ `
  query ($after: Int) {
    adminAuditLog(page_size: 2, after: $after) {
      has_more
      next_after
      items {
        id
        actor_kind
        actor
        operation
        target
        before
        after
      }
    }
  }
`;
interface AuditAnswer {
  adminAuditLog: {
    has_more: boolean;
    next_after: number | null;
    items: {
      id: number;
      actor: string;
      operation: string;
      target: string;
      before: string;
      after: string;
    }[];
  };
}

describe('audit states and key scopes', () => {
  it('keeps states up to the bound, and cuts a larger one visibly', () => {
    expect(boundedState({ status: 'SHIPPED' })).toEqual({ status: 'SHIPPED' });
    expect(boundedState(undefined)).toBeNull();
    const big = boundedState({ text: 'x'.repeat(staffRules.maxAuditJsonBytes * 3) }) as {
      truncated: boolean;
      bytes: number;
      start: string;
    };
    expect(big.truncated).toBe(true);
    expect(big.bytes).toBeGreaterThan(staffRules.maxAuditJsonBytes * 3);
    expect(Buffer.byteLength(JSON.stringify(big))).toBeLessThan(staffRules.maxAuditJsonBytes + 200);
  });

  it('reads ADMIN_API_KEY_SCOPES strictly', () => {
    expect(keyScopesFrom(undefined)).toEqual(['catalog', 'content', 'erp', 'orders', 'returns']);
    expect(keyScopesFrom(' catalog , erp ')).toEqual(['catalog', 'erp']);
    expect(() => keyScopesFrom('catalog,ordres')).toThrow(/"ordres"/);
    expect(() => keyScopesFrom('orders,staff')).toThrow(/may not grant "staff"/);
    expect(() => keyScopesFrom('audit')).toThrow(/may not grant "audit"/);
  });
});

describe.each(databaseKinds)('audit log on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let keyBefore: string | undefined;

  beforeAll(async () => {
    keyBefore = process.env.ADMIN_API_KEY;
    process.env.ADMIN_API_KEY = KEY;
    ({ engine, close } = await createTestEngine(kind, `audit_log_${kind}`, {
      seedProducts: 30,
      orderSweepMs: 0,
    }));
  });
  afterAll(async () => {
    await close();
    if (keyBefore === undefined) delete process.env.ADMIN_API_KEY;
    else process.env.ADMIN_API_KEY = keyBefore;
  });

  it('records who moved an order, with the state before and after, for the owner to page through', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 10 });
    const first = await paidOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const second = await paidOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const moved = await engine.execute(ready, { n: first.number }, { 'x-admin-key': KEY });
    expect(moved.errors).toBeUndefined();
    const staff = await signedInStaff(engine, 'clerk@shop.test', 'STAFF');
    expect((await staff.graphql(ready, { n: second.number })).errors).toBeUndefined();
    const owner = await signedInStaff(engine, 'boss@shop.test', 'OWNER');

    const page1 = await owner.graphql<AuditAnswer>(auditPage);
    const log = page1.data!.adminAuditLog;
    expect(log.has_more).toBe(true);
    expect(log.items.map((item) => [item.operation, item.actor])).toEqual([
      ['enableStaffTotp', 'boss@shop.test'],
      ['createStaff', 'cli'],
    ]);
    const page2 = await owner.graphql<AuditAnswer>(auditPage, { after: log.next_after });
    const page3 = await owner.graphql<AuditAnswer>(auditPage, {
      after: page2.data!.adminAuditLog.next_after,
    });
    const moves = [...page2.data!.adminAuditLog.items, ...page3.data!.adminAuditLog.items].filter(
      (item) => item.operation === 'adminMarkOrderReadyToShip',
    );
    expect(moves.map((item) => [item.actor, item.target])).toEqual([
      ['clerk@shop.test', `order:${second.number}`],
      ['admin', `order:${first.number}`],
    ]);
    expect(JSON.parse(moves[0]!.before)).toMatchObject({ status: 'PROCESSING' });
    expect(JSON.parse(moves[0]!.after)).toMatchObject({ status: 'READY_TO_SHIP' });
    // Staff do the work but do not read who did what.
    expect((await staff.graphql(auditPage)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("writes the entry in the change's transaction: no entry, no change", async () => {
    const product = await simpleProduct(engine, 1, { priceCents: 20_00, onlineQty: 10 });
    const order = await paidOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    await expect(
      engine.services.orders.markReadyToShip(order.number, async () => {
        throw new Error('the log is unavailable');
      }),
    ).rejects.toThrow('the log is unavailable');
    expect((await engine.services.orders.byNumber(order.number))!.status).toBe('PROCESSING');
  });
});
