import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer, type SignedInCustomer } from '../testing/customer-fixtures.ts';
import { maxAddressesPerCustomer } from './address-book.ts';

const home = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Kerkstraat', '12', 'A'],
  city: 'Utrecht',
  postcode: '3511ab',
  country_code: 'NL',
  telephone: '0612345678',
};

const addressFields = /* GraphQL */ `
  fragment Book on CustomerAddress {
    id
    firstname
    lastname
    street
    city
    postcode
    country_code
    customer_type
    company
    default_shipping
    default_billing
  }
`;
const create = /* GraphQL */ `
  mutation Create($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...Book
    }
  }
  ${addressFields}
`;
const update = /* GraphQL */ `
  mutation Update($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      ...Book
    }
  }
  ${addressFields}
`;
const remove = /* GraphQL */ `
  mutation Delete($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;
const book = /* GraphQL */ `
  query Book {
    customer {
      default_shipping
      default_billing
      addresses {
        ...Book
      }
    }
  }
  ${addressFields}
`;

interface BookAddress {
  id: number;
  postcode: string;
  city: string;
  default_shipping: boolean;
  default_billing: boolean;
}

describe.each(databaseKinds)('the address book on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'address_book', { seedProducts: 20 }));
  }, 120_000);
  afterAll(() => close());

  const add = async (customer: SignedInCustomer, input: Record<string, unknown>) => {
    const result = await engine.execute<{ createCustomerAddress: BookAddress }>(
      create,
      { input },
      customer.headers,
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.createCustomerAddress;
  };
  const read = async (customer: SignedInCustomer) =>
    (
      await engine.execute<{
        customer: {
          default_shipping: string | null;
          default_billing: string | null;
          addresses: BookAddress[];
        };
      }>(book, {}, customer.headers)
    ).data!.customer;

  it('keeps a checked address, with the postcode in its proper form', async () => {
    const customer = await signedInCustomer(engine);
    const added = await add(customer, home);
    expect(added).toMatchObject({
      postcode: '3511 AB',
      street: ['Kerkstraat', '12', 'A'],
      customer_type: 'PERSONAL',
      default_shipping: false,
      default_billing: false,
    });
    expect((await read(customer)).addresses).toEqual([added]);
  });

  it('refuses an address the checkout would refuse, naming the field', async () => {
    const customer = await signedInCustomer(engine);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...home, postcode: '0123 AB' }, 'postcode'],
      [{ ...home, country_code: 'DE' }, 'country_code'],
      [{ ...home, street: ['Kerkstraat'] }, 'street[1]'],
      [{ ...home, firstname: '  ' }, 'firstname'],
      [{ ...home, customer_type: 'BUSINESS' }, 'company'],
      [{ ...home, city: 'x'.repeat(101) }, 'city'],
      [{ ...home, region: { region: 'y'.repeat(101) } }, 'region'],
    ];
    for (const [input, field] of cases) {
      const result = await engine.execute(create, { input }, customer.headers);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await read(customer)).addresses).toEqual([]);
  });

  it('moves the default shipping and billing address when another takes it', async () => {
    const customer = await signedInCustomer(engine);
    const first = await add(customer, { ...home, default_shipping: true, default_billing: true });
    const second = await add(customer, { ...home, city: 'Amersfoort', default_shipping: true });
    const after = await read(customer);
    expect(after.default_shipping).toBe(String(second.id));
    expect(after.default_billing).toBe(String(first.id));
    expect(
      after.addresses.map((row) => [row.id, row.default_shipping, row.default_billing]),
    ).toEqual([
      [first.id, false, true],
      [second.id, true, false],
    ]);

    const billing = await engine.execute<{ updateCustomerAddress: BookAddress }>(
      update,
      { id: second.id, input: { default_billing: true } },
      customer.headers,
    );
    expect(billing.data!.updateCustomerAddress).toMatchObject({
      city: 'Amersfoort',
      default_shipping: true,
      default_billing: true,
    });
    expect((await read(customer)).default_billing).toBe(String(second.id));
  });

  it('updates only the fields given and checks the result', async () => {
    const customer = await signedInCustomer(engine);
    const added = await add(customer, home);
    const changed = await engine.execute<{ updateCustomerAddress: BookAddress }>(
      update,
      { id: added.id, input: { city: 'Zeist', postcode: '3701 AA' } },
      customer.headers,
    );
    expect(changed.data!.updateCustomerAddress).toMatchObject({
      city: 'Zeist',
      postcode: '3701 AA',
      street: ['Kerkstraat', '12', 'A'],
    });
    const refused = await engine.execute(
      update,
      { id: added.id, input: { postcode: 'nope' } },
      customer.headers,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'postcode',
    });
    expect((await read(customer)).addresses[0]).toMatchObject({ postcode: '3701 AA' });
  });

  it('deletes an address, and a default it was is no longer set', async () => {
    const customer = await signedInCustomer(engine);
    const added = await add(customer, { ...home, default_shipping: true });
    const deleted = await engine.execute(remove, { id: added.id }, customer.headers);
    expect(deleted.data).toEqual({ deleteCustomerAddress: true });
    const after = await read(customer);
    expect(after).toMatchObject({ default_shipping: null, addresses: [] });
    const again = await engine.execute(remove, { id: added.id }, customer.headers);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it(`keeps at most ${maxAddressesPerCustomer} addresses per customer`, async () => {
    const customer = await signedInCustomer(engine);
    await Promise.all(
      Array.from({ length: maxAddressesPerCustomer + 3 }, (_, index) =>
        engine.execute(
          create,
          { input: { ...home, street: ['Kerkstraat', String(index + 1)] } },
          customer.headers,
        ),
      ),
    );
    expect((await read(customer)).addresses).toHaveLength(maxAddressesPerCustomer);
    const refused = await engine.execute(create, { input: home }, customer.headers);
    expect(refused.errors?.[0]).toMatchObject({
      message: `The address book holds at most ${maxAddressesPerCustomer} addresses.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('needs a signed-in customer', async () => {
    const result = await engine.execute(create, { input: home });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
