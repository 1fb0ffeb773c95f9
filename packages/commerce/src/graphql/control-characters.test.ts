import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine, GraphQLResult } from '../engine/create-engine.ts';
import { logger } from '../engine/logger.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { freeTextFields } from './input-text.ts';

const route = 'query ($url: String!) { route(url: $url) { __typename } }';
const search = 'query ($text: String) { products(search: $text) { total_count } }';
const address = /* GraphQL */ `
  mutation ($id: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(
      input: { cart_id: $id, shipping_addresses: [{ address: $address }] }
    ) {
      cart {
        id
      }
    }
  }
`;
const contactUs = /* GraphQL */ `
  mutation ($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`;

const error = (result: GraphQLResult<unknown>) => result.errors?.[0];

/**
 * Control characters (a NUL above all, which PostgreSQL refuses) never reach a resolver's
 * database: in a url behind any number of percent-encodings, and in any text argument. Each is a
 * BAD_USER_INPUT, never a masked internal error, and nothing is logged as an error.
 */
describe.each(databaseKinds)('control characters in engine input on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  const errorLines = vi.spyOn(logger, 'error');

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'control_characters', {
      seedProducts: 20,
      orderSweepMs: 0,
    }));
    errorLines.mockClear();
  }, 120_000);

  afterAll(async () => {
    expect(errorLines).not.toHaveBeenCalled();
    await close();
  });

  it.each([
    '%00',
    'a%00b',
    'foo%00.html',
    '/wasmachines/%00',
    '%2500',
    'probe%252500a',
    '%25252500',
    '%C0%00',
    '%0A',
    '%7F',
    '%C2%85',
    'a%09b',
  ])('refuses route(url: "%s") as bad input', async (url) => {
    const literal = await engine.execute(`{ route(url: ${JSON.stringify(url)}) { __typename } }`);
    const variable = await engine.execute(route, { url });
    for (const answer of [literal, variable]) {
      expect(answer.data?.route ?? null).toBeNull();
      expect(error(answer)?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error(answer)?.message).toMatch(/control characters/);
    }
  });

  it('refuses a url encoded more often than any shop url, and routes ordinary ones', async () => {
    // Five encodings of `%41` still route (to nothing); a sixth is refused.
    const encoded = (times: number) =>
      Array.from({ length: times }).reduce<string>((url) => url.replace(/%/g, '%25'), 'a%41');
    expect(await engine.execute(route, { url: encoded(4) })).toEqual({ data: { route: null } });
    const deep = await engine.execute(route, { url: encoded(5) });
    expect(error(deep)?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const url of ['/nope-%zz', '/a%20b', '%25', '/50%25-korting', '/%C0%AF']) {
      expect(await engine.execute(route, { url })).toEqual({ data: { route: null } });
    }
  });

  it('answers a media path that hides a control character with 400', async () => {
    for (const path of ['/media/a%00b.webp', '/media/a%0A.webp?w=320', '/media/%7F.png']) {
      const response = await engine.fetch(new Request(`http://engine.local${path}`));
      expect(response.status, path).toBe(400);
    }
  });

  it('refuses a NUL and other control characters in a search text', async () => {
    for (const text of ['wasmachine\u0000', 'was\u0007machine', 'was\nmachine', 'a\u009bb']) {
      const answer = await engine.execute(search, { text });
      expect(error(answer)?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.data?.products ?? null).toBeNull();
    }
    const literal = await engine.execute('{ products(search: "was\\u0001") { total_count } }');
    expect(error(literal)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    // Inside fragments too, named and inline.
    for (const query of [
      'query ($s: String) { ...Found } fragment Found on Query { products(search: $s) { total_count } }',
      'query ($s: String) { ... on Query { products(search: $s) { total_count } } }',
    ]) {
      const answer = await engine.execute(query, { s: 'was\u0007' });
      expect(error(answer)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    }
  });

  it('refuses control characters in an address field, in a literal and in a variable', async () => {
    const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = created.data!.createGuestCart.cart.id;
    const valid = {
      firstname: 'Anna',
      lastname: 'de Vries',
      street: ['Dorpsstraat', '12'],
      city: 'Utrecht',
      postcode: '3511 AB',
      country_code: 'NL',
      telephone: '0612345678',
    };
    for (const change of [
      { city: 'Utrecht\u0000' },
      { street: ['Dorpsstraat\n', '12'] },
      { lastname: 'de\u001bVries' },
    ]) {
      const answer = await engine.execute(address, { id, address: { ...valid, ...change } });
      expect(error(answer)?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error(answer)?.extensions?.field).toBe(Object.keys(change)[0]);
    }
    const inLiteral = await engine.execute(
      `mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Anna", lastname: "V", street: ["Dorpsstraat", "12"], city: "Utrecht\\r", postcode: "3511 AB", country_code: "NL" } }] }) { cart { id } } }`,
      { id },
    );
    expect(error(inLiteral)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'city' });
    const accepted = await engine.execute(address, { id, address: valid });
    expect(accepted.errors, JSON.stringify(accepted.errors)).toBeUndefined();

    // A delivery note is prose: it may break lines, but never hold a NUL.
    const withNote = (note: string) =>
      engine.execute(
        `mutation ($id: String!, $address: CartAddressInput!, $note: String) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address, customer_notes: $note }] }) { cart { id } } }`,
        { id, address: valid, note },
      );
    expect((await withNote('Bel aan bij de buren,\nnummer 14')).errors).toBeUndefined();
    expect(error(await withNote('Bel aan\u0000'))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'customer_notes',
    });
  });

  it('allows tabs and line breaks in prose, but never a NUL', async () => {
    const input = {
      name: 'Anna de Vries',
      email: `anna-${kind}@example.nl`,
      subject: 'Levering',
      comment: 'Goedemiddag,\r\n\tWanneer komt mijn wasmachine?\nGroet, Anna',
    };
    expect(await engine.execute(contactUs, { input })).toEqual({
      data: { contactUs: { status: true } },
    });
    for (const comment of ['Hallo\u0000', 'Hallo\u0007']) {
      const answer = await engine.execute(contactUs, { input: { ...input, comment } });
      expect(error(answer)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'comment' });
    }
    const subjectWithBreak = await engine.execute(contactUs, {
      input: { ...input, subject: 'Levering\nBcc: iemand@example.nl' },
    });
    expect(error(subjectWithBreak)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'subject',
    });
  });
});

describe('prose fields', () => {
  it('are fields the printed schema has', () => {
    const schema = buildSchema(
      readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'),
    );
    for (const coordinate of freeTextFields) {
      const [typeName, fieldName] = coordinate.split('.');
      const type = schema.getType(typeName!);
      expect(isInputObjectType(type) && type.getFields()[fieldName!], coordinate).toBeTruthy();
    }
  });
});
