import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine, GraphQLResult } from '../engine/create-engine.ts';
import type { MailMessage } from '../mail/mail-port.ts';
import { mailOutbox } from '../mail/schema.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { accountRules } from './account-rules.ts';
import { emailChangeRequests } from './schema.ts';

const requestChange = /* GraphQL */ `
  mutation RequestEmailChange($email: String!, $password: String!) {
    requestCustomerEmailChange(email: $email, password: $password)
  }
`;
const confirmChange = /* GraphQL */ `
  mutation ConfirmEmailChange($token: String!) {
    confirmCustomerEmailChange(token: $token)
  }
`;
const signIn = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;
const me = /* GraphQL */ `
  query Me {
    customer {
      email
    }
  }
`;

const unique = () => Math.random().toString(36).slice(2, 10);
const code = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;
const hour = 60 * 60 * 1000;

describe.each(databaseKinds)('e-mail change on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let clock = new Date('2026-03-02T09:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'email_change', {
      now: () => clock,
      seedIfEmpty: false,
      orderSweepMs: 0,
    }));
  }, 120_000);
  afterAll(() => close());

  async function mailsTo(email: string, template?: MailMessage['template']) {
    const rows = await engine.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, email),
          template ? eq(mailOutbox.template, template) : undefined,
        ),
      );
    return rows.sort((a, b) => a.id - b.id);
  }

  async function linkTokenFor(email: string) {
    const mails = await mailsTo(email, 'email-change-confirmation');
    const url = new URL((mails.at(-1)!.data as { url: string }).url);
    return { url, token: url.searchParams.get('token')! };
  }

  const signsIn = async (email: string, password: string) =>
    code(await engine.execute(signIn, { email, password })) === undefined;

  it('refuses a wrong password and changes nothing', async () => {
    const customer = await signedInCustomer(engine);
    const next = `nieuw-${unique()}@example.com`;
    const refused = await engine.execute(
      requestChange,
      { email: next, password: 'Wrong-passw0rd' },
      customer.headers,
    );
    expect(code(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/password doesn't match/);
    expect(await mailsTo(next)).toEqual([]);
    const pending = await engine.database.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.customerId, customer.customerId));
    expect(pending).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    const result = await engine.execute(requestChange, {
      email: `x-${unique()}@example.com`,
      password: 'Whatever-1',
    });
    expect(code(result)).toBe('UNAUTHENTICATED');
  });

  it('moves the account only when the link mailed to the new address is followed, and tells the old one', async () => {
    const customer = await signedInCustomer(engine);
    const next = `verhuisd-${unique()}@example.com`;
    const asked = await engine.execute(
      requestChange,
      { email: ` ${next.toUpperCase()} `, password: customer.password },
      { ...customer.headers, 'X-Locale': 'en' },
    );
    expect(asked).toEqual({ data: { requestCustomerEmailChange: true } });

    // Until the link is followed the old address is the account's.
    expect((await engine.execute(me, {}, customer.headers)).data).toEqual({
      customer: { email: customer.email },
    });
    expect(await signsIn(customer.email, customer.password)).toBe(true);
    expect(await signsIn(next, customer.password)).toBe(false);

    const { url, token } = await linkTokenFor(next);
    expect(url.pathname).toBe('/en/customer/account/confirmemail');
    expect((await mailsTo(next, 'email-change-confirmation'))[0]!.locale).toBe('en');
    expect(await mailsTo(customer.email, 'email-changed')).toEqual([]);

    const confirmed = await engine.execute(confirmChange, { token });
    expect(confirmed).toEqual({ data: { confirmCustomerEmailChange: true } });
    // Every session ends: the address one signs in with has changed.
    expect(code(await engine.execute(me, {}, customer.headers))).toBe('UNAUTHENTICATED');
    expect(await signsIn(next, customer.password)).toBe(true);
    expect(await signsIn(customer.email, customer.password)).toBe(false);

    const notices = await mailsTo(customer.email, 'email-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ newEmail: next });

    // The link works once.
    expect(code(await engine.execute(confirmChange, { token }))).toBe('BAD_USER_INPUT');
  });

  it('answers an address that has an account exactly like a free one, and mails its holder instead', async () => {
    const customer = await signedInCustomer(engine);
    const holder = await signedInCustomer(engine);
    const free = `vrij-${unique()}@example.com`;
    const takenAnswer = await engine.execute(
      requestChange,
      { email: holder.email, password: customer.password },
      customer.headers,
    );
    const freeAnswer = await engine.execute(
      requestChange,
      { email: free, password: customer.password },
      customer.headers,
    );
    expect(takenAnswer).toEqual(freeAnswer);
    expect(takenAnswer).toEqual({ data: { requestCustomerEmailChange: true } });
    expect(await mailsTo(holder.email, 'email-change-confirmation')).toEqual([]);
    expect(await mailsTo(holder.email, 'account-exists')).toHaveLength(1);
    expect(await mailsTo(free, 'email-change-confirmation')).toHaveLength(1);
    // The holder's account is untouched.
    expect(await signsIn(holder.email, holder.password)).toBe(true);
  });

  it('refuses a link whose address another account took since', async () => {
    const customer = await signedInCustomer(engine);
    const next = `race-${unique()}@example.com`;
    await engine.execute(
      requestChange,
      { email: next, password: customer.password },
      customer.headers,
    );
    const { token } = await linkTokenFor(next);
    await signedInCustomer(engine, { email: next });
    expect(code(await engine.execute(confirmChange, { token }))).toBe('BAD_USER_INPUT');
    expect(await signsIn(customer.email, customer.password)).toBe(true);
  });

  it('lets a newer request replace the older link, and a link expire after a day', async () => {
    const customer = await signedInCustomer(engine);
    const first = `eerste-${unique()}@example.com`;
    const second = `tweede-${unique()}@example.com`;
    for (const email of [first, second]) {
      await engine.execute(requestChange, { email, password: customer.password }, customer.headers);
      advance(1000);
    }
    const old = await linkTokenFor(first);
    expect(code(await engine.execute(confirmChange, { token: old.token }))).toBe('BAD_USER_INPUT');
    const current = await linkTokenFor(second);
    advance(accountRules.emailChangeLifetimeMs);
    expect(code(await engine.execute(confirmChange, { token: current.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await signsIn(customer.email, customer.password)).toBe(true);
  });

  it('allows a few requests an hour, then refuses until the hour is over', async () => {
    const customer = await signedInCustomer(engine);
    const ask = () =>
      engine.execute(
        requestChange,
        { email: `vaak-${unique()}@example.com`, password: customer.password },
        customer.headers,
      );
    for (let i = 0; i < accountRules.emailChangesPerHour; i++) {
      expect((await ask()).errors).toBeUndefined();
    }
    expect(code(await ask())).toBe('TOO_MANY_REQUESTS');
    advance(hour);
    expect((await ask()).errors).toBeUndefined();
  });

  it('counts wrong passwords with the sign-in throttle', async () => {
    const customer = await signedInCustomer(engine);
    for (let i = 0; i < accountRules.passwordThrottle.perAccountAddress.freeFailures; i++) {
      await engine.execute(
        requestChange,
        { email: `x-${unique()}@example.com`, password: 'Wrong-passw0rd' },
        customer.headers,
      );
    }
    // Too soon after the free failures: even the right password is refused.
    const tooSoon = await engine.execute(
      requestChange,
      { email: `y-${unique()}@example.com`, password: customer.password },
      customer.headers,
    );
    expect(code(tooSoon)).toBe('BAD_USER_INPUT');
    const mails = await engine.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.recipient, 'y-%'));
    expect(mails).toEqual([]);
  });

  it('answers a bad or malformed token alike', async () => {
    for (const token of ['kort', 'A'.repeat(43)]) {
      expect(code(await engine.execute(confirmChange, { token }))).toBe('BAD_USER_INPUT');
    }
    expect(code(await engine.execute(confirmChange, { token: 'x'.repeat(500) }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
