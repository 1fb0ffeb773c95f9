import { accountRules } from '../customers/account-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

const contactUs = /* GraphQL */ `
  mutation Contact($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
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

const message = (email: string) => ({
  name: 'Anna de Vries',
  email,
  subject: 'Levertijd',
  comment: 'Wanneer wordt mijn bestelling geleverd?',
});

type Answer = { data?: Record<string, unknown> | null; errors?: ErrorLike[] };
type ErrorLike = { message: string; extensions?: Record<string, unknown> };

/**
 * The engine's HTTP edge: whom it counts a request against, which bodies it takes, what it says
 * about a broken one, and which answers no cache may keep.
 */
describe.each(databaseKinds)('requests at the engine’s edge on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  // A standing clock: a throttle's wait never runs out between two requests of a test.
  const clock = new Date('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'request_edge', {
      seedProducts: 20,
      now: () => clock,
    }));
  }, 120_000);
  afterAll(() => close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    engine.fetch(
      new Request('http://engine.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }),
    );
  const postOperation = async (
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => (await (await post(JSON.stringify({ query, variables }), headers)).json()) as Answer;
  const get = (query: string, headers: Record<string, string> = {}) =>
    engine.fetch(
      new Request(`http://engine.local/graphql?query=${encodeURIComponent(query)}`, { headers }),
    );
  const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

  describe('the client a request is counted against', () => {
    it('is the address its caller wrote: made-up entries before it never make a new client', async () => {
      const trusted = kind === 'pglite' ? '203.0.113.21' : '203.0.113.22';
      const outcomes = [];
      for (let i = 1; i <= 6; i++) {
        const answer = await postOperation(
          contactUs,
          { input: message(`edge-${kind}-${i}@example.nl`) },
          { 'x-forwarded-for': `198.51.${100 + Math.floor(i / 250)}.${i % 250}, ${trusted}` },
        );
        outcomes.push(code(answer) ?? 'sent');
      }
      expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'TOO_MANY_REQUESTS']);
    });

    it('counts requests without a usable address together, so "unknown" turns no limit off', async () => {
      const outcomes = [];
      for (const [i, forwarded] of [undefined, 'unknown', '', 'junk', '<x>', 'unknown'].entries()) {
        const answer = await postOperation(
          contactUs,
          { input: message(`nobody-${kind}-${i}@example.nl`) },
          forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
        );
        outcomes.push(code(answer) ?? 'sent');
      }
      expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'TOO_MANY_REQUESTS']);
    });

    it('keeps a client that guessed too often out of sign-in, whatever address it claims', async () => {
      const customer = await signedInCustomer(engine);
      const trusted = kind === 'pglite' ? '2001:db8::21' : '2001:db8::22';
      // The address's free failures, one per account, each from a different claimed address.
      for (let i = 0; i < accountRules.passwordThrottle.perAddress.freeFailures; i++) {
        const refused = await postOperation(
          signIn,
          { email: `guess-${kind}-${i}@example.com`, password: 'Wrong-passw0rd' },
          { 'x-forwarded-for': `198.51.${100 + Math.floor(i / 250)}.${i % 250}, ${trusted}` },
        );
        expect(code(refused)).toBe('UNAUTHENTICATED');
      }
      const claimed = await postOperation(
        signIn,
        { email: customer.email, password: customer.password },
        { 'x-forwarded-for': `192.0.2.99, ${trusted}` },
      );
      expect(code(claimed)).toBe('UNAUTHENTICATED');
      const neighbour = await postOperation(
        signIn,
        { email: customer.email, password: customer.password },
        { 'x-forwarded-for': `${trusted}, 203.0.113.50` },
      );
      expect(neighbour.data?.generateCustomerToken).toMatchObject({ token: expect.any(String) });
    });
  });

  describe('the bodies GraphQL takes', () => {
    it.each([
      ['application/x-www-form-urlencoded', 'query=%7B__typename%7D'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{__typename}"}\r\n--x--\r\n',
      ],
      ['text/plain', '{"query":"{__typename}"}'],
      ['application/graphql', '{ __typename }'],
    ])('refuses %s with 415 and a code, before running anything', async (type, body) => {
      const response = await post(body, { 'content-type': type });
      expect(response.status).toBe(415);
      const answer = (await response.json()) as Answer;
      expect(code(answer)).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(answer.data).toBeUndefined();
    });

    it('takes JSON, with a charset too, and queries by GET', async () => {
      const json = await post('{"query":"{ __typename }"}', {
        'content-type': 'Application/JSON; charset=utf-8',
      });
      expect(await json.json()).toEqual({ data: { __typename: 'Query' } });
      expect(await (await get('{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('says plainly that a body is not JSON, without the parser’s own words', async () => {
      for (const body of ['{"query": }', '{"query":"{ __typename }"', "{'query':1}", '\u0000']) {
        const response = await post(body);
        expect(response.status).toBe(400);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({
          errors: [
            { message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } },
          ],
        });
        expect(text).not.toMatch(/position|Unexpected|token|originalError/i);
      }
    });
  });

  describe('the answers no cache may keep', () => {
    const privateNoStore = 'private, no-store';

    it('marks personal answers private, by GET and by POST', async () => {
      const customer = await signedInCustomer(engine);
      const viaGet = await get('{ customer { email } }', customer.headers);
      expect(((await viaGet.json()) as Answer).data).toEqual({
        customer: { email: customer.email },
      });
      expect(viaGet.headers.get('cache-control')).toBe(privateNoStore);
      const viaPost = await post(JSON.stringify({ query: '{ customer { email } }' }), {
        ...customer.headers,
      });
      expect(viaPost.headers.get('cache-control')).toBe(privateNoStore);
      // Any query with the session, a catalogue one too: its prices may be the customer's own.
      const catalogue = await get('{ storeConfig { store_code } }', customer.headers);
      expect(catalogue.headers.get('cache-control')).toBe(privateNoStore);
    });

    it('marks a cart, a mutation and an error private, anonymous ones too', async () => {
      const cart = await get('{ cart(cart_id: "nope") { id } }');
      expect(cart.headers.get('cache-control')).toBe(privateNoStore);
      const mutation = await post(
        JSON.stringify({ query: 'mutation { createGuestCart { cart { id } } }' }),
      );
      expect(mutation.headers.get('cache-control')).toBe(privateNoStore);
      const invalid = await get('{ nothingHere }');
      expect(invalid.headers.get('cache-control')).toBe(privateNoStore);
    });

    it('leaves a public catalogue query asked without a session as it was', async () => {
      const catalogue = await get('{ storeConfig { store_code } }');
      expect(catalogue.status).toBe(200);
      expect(catalogue.headers.get('cache-control')).toBeNull();
    });
  });
});
