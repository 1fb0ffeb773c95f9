import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { signInFailures } from '../customers/schema.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  createStaff,
  signInMutation,
  staffBrowser,
  staffPassword,
} from '../testing/staff-fixtures.ts';
import { accountRules } from '../customers/account-rules.ts';

const staffThrottleRules = accountRules.passwordThrottle;

const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? null;

describe.each(databaseKinds)('staff sign-in throttle on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let clock = Date.parse('2026-12-02T09:00:00Z');
  const now = () => new Date(clock);
  const later = (ms: number) => (clock += ms);

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, `staff_throttle_${kind}`, {
      seedProducts: 10,
      orderSweepMs: 0,
      now,
    }));
  });
  afterAll(() => close());

  const signIn = (address: string, email: string, password: string) =>
    staffBrowser(engine, address).graphql(signInMutation, { email, password });

  it("lets a colleague sign in from the same address after another's 30 wrong passwords", async () => {
    await createStaff(engine, 'typist@shop.test', 'STAFF');
    await createStaff(engine, 'colleague@shop.test', 'STAFF');
    const shop = '203.0.113.30';
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      answers.push(codeOf(await signIn(shop, 'typist@shop.test', `Wrong-${attempt}-pass`)));
      later(2_000);
    }
    expect(answers.every((code) => code === 'UNAUTHENTICATED')).toBe(true);
    // The typist is locked out at this address, even with the right password ...
    expect(codeOf(await signIn(shop, 'typist@shop.test', staffPassword))).toBe('UNAUTHENTICATED');
    // ... the colleague on the same connection is not.
    const colleague = await signIn(shop, 'colleague@shop.test', staffPassword);
    expect(colleague.errors).toBeUndefined();
    expect(colleague.data).toMatchObject({ staffSignIn: { status: 'SIGNED_IN' } });
    // Attempts refused unchecked are not counted against the address.
    const [addressRecord] = await engine.database.db
      .select()
      .from(signInFailures)
      .where(like(signInFailures.key, `staff-ip:${shop}`));
    expect(addressRecord!.failures).toBeLessThanOrEqual(
      staffThrottleRules.perAccountAddress.lockAfter,
    );
    later(16 * 60_000);
    expect(codeOf(await signIn(shop, 'typist@shop.test', staffPassword))).toBeNull();
  });

  it('still stops guessing over many accounts from one address, and not another address', async () => {
    await createStaff(engine, 'victim@shop.test', 'STAFF');
    const attacker = '198.51.100.99';
    const answers: unknown[] = [];
    // Three wrong passwords (the free ones) for each of 60 accounts, each after the longest wait.
    for (let account = 0; account < 60; account++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        answers.push(
          codeOf(await signIn(attacker, `guess-${account}@shop.test`, `Wrong-${attempt}-pass`)),
        );
        later(staffThrottleRules.perAddress.maxDelayMs);
      }
    }
    expect(answers.every((code) => code === 'UNAUTHENTICATED')).toBe(true);
    const [addressRecord] = await engine.database.db
      .select()
      .from(signInFailures)
      .where(like(signInFailures.key, `staff-ip:${attacker}`));
    // Counted until the lock (then once each time a lock ran out): the rest were refused unchecked.
    expect(addressRecord!.failures).toBeGreaterThanOrEqual(staffThrottleRules.perAddress.lockAfter);
    expect(addressRecord!.failures).toBeLessThanOrEqual(
      staffThrottleRules.perAddress.lockAfter + 3,
    );
    expect(addressRecord!.lockedUntil!.getTime()).toBeGreaterThan(clock);
    // Locked: even a right password from that address is refused; from another it signs in.
    expect(codeOf(await signIn(attacker, 'victim@shop.test', staffPassword))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await signIn('192.0.2.10', 'victim@shop.test', staffPassword))).toBeNull();
    later(2 * 60 * 60_000);
  });

  it("bounds one account's guesses across addresses", async () => {
    await createStaff(engine, 'target@shop.test', 'STAFF');
    const rule = staffThrottleRules.perAccount;
    let checked = 0;
    // Three wrong passwords from each of many addresses, a minute apart.
    for (let address = 1; checked < rule.lockAfter + 10 && address < 60; address++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        await signIn(`192.0.2.${address + 100}`, 'target@shop.test', `Wrong-${attempt}-pass`);
        checked++;
        later(60_000);
      }
    }
    const [accountRecord] = await engine.database.db
      .select()
      .from(signInFailures)
      .where(like(signInFailures.key, 'staff:target@shop.test'));
    expect(accountRecord!.failures).toBe(rule.lockAfter);
    expect(codeOf(await signIn('192.0.2.250', 'target@shop.test', staffPassword))).toBe(
      'UNAUTHENTICATED',
    );
    later(16 * 60_000);
    expect(codeOf(await signIn('192.0.2.250', 'target@shop.test', staffPassword))).toBeNull();
  });

  it('lets 40 concurrent wrong passwords for one account from one address check exactly 3', async () => {
    await createStaff(engine, 'burst@shop.test', 'STAFF');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn('203.0.113.40', 'burst@shop.test', `Wrong-${i}-pass`),
      ),
    );
    expect(answers.every((answer) => codeOf(answer) === 'UNAUTHENTICATED')).toBe(true);
    const rows = await engine.database.db
      .select()
      .from(signInFailures)
      .where(like(signInFailures.key, '%203.0.113.40%'));
    const failures = Object.fromEntries(rows.map((row) => [row.key, row.failures]));
    expect(failures).toEqual({
      'staff-at:203.0.113.40:burst@shop.test': staffThrottleRules.perAccountAddress.freeFailures,
      'staff-ip:203.0.113.40': staffThrottleRules.perAccountAddress.freeFailures,
    });
  });
});
