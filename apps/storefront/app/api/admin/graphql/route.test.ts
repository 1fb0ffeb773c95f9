import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import {
  createTestEngine,
  databaseKinds,
  createStaff,
  staffPassword,
} from '@webshop/commerce/testing';
import { GET, POST } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

const origin = 'http://localhost:3000';
const url = `${origin}/api/admin/graphql`;
const signIn = `mutation ($email: String!, $password: String!) {
  staffSignIn(email: $email, password: $password) { status me { staff { email } } } }`;
const me = '{ staffMe { staff { email role } } }';

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
};

// The back office's way to the engine, against a real engine in process, on both databases.
describe.each(databaseKinds)('/api/admin/graphql on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let engineFetch: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'admin_graphql_route', { seedProducts: 1 }));
    engineFetch = vi.spyOn(engine, 'fetch');
    serveEngine(engine);
    await createStaff(engine, 'desk@shop.test', 'STAFF');
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  const post = (query: string, variables: object, headers: Record<string, string> = {}) =>
    POST(
      new Request(url, {
        method: 'POST',
        body: JSON.stringify({ query, variables }),
        headers: { 'content-type': 'application/json', origin, ...headers },
      }),
    );

  it('signs in, keeps the session in the cookie and never lets an answer be cached', async () => {
    const response = await post(signIn, { email: 'desk@shop.test', password: staffPassword });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = /staff_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const signedIn = (await (
      await post(me, {}, { cookie: `staff_session=${cookie}` })
    ).json()) as Answer;
    expect(signedIn.data?.staffMe).toEqual({ staff: { email: 'desk@shop.test', role: 'STAFF' } });

    // A page of another origin cannot use the cookie: the engine's same-origin check holds.
    const foreign = (await (
      await post(me, {}, { cookie: `staff_session=${cookie}`, origin: 'https://evil.example' })
    ).json()) as Answer;
    expect(foreign.data?.staffMe ?? null).toBeNull();
  });

  it("never passes a shopper's token along with the staff cookie", async () => {
    await post(
      me,
      {},
      { authorization: 'Bearer someone-elses-token', cookie: 'customer_token=a-shoppers-token' },
    );
    const forwarded = engineFetch.mock.calls.at(-1)?.[0] as Request;
    expect(forwarded.headers.get('authorization')).toBeNull();
  });

  it('answers a signed-out admin query with UNAUTHENTICATED and no data', async () => {
    const answer = (await (await post('{ adminDashboard { orders_today } }', {})).json()) as Answer;
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.data ?? null).toBeNull();
  });

  it('takes POST only', async () => {
    const response = GET();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
