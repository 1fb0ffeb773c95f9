import { and, eq } from 'drizzle-orm';
import { accountRules } from './account-rules.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine, GraphQLResult } from '../engine/create-engine.ts';
import { logger } from '../engine/logger.ts';
import type { MailMessage } from '../mail/mail-port.ts';
import { mailOutbox } from '../mail/schema.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { fixturePassword, signedInCustomer } from '../testing/customer-fixtures.ts';
import { customerTokens, signInFailures } from './schema.ts';

const minute = 60_000;

const signIn = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;
const register = /* GraphQL */ `
  mutation Register($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        id
        email
        firstname
        lastname
        confirmation_status
      }
    }
  }
`;
const me = /* GraphQL */ `
  query Me {
    customer {
      email
      firstname
      lastname
      prefix
    }
  }
`;
const forgot = /* GraphQL */ `
  mutation Forgot($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;
const resetValid = /* GraphQL */ `
  query ResetValid($email: String!, $token: String!) {
    isPasswordResetTokenValid(email: $email, resetPasswordToken: $token)
  }
`;
const reset = /* GraphQL */ `
  mutation Reset($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }
`;
const changePassword = /* GraphQL */ `
  mutation Change($current: String!, $next: String!) {
    changeCustomerPassword(currentPassword: $current, newPassword: $next) {
      email
      token
    }
  }
`;
const resend = /* GraphQL */ `
  mutation Resend($email: String!) {
    resendConfirmationEmail(email: $email)
  }
`;
const requestEmailChange = /* GraphQL */ `
  mutation RequestEmailChange($email: String!, $password: String!) {
    requestCustomerEmailChange(email: $email, password: $password)
  }
`;
const updateDetails = /* GraphQL */ `
  mutation Update($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
        lastname
        prefix
      }
    }
  }
