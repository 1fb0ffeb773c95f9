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
      typeDefs: 'type Query { price: Int, broken: Int }',
      resolvers: {
        Query: {
          price: () => 1234,
          broken: () => {
            throw new Error('no');
          },
        },
      },
    }),
    plugins: [operationLog(log)],
    logging: false,
    maskedErrors: true,
  });
  const ask = (query: string) =>
    yoga.fetch('http://engine.local/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  return { ask, lines };
}

describe('the operation log', () => {
  it('writes one debug line per operation with the request id of the page that asked', async () => {
    const { ask, lines } = server('debug');
    await requestContext.run({ requestId: 'page-render-7' }, async () => {
      await ask('query ProductPage { price }');
      await ask('{ broken }');
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
    await debug.ask(`query ${'A'.repeat(200)} { price }`);
    expect(debug.lines[0]!.operation).toBe('A'.repeat(64));

    const info = server('info');
    await info.ask('query ProductPage { price }');
    expect(info.lines).toEqual([]);
  });
});
