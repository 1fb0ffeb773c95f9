import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, databaseKinds, signedInCustomer } from '@webshop/commerce/testing';
import { GET, POST } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

const url = 'http://shop.test/api/graphql';
const contactUs = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`;
const message = (email: string) => ({
  name: 'Anna de Vries',
  email,
  subject: 'Levertijd',
  comment: 'Wanneer wordt mijn bestelling geleverd?',
});

type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

// The pass-through against a real engine in process, on both databases.
describe.each(databaseKinds)('/api/graphql on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let engineFetch: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'graphql_route', { seedProducts: 10 }));
    engineFetch = vi.spyOn(engine, 'fetch');
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    POST(
      new Request(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    );
  const get = (query: string, headers: Record<string, string> = {}) =>
    GET(new Request(`${url}?query=${encodeURIComponent(query)}`, { headers }));
  /** The X-Forwarded-For the engine got with its last request. */
  const forwardedToEngine = () =>
    (engineFetch.mock.calls.at(-1)?.[0] as Request).headers.get('x-forwarded-for');

  describe('the client address the engine counts', () => {
    it('is the one the shop’s server appended, sent alone: a made-up chain goes no further', async () => {
      // As the shop's server passes it on: the client's own header, then the peer it saw.
      await post(JSON.stringify({ query: '{ __typename }' }), {
        'x-forwarded-for': '198.51.100.7, 192.0.2.1, 203.0.113.9',
      });
      expect(forwardedToEngine()).toBe('203.0.113.9');
      await post(JSON.stringify({ query: '{ __typename }' }), { 'x-forwarded-for': 'unknown' });
      expect(forwardedToEngine()).toBeNull();
    });

    it('keeps the contact form at 5 messages an hour, whatever X-Forwarded-For says', async () => {
      const peer = kind === 'pglite' ? '203.0.113.31' : '203.0.113.32';
      const outcomes = [];
      for (let i = 1; i <= 6; i++) {
        const response = await post(
          JSON.stringify({
            query: contactUs,
            variables: { input: message(`route-${kind}-${i}@example.nl`) },
          }),
          { 'x-forwarded-for': `198.51.100.${i}, ${peer}` },
        );
        const answer = (await response.json()) as Answer;
        outcomes.push(answer.errors?.[0]?.extensions?.code ?? 'sent');
      }
      expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'TOO_MANY_REQUESTS']);
    });
  });

  describe('the bodies it takes', () => {
    it.each([
      ['application/x-www-form-urlencoded', 'query=mutation%7BcreateGuestCart%7Bcart_id%7D%7D'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation{createGuestCart{cart_id}}"}\r\n--x--\r\n',
      ],
      ['text/plain', '{"query":"mutation{createGuestCart{cart_id}}"}'],
    ])('refuses %s, which any site could send, with 415 and a code', async (type, body) => {
      const response = await post(body, { 'content-type': type });
      expect(response.status).toBe(415);
      const answer = (await response.json()) as Answer;
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(answer.data).toBeUndefined();
    });

    it('says plainly that a body is not JSON', async () => {
      const response = await post('{"query": }');
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({
        errors: [
          { message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } },
        ],
      });
      expect(text).not.toMatch(/position|Unexpected/);
    });
  });

  describe('the answers no cache may keep', () => {
    it('marks what a session asks by GET private, the customer’s own data above all', async () => {
      const customer = await signedInCustomer(engine);
      const response = await get('{ customer { email } }', {
        cookie: `customer_token=${customer.token}`,
      });
      expect(((await response.json()) as Answer).data).toEqual({
        customer: { email: customer.email },
      });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('marks any answer private when the cart cookie comes along, by GET and POST', async () => {
      const cookie = 'cart_id=AAAAAAAAAAAAAAAAAAAAAAAAAA';
      const viaGet = await get('{ storeConfig { store_code } }', { cookie });
      expect(viaGet.headers.get('cache-control')).toBe('private, no-store');
      const viaPost = await post(JSON.stringify({ query: '{ storeConfig { store_code } }' }), {
        cookie,
      });
      expect(viaPost.headers.get('cache-control')).toBe('private, no-store');
    });

    it('leaves an anonymous catalogue query without a private mark', async () => {
      const response = await get('{ storeConfig { store_code } }');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBeNull();
    });
  });
});