`;

const unique = () => Math.random().toString(36).slice(2, 10);
const code = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

describe.each(databaseKinds)('account security on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let clock = new Date('2026-03-02T09:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'account_security', {
      now: () => clock,
      seedIfEmpty: false,
      orderSweepMs: 0,
    }));
  }, 120_000);
  afterAll(() => close());

  const tokenOf = (result: GraphQLResult<unknown>) =>
    (result.data as { generateCustomerToken: { token: string } | null } | undefined)
      ?.generateCustomerToken?.token;

  async function mailsTo(email: string, template: MailMessage['template']) {
    // Reset and resend links are mailed after the answer, so that it takes as long for all.
    await engine.services.customers.settled();
    const rows = await engine.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)));
    return rows.sort((a, b) => a.id - b.id);
  }

  async function lastResetLink(email: string) {
    const mails = await mailsTo(email, 'password-reset');
    const url = new URL((mails.at(-1)?.data as { url: string }).url);
    return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
  }

  it('slows an account down after 3 failures and locks it at the 10th until 15 minutes pass', async () => {
    const customer = await signedInCustomer(engine);
    const wrong = { email: customer.email, password: 'Wrong-passw0rd' };
    const right = { email: customer.email, password: customer.password };
    const firstRefusal = await engine.execute(signIn, wrong);
    expect(code(firstRefusal)).toBe('UNAUTHENTICATED');
    for (let i = 0; i < 2; i++) expect(await engine.execute(signIn, wrong)).toEqual(firstRefusal);

    // The fourth attempt comes too soon: even the right password is refused, in the same words.
    expect(await engine.execute(signIn, right)).toEqual(firstRefusal);
    advance(1000);
    expect(tokenOf(await engine.execute(signIn, right))).toBeDefined();

    // The right password cleared the count: 3 free failures again, then waits, then the lock.
    for (let failure = 1; failure <= 10; failure++) {
      expect(await engine.execute(signIn, wrong)).toEqual(firstRefusal);
      advance(61_000);
    }
    expect(await engine.execute(signIn, right)).toEqual(firstRefusal);
    advance(13 * minute);
    expect(await engine.execute(signIn, right)).toEqual(firstRefusal);
    advance(2 * minute);
    expect(tokenOf(await engine.execute(signIn, right))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a locked account, a wrong password and an unknown address alike', async () => {
    const customer = await signedInCustomer(engine);
    const unknownEmail = `nobody-${unique()}@example.com`;
    const wrongPassword = await engine.execute(signIn, {
      email: customer.email,
      password: 'Wrong-passw0rd',
    });
    const unknown = await engine.execute(signIn, {
      email: unknownEmail,
      password: 'Wrong-passw0rd',
    });
    expect(unknown).toEqual(wrongPassword);
    // Unknown addresses are throttled too, so the lock tells nothing either.
    for (let failure = 0; failure < 10; failure++) {
      for (const email of [customer.email, unknownEmail]) {
        await engine.execute(signIn, { email, password: 'Wrong-passw0rd' });
      }
      advance(61_000);
    }
    const locked = await engine.execute(signIn, {
      email: customer.email,
      password: customer.password,
    });
    const lockedUnknown = await engine.execute(signIn, {
      email: unknownEmail,
      password: customer.password,
    });
    expect(locked).toEqual(wrongPassword);
    expect(lockedUnknown).toEqual(wrongPassword);
    advance(16 * minute);
  });

  it('slows and then locks a client address that tries password after password across accounts', async () => {
    const attacker = { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' };
    const neighbour = { 'X-Forwarded-For': '198.51.100.20' };
    const victim = await signedInCustomer(engine);
    const tryOnce = (email: string, password: string, headers = attacker) =>
      engine.execute(signIn, { email, password }, headers);

    const rule = accountRules.passwordThrottle.perAddress;
    // The free failures, one per account, so no account's own limit is reached.
    for (let failure = 0; failure < rule.freeFailures; failure++) {
      expect(code(await tryOnce(`guess-${unique()}@example.com`, 'Wrong-passw0rd'))).toBe(
        'UNAUTHENTICATED',
      );
    }
    // The address must now wait: the right password of another account is refused from it…
    expect(tokenOf(await tryOnce(victim.email, victim.password))).toBeUndefined();
    // …but not from another address.
    expect(tokenOf(await tryOnce(victim.email, victim.password, neighbour))).toBeDefined();

    // With the waits respected, the last failure the rule allows locks the address for 15 minutes.
    for (let failure = rule.freeFailures; failure < rule.lockAfter; failure++) {
      advance(rule.maxDelayMs + 1000);
      expect(code(await tryOnce(`guess-${unique()}@example.com`, 'Wrong-passw0rd'))).toBe(
        'UNAUTHENTICATED',
      );
    }
    advance(rule.maxDelayMs + 1000);
    expect(tokenOf(await tryOnce(victim.email, victim.password))).toBeUndefined();
    advance(14 * minute);
    expect(tokenOf(await tryOnce(victim.email, victim.password))).toBeUndefined();
    advance(minute);
    expect(tokenOf(await tryOnce(victim.email, victim.password))).toBeDefined();
  });

  it('does not let one person at a shared address lock a colleague out, nor anyone lock out an account from elsewhere', async () => {
    const office = { 'X-Forwarded-For': '192.0.2.50' };
    const elsewhere = { 'X-Forwarded-For': '198.51.100.77' };
    const colleague = await signedInCustomer(engine);
    const owner = await signedInCustomer(engine);
    const attempt = (email: string, password: string, headers: Record<string, string>) =>
      engine.execute(signIn, { email, password }, headers);
    // The colleague locks their own account at the office: 10 failures, waits respected.
    for (let failure = 0; failure < 10; failure++) {
      await attempt(colleague.email, 'Wrong-passw0rd', office);
      advance(61_000);
    }
    expect(tokenOf(await attempt(colleague.email, colleague.password, office))).toBeUndefined();
    // The owner at the same address signs in with the right password at once…
    expect(tokenOf(await attempt(owner.email, owner.password, office))).toBeDefined();
    // …and the colleague's own account still works from another address.
    expect(tokenOf(await attempt(colleague.email, colleague.password, elsewhere))).toBeDefined();

    // A stranger typing wrong passwords for the owner elsewhere locks only their own attempts.
    for (let failure = 0; failure < 10; failure++) {
      await attempt(owner.email, 'Wrong-passw0rd', elsewhere);
      advance(61_000);
    }
    expect(tokenOf(await attempt(owner.email, owner.password, elsewhere))).toBeUndefined();
    expect(tokenOf(await attempt(owner.email, owner.password, office))).toBeDefined();
    advance(16 * minute);
  });

  it('lets a burst of parallel guesses check no more than the free failures', async () => {
    const customer = await signedInCustomer(engine);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        engine.execute(signIn, { email: customer.email, password: 'Wrong-passw0rd' }),
      ),
    );
    expect(burst.every((result) => code(result) === 'UNAUTHENTICATED')).toBe(true);
    // Each attempt is counted before its password is checked, and only when the count it read
    // is still the stored one: so every checked guess is in the count, and with the clock
    // standing still the count cannot pass the free failures.
    const [record] = await engine.database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.key, `account-at:unknown:${customer.email}`));
    expect(record?.failures).toBeGreaterThanOrEqual(1);
    expect(record?.failures).toBeLessThanOrEqual(3);
    advance(minute);
  });

  it('mails a single-use reset link that expires after an hour and signs every session out', async () => {
    const customer = await signedInCustomer(engine);
    const other = await engine.services.customers.signIn(customer.email, customer.password);
    expect(other.kind).toBe('signed-in');
    expect((await engine.execute(forgot, { email: customer.email.toUpperCase() })).data).toEqual({
      requestPasswordResetEmail: true,
    });
    const link = await lastResetLink(customer.email);
    expect(link.email).toBe(customer.email);
    expect((await engine.execute(resetValid, link)).data).toEqual({
      isPasswordResetTokenValid: true,
    });
    const newPassword = 'Nieuw-wachtw00rd';
    const done = await engine.execute(reset, { ...link, password: newPassword });
    expect(done).toEqual({ data: { resetPassword: true } });

    // Used up: the same link fails with the one generic answer.
    const again = await engine.execute(reset, { ...link, password: 'Ander-wachtw00rd' });
    expect(code(again)).toBe('BAD_USER_INPUT');
    expect((await engine.execute(resetValid, link)).data).toEqual({
      isPasswordResetTokenValid: false,
    });
    // Both sessions are signed out; the new password signs in, the old one no longer does.
    expect(code(await engine.execute(me, {}, customer.headers))).toBe('UNAUTHENTICATED');
    expect(
      tokenOf(await engine.execute(signIn, { email: customer.email, password: newPassword })),
    ).toBeDefined();
    expect(
      tokenOf(await engine.execute(signIn, { email: customer.email, password: customer.password })),
    ).toBeUndefined();
    expect(await mailsTo(customer.email, 'password-changed')).toHaveLength(1);

    // A link expires after an hour.
    await engine.execute(forgot, { email: customer.email });
    const late = await lastResetLink(customer.email);
    advance(60 * minute + 1000);
    expect((await engine.execute(resetValid, late)).data).toEqual({
      isPasswordResetTokenValid: false,
    });
    const expired = await engine.execute(reset, { ...late, password: 'Later-wachtw00rd' });
    expect(expired).toEqual(again);

    // A wrong token and an unknown address get the same answer as a used one.
    const wrongToken = await engine.execute(reset, {
      email: customer.email,
      token: 'A'.repeat(43),
      password: 'Later-wachtw00rd',
    });
    const unknown = await engine.execute(reset, {
      email: `nobody-${unique()}@example.com`,
      token: late.token,
      password: 'Later-wachtw00rd',
    });
    expect(wrongToken).toEqual(again);
    expect(unknown).toEqual(again);
  });

  it('makes an older reset link stop working when a new one is asked for', async () => {
    const customer = await signedInCustomer(engine);
    await engine.execute(forgot, { email: customer.email });
    const first = await lastResetLink(customer.email);
    await engine.execute(forgot, { email: customer.email });
    const second = await lastResetLink(customer.email);
    expect(second.token).not.toBe(first.token);
    expect((await engine.execute(resetValid, first)).data).toEqual({
      isPasswordResetTokenValid: false,
    });
    expect((await engine.execute(resetValid, second)).data).toEqual({
      isPasswordResetTokenValid: true,
    });
    // At most 3 links an hour: the fourth request answers true and mails nothing.
    await engine.execute(forgot, { email: customer.email });
    expect((await engine.execute(forgot, { email: customer.email })).data).toEqual({
      requestPasswordResetEmail: true,
    });
    expect(await mailsTo(customer.email, 'password-reset')).toHaveLength(3);
    advance(61 * minute);
  });

  it('answers forgot password and resend confirmation alike for known and unknown addresses', async () => {
    const customer = await signedInCustomer(engine);
    const unknownEmail = `nobody-${unique()}@example.com`;
    expect(await engine.execute(forgot, { email: customer.email })).toEqual(
      await engine.execute(forgot, { email: unknownEmail }),
    );
    expect(await mailsTo(customer.email, 'password-reset')).toHaveLength(1);
    expect(await mailsTo(unknownEmail, 'password-reset')).toHaveLength(0);
    expect(await engine.execute(resend, { email: customer.email })).toEqual(
      await engine.execute(resend, { email: unknownEmail }),
    );
  });

  it('registers an address that has an account with the same answer and mails its holder', async () => {
    const customer = await signedInCustomer(engine);
    const fresh = `nieuw-${unique()}@example.com`;
    const input = (email: string) => ({
      email,
      firstname: 'Noor',
      lastname: 'Jansen',
      password: fixturePassword,
    });
    const existing = await engine.execute(register, { input: input(customer.email) });
    const created = await engine.execute(register, { input: input(fresh) });
    const strip = (result: GraphQLResult<unknown>) => {
      const answer = result.data as { createCustomerV2: { customer: Record<string, unknown> } };
      const { id: _id, email: _email, ...rest } = answer.createCustomerV2.customer;
      return rest;
    };
    expect(existing.errors).toBeUndefined();
    expect(strip(existing)).toEqual(strip(created));
    // The holder is told, once a day; the new address gets its confirmation link.
    await engine.execute(register, { input: input(customer.email) });
    expect(await mailsTo(customer.email, 'account-exists')).toHaveLength(1);
    expect(await mailsTo(fresh, 'account-confirmation')).toHaveLength(1);
    const mail = (await mailsTo(customer.email, 'account-exists'))[0]!;
    expect((mail.data as { resetUrl: string }).resetUrl).toContain(
      '/customer/account/forgotpassword',
    );

    // Resend: a new link (the old one stops working), not more often than every two minutes.
    expect((await engine.execute(resend, { email: fresh })).data).toEqual({
      resendConfirmationEmail: true,
    });
    expect(await mailsTo(fresh, 'account-confirmation')).toHaveLength(1);
    advance(2 * minute);
    await engine.execute(resend, { email: fresh });
    const links = await mailsTo(fresh, 'account-confirmation');
    expect(links).toHaveLength(2);
    const keyOf = (row: (typeof links)[number]) =>
      new URL((row.data as { url: string }).url).searchParams.get('key')!;
    expect(await engine.services.customers.confirm(fresh, keyOf(links[0]!))).toBeNull();
    expect(await engine.services.customers.confirm(fresh, keyOf(links[1]!))).not.toBeNull();
  });

  it('changes the password only with the current one, signs every session out and answers a fresh token', async () => {
    const customer = await signedInCustomer(engine);
    const wrong = await engine.execute(
      changePassword,
      { current: 'Wrong-passw0rd', next: 'Nieuw-wachtw00rd' },
      customer.headers,
    );
    expect(code(wrong)).toBe('BAD_USER_INPUT');
    const weak = await engine.execute(
      changePassword,
      { current: customer.password, next: 'zwak' },
      customer.headers,
    );
    expect(weak.errors?.[0]?.message).toMatch(/at least 8 characters/);
    const changed = await engine.execute<{
      changeCustomerPassword: { email: string; token: string };
    }>(changePassword, { current: customer.password, next: 'Nieuw-wachtw00rd' }, customer.headers);
    expect(changed.errors).toBeUndefined();
    const fresh = changed.data!.changeCustomerPassword.token;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code(await engine.execute(me, {}, customer.headers))).toBe('UNAUTHENTICATED');
    const mine = await engine.execute(me, {}, { Authorization: `Bearer ${fresh}` });
    expect(mine.data).toMatchObject({ customer: { email: customer.email } });
    expect(await mailsTo(customer.email, 'password-changed')).toHaveLength(1);
  });

  it('rotates the session at sign in: the token the request carried stops working', async () => {
    const customer = await signedInCustomer(engine);
    const again = await engine.execute(
      signIn,
      { email: customer.email, password: customer.password },
      customer.headers,
    );
    const fresh = tokenOf(again);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(customer.token);
    expect(code(await engine.execute(me, {}, customer.headers))).toBe('UNAUTHENTICATED');
    const mine = await engine.execute(me, {}, { Authorization: `Bearer ${fresh}` });
    expect(mine.errors).toBeUndefined();
  });

  it('signs out with revokeCustomerToken, leaving other sessions signed in', async () => {
    const customer = await signedInCustomer(engine);
    const second = await engine.services.customers.signIn(customer.email, customer.password);
    if (second.kind !== 'signed-in') throw new Error('second session refused');
    await engine.execute(`mutation { revokeCustomerToken { result } }`, {}, customer.headers);
    expect(code(await engine.execute(me, {}, customer.headers))).toBe('UNAUTHENTICATED');
    const still = await engine.execute(me, {}, { Authorization: `Bearer ${second.token}` });
    expect(still.errors).toBeUndefined();
  });

  it('ends sessions after 14 days and sweeps them away', async () => {
    const customer = await signedInCustomer(engine);
    advance(14 * 24 * 60 * minute - 1000);
    expect((await engine.execute(me, {}, customer.headers)).errors).toBeUndefined();
    advance(1000);
    expect(code(await engine.execute(me, {}, customer.headers))).toBe('UNAUTHENTICATED');
    await engine.services.customers.sweepExpired();
    const left = await engine.database.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.customerId, customer.customerId));
    expect(left).toEqual([]);
  });

  it('updates names and asks or leaves the newsletter', async () => {
    const customer = await signedInCustomer(engine);
    const subscribe = vi.spyOn(engine.services.newsletter, 'subscribe');
    const unsubscribe = vi.spyOn(engine.services.newsletter, 'unsubscribe');
    const updated = await engine.execute(
      updateDetails,
      { input: { firstname: ' Eva ', prefix: 'Mevr.', is_subscribed: true } },
      customer.headers,
    );
    expect(updated.data).toEqual({
      updateCustomerV2: { customer: { firstname: 'Eva', lastname: 'de Vries', prefix: 'Mevr.' } },
    });
    expect(subscribe).toHaveBeenCalledWith(customer.email, 'nl');
    await engine.execute(updateDetails, { input: { is_subscribed: false } }, customer.headers);
    expect(unsubscribe).toHaveBeenCalledWith(customer.email);
    const blank = await engine.execute(
      updateDetails,
      { input: { lastname: ' ' } },
      customer.headers,
    );
    expect(code(blank)).toBe('BAD_USER_INPUT');

    subscribe.mockRestore();
    unsubscribe.mockRestore();
  });

  it('asks the newsletter on registration and confirms it with the account', async () => {
    const subscribe = vi.spyOn(engine.services.newsletter, 'subscribe');
    const confirmed = vi.spyOn(engine.services.newsletter, 'accountConfirmed');
    const email = `brief-${unique()}@example.com`;
    await engine.execute(
      register,
      {
        input: {
          email,
          firstname: 'Noor',
          lastname: 'Jansen',
          password: fixturePassword,
          is_subscribed: true,
        },
      },
      { 'X-Locale': 'fr' },
    );
    expect(subscribe).toHaveBeenCalledWith(email, 'fr', { pendingAccount: true });
    const [mail] = await mailsTo(email, 'account-confirmation');
    expect(mail?.locale).toBe('fr');
    const url = new URL((mail!.data as { url: string }).url);
    expect(url.pathname).toBe('/fr/customer/account/confirm');
    await engine.execute(
      `mutation C($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }`,
      { input: { email, confirmation_key: url.searchParams.get('key') } },
    );
    // The account's language: the confirmation link was opened without one.
    expect(confirmed).toHaveBeenCalledWith(email, 'fr');
    subscribe.mockRestore();
    confirmed.mockRestore();
  });

  it('refuses oversized or malformed input with BAD_USER_INPUT', async () => {
    const customer = await signedInCustomer(engine);
    const long = (length: number) => 'a'.repeat(length);
    const cases: [string, Record<string, unknown>, Record<string, string>?][] = [
      [signIn, { email: `${long(250)}@x.nl`, password: 'x' }],
      [signIn, { email: customer.email, password: long(257) }],
      [signIn, { email: '   ', password: 'x' }],
      [forgot, { email: `${long(250)}@x.nl` }],
      [resend, { email: `${long(250)}@x.nl` }],
      [resetValid, { email: customer.email, token: long(101) }],
      [reset, { email: customer.email, token: long(43), password: long(257) }],
      [reset, { email: customer.email, token: long(43), password: '' }],
      [
        register,
        {
          input: { email: 'geen-adres', firstname: 'A', lastname: 'B', password: fixturePassword },
        },
      ],
      [
        register,
        {
          input: {
            email: 'jöhn@example.com',
            firstname: 'A',
            lastname: 'B',
            password: fixturePassword,
          },
        },
      ],
      [
        register,
        {
          input: {
            email: 'a@b.nl',
            firstname: long(256),
            lastname: 'B',
            password: fixturePassword,
          },
        },
      ],
      [
        register,
        { input: { email: 'a@b.nl', firstname: 'A', lastname: 'B', password: long(257) } },
      ],
      [
        register,
        { input: { email: 'a@b.nl', firstname: ' ', lastname: 'B', password: fixturePassword } },
      ],
      [updateDetails, { input: { middlename: long(256) } }, customer.headers],
      [updateDetails, { input: { prefix: long(41) } }, customer.headers],
      [requestEmailChange, { email: 'geen-adres', password: customer.password }, customer.headers],
      [changePassword, { current: long(257), next: fixturePassword }, customer.headers],
    ];
    for (const [query, variables, headers] of cases) {
      const result = await engine.execute(query, variables, headers);
      expect([query.split('(')[0], code(result)]).toEqual([query.split('(')[0], 'BAD_USER_INPUT']);
    }
  });

  it('writes no password, token or reset key to the log, even when flows fail', async () => {
    const lines: string[] = [];
    const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
    const spies = [
      ...levels.map((level) =>
        vi.spyOn(logger, level).mockImplementation((...parts: unknown[]) => {
          lines.push(JSON.stringify(parts, logReplacer));
        }),
      ),
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
          lines.push(JSON.stringify(parts, logReplacer));
        }),
      ),
    ];
    try {
      const secrets: string[] = [];
      const email = `geheim-${unique()}@example.com`;
      const password = `Geheim-${unique()}-W8`;
      secrets.push(password);
      const http = (query: string, variables: Record<string, unknown>, token?: string) =>
        engine.fetch(
          new Request('http://engine.local/graphql', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': '192.0.2.44',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
          }),
        );
      await http(register, { input: { email, firstname: 'A', lastname: 'B', password } });
      await http(register, { input: { email, firstname: 'A', lastname: 'B', password: 'weak' } });
      const [confirmation] = await mailsTo(email, 'account-confirmation');
      const key = new URL((confirmation!.data as { url: string }).url).searchParams.get('key')!;
      secrets.push(key);
      await http(
        `mutation C($i: ConfirmEmailInput!) { confirmEmail(input: $i) { customer { email } } }`,
        {
          i: { email, confirmation_key: key },
        },
      );
      const wrongPassword = `Fout-${unique()}-W8`;
      secrets.push(wrongPassword);
      await http(signIn, { email, password: wrongPassword });
      const signedIn = (await (await http(signIn, { email, password })).json()) as {
        data: { generateCustomerToken: { token: string } };
      };
      const token = signedIn.data.generateCustomerToken.token;
      secrets.push(token);
      const nextPassword = `Nieuw-${unique()}-W8`;
      secrets.push(nextPassword);
      await http(changePassword, { current: wrongPassword, next: nextPassword }, token);
      const changed = (await (
        await http(changePassword, { current: password, next: nextPassword }, token)
      ).json()) as { data: { changeCustomerPassword: { token: string } } };
      secrets.push(changed.data.changeCustomerPassword.token);
      await http(forgot, { email });
      const link = await lastResetLink(email);
      secrets.push(link.token);
      const resetPassword = `Herstel-${unique()}-W8`;
      secrets.push(resetPassword);
      await http(reset, { ...link, password: resetPassword });
      await http(reset, { ...link, password: resetPassword });
      await http(reset, { email, token: 'not-a-token', password: resetPassword });
      // A request that breaks (a malformed body) is logged, so the capture is known to work.
      await engine.fetch(
        new Request('http://engine.local/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query": ',
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

/** Errors serialise with their message, stack and cause, as pino would write them. */
function logReplacer(_key: string, value: unknown) {
  if (value instanceof Error) {
    return { ...value, message: value.message, stack: value.stack, cause: value.cause };
  }
  return value;
}
