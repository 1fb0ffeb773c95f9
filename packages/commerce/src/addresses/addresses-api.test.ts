import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { startFakePdokServer, type FakePdokServer } from './testing/fake-pdok-server.ts';

const query = /* GraphQL */ `
  query ($postcode: String!, $number: String!, $addition: String) {
    dutchAddress(postcode: $postcode, house_number: $number, addition: $addition) {
      street
      house_number
      addition
      postcode
      city
    }
  }
`;

/** An engine built while the environment names a lookup (the module reads it on start). */
async function engineWithLookup(
  kind: (typeof databaseKinds)[number],
  lookup: Record<string, string>,
) {
  const saved = {
    ADDRESS_LOOKUP: process.env.ADDRESS_LOOKUP,
    ADDRESS_LOOKUP_URL: process.env.ADDRESS_LOOKUP_URL,
  };
  delete process.env.ADDRESS_LOOKUP;
  delete process.env.ADDRESS_LOOKUP_URL;
  Object.assign(process.env, lookup);
  try {
    return await createTestEngine(kind, 'addresses', { seedIfEmpty: false, mailDelivery: false });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe.each(databaseKinds)('dutchAddress on %s', (kind) => {
  let pdok: FakePdokServer;
  let withPdok: { engine: CommerceEngine; close(): Promise<void> };
  let withoutLookup: { engine: CommerceEngine; close(): Promise<void> };

  beforeAll(async () => {
    pdok = await startFakePdokServer();
    withPdok = await engineWithLookup(kind, {
      ADDRESS_LOOKUP: 'pdok',
      ADDRESS_LOOKUP_URL: pdok.url,
    });
    withoutLookup = await engineWithLookup(kind, {});
  });
  afterAll(async () => {
    await withPdok.close();
    await withoutLookup.close();
    await pdok.close();
  });

  it('fills in street and city from PDOK, asking it once per address', async () => {
    const variables = { postcode: '3511 ab', number: '12', addition: 'a' };
    const first = await withPdok.engine.execute(query, variables);
    expect(first).toEqual({
      data: {
        dutchAddress: {
          street: 'Oudegracht',
          house_number: '12',
          addition: 'A',
          postcode: '3511 AB',
          city: 'Utrecht',
        },
      },
    });
    expect(await withPdok.engine.execute(query, variables)).toEqual(first);
    expect(pdok.requests).toHaveLength(1);
  });

  it('answers null for an address the register does not have', async () => {
    const result = await withPdok.engine.execute(query, { postcode: '1017GB', number: '999' });
    expect(result).toEqual({ data: { dutchAddress: null } });
  });

  it('answers null without a configured lookup, so the checkout asks for street and city', async () => {
    const result = await withoutLookup.engine.execute(query, { postcode: '1017GB', number: '10' });
    expect(result).toEqual({ data: { dutchAddress: null } });
  });

  it('tells whether a lookup is configured, so the checkout knows to skip it', async () => {
    const available = '{ dutchAddressLookupAvailable }';
    expect(await withPdok.engine.execute(available)).toEqual({
      data: { dutchAddressLookupAvailable: true },
    });
    expect(await withoutLookup.engine.execute(available)).toEqual({
      data: { dutchAddressLookupAvailable: false },
    });
  });

  it.each([
    [{ postcode: '1234 SS', number: '1' }, /postcode looks invalid/],
    [{ postcode: '1017GB', number: '1; drop table' }, /house number must be/],
    [{ postcode: '1017GB', number: '1', addition: 'x'.repeat(500) }, /addition may have/],
  ])('refuses %j with BAD_USER_INPUT and never asks PDOK', async (variables, message) => {
    const asked = pdok.requests.length;
    const result = await withPdok.engine.execute(query, variables);
    expect(result.data).toEqual({ dutchAddress: null });
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(message),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(pdok.requests).toHaveLength(asked);
  });
});
