import { Writable } from 'node:stream';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../engine/logger.ts';
import { operationLog } from './operation-log.ts';
import { requestContext } from './request-context.ts';

function capturedLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(level, stream), lines };
}

function server(level: string) {
  const { log, lines } = capturedLog(level);
  const yoga = createYoga({
    schema: createSchema({
      // Fields of the shop's own schema, which every document in the repository must fit.
      typeDefs: 'type StoreConfig { store_code: String } type Query { storeConfig: StoreConfig }',
      resolvers: {
        Query: {
          storeConfig: (_: unknown, __: unknown, context: { request: Request }) => {
            if (context.request.headers.get('x-fail')) throw new Error('no');
            return { store_code: 'default' };
          },
        },
      },
    }),
    plugins: [operationLog(log)],
    logging: false,
    maskedErrors: true,
  });
  const ask = (query: string, fail = false) =>
    yoga.fetch('http://engine.local/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(fail ? { 'x-fail': '1' } : {}) },
      body: JSON.stringify({ query }),
    });
  return { ask, lines };
}

describe('the operation log', () => {
  it('writes one debug line per operation with the request id of the page that asked', async () => {
    const { ask, lines } = server('debug');
    await requestContext.run({ requestId: 'page-render-7' }, async () => {
      await ask('query ProductPage { storeConfig { store_code } }');
      await ask('{ storeConfig { store_code } }', true);
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'graphql operation',
        requestId: 'page-render-7',
        operation: 'ProductPage',
        type: 'query',
        errors: 0,
        ms: expect.any(Number),
      }),
      expect.objectContaining({ requestId: 'page-render-7', operation: null, errors: 1 }),
    ]);
  });

  it('cuts a long name and writes nothing at the level info', async () => {
    const debug = server('debug');
    await debug.ask(`query ${'A'.repeat(200)} { storeConfig { store_code } }`);
    expect(debug.lines[0]!.operation).toBe('A'.repeat(64));

    const info = server('info');
    await info.ask('query ProductPage { storeConfig { store_code } }');
    expect(info.lines).toEqual([]);
  });
});
