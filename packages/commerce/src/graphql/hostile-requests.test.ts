import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { logger } from '../engine/logger.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

/**
 * Requests a hostile or careless client sends: each is a client error with a code, never a
 * masked internal error, and nothing of it is logged as an error of the shop's.
 */
describe.each(databaseKinds)('hostile requests to the engine on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  const errorLines = vi.spyOn(logger, 'error');

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'hostile', { seedProducts: 30 }));
    errorLines.mockClear();
  });

  afterAll(async () => {
    expect(errorLines).not.toHaveBeenCalled();
    await close();
  });

  const url = (path: string) => `http://engine.local${path}`;
  const post = (body: string, headers: Record<string, string> = {}) =>
    engine.fetch(
      new Request(url('/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }),
    );
  const postQuery = (query: string, variables?: unknown) =>
    post(JSON.stringify({ query, variables }));

  async function expectClientError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
  }

  it('refuses a NUL character in a literal and in a variable, before PostgreSQL sees it', async () => {
    await expectClientError(
      await postQuery('{ cmsPage(identifier: "a\\u0000b") { title } }'),
      200,
      'BAD_USER_INPUT',
    );
    await expectClientError(
      await postQuery('query($u: String!) { route(url: $u) { __typename } }', { u: 'x\u0000' }),
      200,
      'BAD_USER_INPUT',
    );
    await expectClientError(
      await postQuery('query($u: String!) { route(url: $u) { __typename } }', { u: 'x\uD800' }),
      200,
      'BAD_USER_INPUT',
    );
  });

  it('refuses deeply nested literals and variables instead of overflowing the parser', async () => {
    const deepList = '['.repeat(2_400) + '"a"' + ']'.repeat(2_400);
    await expectClientError(
      await postQuery(`{ products(search: ${deepList}) { total_count } }`),
      400,
      'BAD_REQUEST',
    );
    const deepVariables =
      '{"query":"query($u: String!) { route(url: $u) { __typename } }","variables":{"u":' +
      '['.repeat(5_000) +
      ']'.repeat(5_000) +
      '}}';
    await expectClientError(await post(deepVariables), 400, 'BAD_REQUEST');
  });

  it('answers malformed GET parameters and unsupported methods as client errors', async () => {
    const get = (search: string) => engine.fetch(new Request(url(`/graphql?${search}`)));
    await expectClientError(await get('query=%7B__typename%7D&variables=%7B'), 400, 'BAD_REQUEST');
    await expectClientError(
      await get('query=%7B__typename%7D&extensions=nope'),
      400,
      'BAD_REQUEST',
    );
    const put = await engine.fetch(new Request(url('/graphql'), { method: 'PUT', body: '{}' }));
    await expectClientError(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
    await expectClientError(await post('{"query":'), 400, 'BAD_REQUEST');
  });

  it('reads no body beyond 100 kB, declared or streamed, and bounds the query text', async () => {
    await expectClientError(
      await postQuery('{ __typename }' + ' '.repeat(5_000_000)),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(10_000).fill(32));
        controller.close();
      },
    });
    const streamed = new Request(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    await expectClientError(await engine.fetch(streamed), 413, 'PAYLOAD_TOO_LARGE');
    // Comments are not tokens, but the lexer reads every character of them.
    const commented = '#' + 'x'.repeat(50_000) + '\n{ __typename }';
    await expectClientError(await postQuery(commented), 400, 'BAD_REQUEST');
  });

  it('counts aliases of __typename against the alias limit', async () => {
    const aliases = Array.from({ length: 1_000 }, (_, i) => `a${i}: __typename`).join(' ');
    const response = await postQuery(`{ ${aliases} }`);
    const body = (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions: { code: string } }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit of 30 exceeded/);
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('serves GraphQL at /graphql only, not below /media or elsewhere', async () => {
    const below = await engine.fetch(new Request(url('/media/x/graphql?query=%7B__typename%7D')));
    expect(below.status).toBe(404);
    const other = await engine.fetch(new Request(url('/api/other/graphql?query=%7B__typename%7D')));
    expect(other.status).toBe(404);
    const own = await engine.fetch(new Request(url('/graphql?query=%7B__typename%7D')));
    expect(await own.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends no CORS grant to a foreign origin, for requests and preflights', async () => {
    const foreign = { origin: 'https://evil.example' };
    const get = await engine.fetch(
      new Request(url('/graphql?query=%7B__typename%7D'), { headers: foreign }),
    );
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await engine.fetch(
      new Request(url('/graphql'), {
        method: 'OPTIONS',
        headers: { ...foreign, 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});
