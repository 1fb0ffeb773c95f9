import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { fixturePassword, signedInCustomer } from '../testing/customer-fixtures.ts';
import { mailOutbox } from '../mail/schema.ts';

const register = /* GraphQL */ `
  mutation Register($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        id
        email
        firstname
        confirmation_status
      }
    }
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
      firstname
      lastname
      confirmation_status
    }
  }
`;

describe.each(databaseKinds)('customer accounts on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'accounts', { seedProducts: 20 }));
  }, 120_000);
  afterAll(() => close());

  it('registers an account that signs in only after the mailed confirmation', async () => {
    const email = 'Nieuw@Example.com';
    const input = { email, firstname: 'Noor', lastname: 'Jansen', password: fixturePassword };
    const created = await engine.execute(register, { input });
    expect(created.errors).toBeUndefined();
    const before = await engine.execute(signIn, { email, password: fixturePassword });
    expect(before.errors?.[0]?.message).toMatch(/isn't confirmed/);

    const mails = await engine.database.db.select().from(mailOutbox);
    const confirmation = mails.find((mail) => mail.recipient === 'nieuw@example.com');
    const url = new URL((confirmation?.data as { url: string }).url);
    const confirmed = await engine.execute(
      /* GraphQL */ `
        mutation Confirm($input: ConfirmEmailInput!) {
          confirmEmail(input: $input) {
            customer {
              confirmation_status
            }
          }
        }
      `,
      {
        input: {
          email: url.searchParams.get('email'),
          confirmation_key: url.searchParams.get('key'),
        },
      },
    );
    expect(confirmed.errors).toBeUndefined();

    const after = await engine.execute<{ generateCustomerToken: { token: string } }>(signIn, {
      email,
      password: fixturePassword,
    });
    const token = after.data?.generateCustomerToken.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await engine.execute(me, {}, { Authorization: `Bearer ${token}` });
    expect(profile.data).toEqual({
      customer: {
        email: 'nieuw@example.com',
        firstname: 'Noor',
        lastname: 'Jansen',
        confirmation_status: 'ACCOUNT_CONFIRMED',
      },
    });
  });

  it('answers a second registration of an address exactly like the first', async () => {
    const input = {
      email: 'twee@example.com',
      firstname: 'A',
      lastname: 'B',
      password: fixturePassword,
    };
    const first = await engine.execute(register, { input });
    const second = await engine.execute(register, { input });
    expect(second).toEqual(first);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const customer = await signedInCustomer(engine);
    const wrong = await engine.execute(signIn, {
      email: customer.email,
      password: 'Wrong-passw0rd',
    });
    const unknown = await engine.execute(signIn, {
      email: 'nobody@example.com',
      password: 'Wrong-passw0rd',
    });
    expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(wrong.data).toEqual(unknown.data);
  });

  it('signs a session out with revokeCustomerToken', async () => {
    const customer = await signedInCustomer(engine);
    const revoke = `mutation { revokeCustomerToken { result } }`;
    expect((await engine.execute(revoke, {}, customer.headers)).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    const after = await engine.execute(me, {}, customer.headers);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
