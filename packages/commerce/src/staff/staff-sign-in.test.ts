import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  createStaff,
  signInMutation,
  staffBrowser,
  staffPassword,
  totpCode,
} from '../testing/staff-fixtures.ts';
import { staffSessions } from './schema.ts';
import { staffRules } from './staff-rules.ts';

const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? null;
const meQuery =
  '{ staffMe { restriction capabilities staff { email must_change_password totp_enabled } } }';
const totpStep = /* GraphQL */ `
  mutation ($c: String!) {
    staffSignInTotp(code: $c) {
      status
      me {
        restriction
      }
    }
  }
`;

describe.each(databaseKinds)('staff sign-in on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let clock = Date.parse('2026-11-27T09:00:00Z');
  const now = () => new Date(clock);
  const later = (ms: number) => (clock += ms);

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, `staff_sign_in_${kind}`, {
      seedProducts: 10,
      orderSweepMs: 0,
      now,
    }));
  });
  afterAll(() => close());

  it('sets an httpOnly SameSite=Lax cookie; a wrong password and an unknown address fail alike', async () => {
    await createStaff(engine, 'anna@shop.test', 'STAFF');
    const browser = staffBrowser(engine, '198.51.100.11');
    const wrong = await browser.graphql(signInMutation, {
      email: 'anna@shop.test',
      password: 'Not-the-password1',
    });
    const unknown = await browser.graphql(signInMutation, {
      email: 'nobody@shop.test',
      password: staffPassword,
    });
    expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
    expect(unknown.errors).toEqual(wrong.errors);
    expect(browser.cookie).toBeNull();

    const signedIn = await browser.graphql(signInMutation, {
      email: ' Anna@Shop.test ',
      password: staffPassword,
    });
    expect(signedIn.data).toMatchObject({ staffSignIn: { status: 'SIGNED_IN' } });
    const cookie = signedIn.response.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/,
    );
    expect(JSON.stringify(signedIn.data)).not.toContain(browser.cookie!);
    // Only the token's hash is stored.
    const stored = await engine.database.db.select().from(staffSessions);
    expect(stored.map((row) => row.tokenHash)).not.toContain(browser.cookie);

    const me = await browser.graphql<{ staffMe: { capabilities: string[] } }>(meQuery);
    expect(me.data!.staffMe.capabilities).toEqual([
      'orders',
      'returns',
      'customers',
      'catalog',
      'content',
      'reservations',
    ]);
    expect((await browser.graphql('mutation { staffSignOut }')).data).toEqual({
      staffSignOut: true,
    });
    expect((await browser.graphql(meQuery)).data).toEqual({ staffMe: null });
  });

  it('throttles like customer sign-in: the tenth failure locks the right password out too', async () => {
    await createStaff(engine, 'bert@shop.test', 'STAFF');
    const browser = staffBrowser(engine, '198.51.100.12');
    for (let attempt = 0; attempt < 10; attempt++) {
      await browser.graphql(signInMutation, {
        email: 'bert@shop.test',
        password: `Wrong-${attempt}xx`,
      });
      later(61_000);
    }
    const locked = await browser.graphql(signInMutation, {
      email: 'bert@shop.test',
      password: staffPassword,
    });
    expect(codeOf(locked)).toBe('UNAUTHENTICATED');
    later(16 * 60_000);
    const after = await browser.graphql(signInMutation, {
      email: 'bert@shop.test',
      password: staffPassword,
    });
    expect(codeOf(after)).toBeNull();
  });

  it('an owner must enrol TOTP before anything else, then signs in with a code used once', async () => {
    await createStaff(engine, 'owner@shop.test', 'OWNER');
    const browser = staffBrowser(engine, '198.51.100.13');
    const first = await browser.graphql(signInMutation, {
      email: 'owner@shop.test',
      password: staffPassword,
    });
    expect(first.data).toMatchObject({
      staffSignIn: { status: 'SIGNED_IN', me: { restriction: 'TOTP_ENROLMENT', capabilities: [] } },
    });
    expect(codeOf(await browser.graphql('{ adminStaff { id } }'))).toBe('FORBIDDEN');
    const started = await browser.graphql<{
      staffStartTotpEnrolment: { secret: string; otpauth_url: string };
    }>('mutation { staffStartTotpEnrolment { secret otpauth_url } }');
    const { secret, otpauth_url } = started.data!.staffStartTotpEnrolment;
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*owner%40shop\.test/);
    const wrongCode = await browser.graphql(
      'mutation ($c: String!) { staffConfirmTotp(code: $c) { restriction } }',
      { c: '000000' },
    );
    expect(codeOf(wrongCode)).toBe('BAD_USER_INPUT');
    const confirmed = await browser.graphql(
      'mutation ($c: String!) { staffConfirmTotp(code: $c) { restriction } }',
      { c: await totpCode(secret, now()) },
    );
    expect(confirmed.data).toEqual({ staffConfirmTotp: { restriction: 'NONE' } });
    expect(codeOf(await browser.graphql('{ adminStaff { id } }'))).toBeNull();
    const disable = await browser.graphql(
      'mutation ($c: String!) { staffDisableTotp(code: $c) { restriction } }',
      { c: await totpCode(secret, new Date(clock + 30_000)) },
    );
    expect(codeOf(disable)).toBe('CONFLICT');
    await browser.graphql('mutation { staffSignOut }');

    // Now sign-in takes two steps; the pending cookie alone opens nothing.
    later(30_000);
    const password = await browser.graphql(signInMutation, {
      email: 'owner@shop.test',
      password: staffPassword,
    });
    expect(password.data).toEqual({ staffSignIn: { status: 'TOTP_REQUIRED', me: null } });
    expect((await browser.graphql(meQuery)).data).toEqual({ staffMe: null });
    expect(codeOf(await browser.graphql('{ adminStaff { id } }'))).toBe('UNAUTHENTICATED');
    const code = await totpCode(secret, now());
    const done = await browser.graphql(totpStep, { c: code });
    expect(done.data).toEqual({
      staffSignInTotp: { status: 'SIGNED_IN', me: { restriction: 'NONE' } },
    });
    expect(codeOf(await browser.graphql('{ adminStaff { id } }'))).toBeNull();

    // The same code again (another browser that saw it) is refused.
    const thief = staffBrowser(engine, '198.51.100.14');
    await thief.graphql(signInMutation, { email: 'owner@shop.test', password: staffPassword });
    expect(codeOf(await thief.graphql(totpStep, { c: code }))).toBe('UNAUTHENTICATED');
  });

  it('a temporary password only lets its holder choose their own', async () => {
    const created = await engine.services.staff.accounts.create(
      { email: 'new@shop.test', name: 'New', role: 'STAFF' },
      { kind: 'cli', staffId: null, name: 'cli' },
    );
    const temporary = created.temporaryPassword!;
    const browser = staffBrowser(engine, '198.51.100.15');
    const first = await browser.graphql(signInMutation, {
      email: 'new@shop.test',
      password: temporary,
    });
    expect(first.data).toMatchObject({ staffSignIn: { me: { restriction: 'PASSWORD_CHANGE' } } });
    expect(codeOf(await browser.graphql('{ adminOrders { total_count } }'))).toBe('FORBIDDEN');
    const weak = await browser.graphql(
      'mutation ($c: String!, $n: String!) { staffChangePassword(current_password: $c, new_password: $n) { restriction } }',
      { c: temporary, n: 'short' },
    );
    expect(weak.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'new_password',
    });
    const changed = await browser.graphql(
      'mutation ($c: String!, $n: String!) { staffChangePassword(current_password: $c, new_password: $n) { restriction staff { must_change_password } } }',
      { c: temporary, n: 'My own Passw0rd' },
    );
    expect(changed.data).toEqual({
      staffChangePassword: { restriction: 'NONE', staff: { must_change_password: false } },
    });
    expect(codeOf(await browser.graphql('{ adminOrders { total_count } }'))).toBeNull();
    const again = staffBrowser(engine, '198.51.100.16');
    expect(
      codeOf(await again.graphql(signInMutation, { email: 'new@shop.test', password: temporary })),
    ).toBe('UNAUTHENTICATED');
  });

  it('ends a session after half an hour idle, and at once when the account is deactivated', async () => {
    const row = await createStaff(engine, 'idle@shop.test', 'STAFF');
    const browser = staffBrowser(engine, '198.51.100.17');
    await browser.graphql(signInMutation, { email: 'idle@shop.test', password: staffPassword });
    later(staffRules.idleTimeoutMs - 60_000);
    expect((await browser.graphql(meQuery)).data).not.toEqual({ staffMe: null });
    later(staffRules.idleTimeoutMs - 60_000);
    expect((await browser.graphql(meQuery)).data).not.toEqual({ staffMe: null });
    later(staffRules.idleTimeoutMs + 1_000);
    expect((await browser.graphql(meQuery)).data).toEqual({ staffMe: null });

    await browser.graphql(signInMutation, { email: 'idle@shop.test', password: staffPassword });
    await engine.services.staff.accounts.deactivate(row.id, {
      kind: 'cli',
      staffId: null,
      name: 'cli',
    });
    expect((await browser.graphql(meQuery)).data).toEqual({ staffMe: null });
    expect(
      await engine.database.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.staffId, row.id)),
    ).toEqual([]);
  });
});
