import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../engine/logger.ts';
import { acceptedRequestId, requestContext, requestIdFor } from './request-context.ts';

function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

describe('the engine log', () => {
  it('puts the request id on every line written while the request is handled', async () => {
    const { log, lines } = capturedLog();
    log.info('before');
    await requestContext.run({ requestId: 'req-1' }, async () => {
      log.info('first');
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.warn({ order: '100000001' }, 'after a wait');
    });
    expect(lines.map((line) => line.requestId)).toEqual([undefined, 'req-1', 'req-1']);
    expect(lines[2]).toMatchObject({ order: '100000001', msg: 'after a wait' });
  });

  it('censors credentials and masks e-mail addresses, wherever they are', () => {
    const { log, lines } = capturedLog();
    log.info(
      {
        email: 'jan@example.nl',
        headers: { authorization: 'Bearer abc', cookie: 'session=x' },
        mail: { to: 'piet@example.nl', template: 'order-confirmation' },
        tokenCode: 'AT-1234-5678',
        err: new Error('550 mailbox klaas@example.nl unavailable'),
      },
      'sending to marie@example.be failed',
    );
    const text = JSON.stringify(lines[0]);
    expect(text).not.toMatch(/@example\./);
    expect(text).not.toContain('Bearer abc');
    expect(text).not.toContain('session=x');
    expect(text).not.toContain('AT-1234-5678');
    expect(lines[0]).toMatchObject({
      email: '[redacted]',
      mail: { to: '[redacted]', template: 'order-confirmation' },
      msg: 'sending to [e-mail] failed',
    });
    expect((lines[0]!.err as { message: string }).message).toBe('550 mailbox [e-mail] unavailable');
  });
});

describe('request ids', () => {
  it('keeps a short plain id and refuses anything else', () => {
    expect(acceptedRequestId('9f1c2a7e-4b1d-4c3a-9e55-0a1b2c3d4e5f')).toBeDefined();
    expect(acceptedRequestId('lb.node-2:1234')).toBe('lb.node-2:1234');
    for (const bad of ['', 'a'.repeat(65), 'id with space', '<script>', 'x\u2028y', '-leading']) {
      expect(acceptedRequestId(bad)).toBeUndefined();
    }
  });

  it('takes the sent id, else the surrounding request’s, else a new one', () => {
    expect(requestIdFor(new Headers({ 'x-request-id': 'abc-1' }))).toBe('abc-1');
    const inside = requestContext.run({ requestId: 'outer-7' }, () =>
      requestIdFor(new Headers({ 'x-request-id': 'bad id' })),
    );
    expect(inside).toBe('outer-7');
    const fresh = requestIdFor(new Headers());
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(new Headers())).not.toBe(fresh);
  });
});
