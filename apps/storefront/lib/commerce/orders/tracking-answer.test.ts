import { beforeEach, describe, expect, it, vi } from 'vitest';

const engine = vi.hoisted(() => ({
  execute: vi.fn<(...args: unknown[]) => Promise<unknown>>(),
}));
vi.mock('../engine', () => ({ getEngine: async () => engine }));

const { findOrderForTracking } = await import('./index');

describe('findOrderForTracking', () => {
  beforeEach(() => engine.execute.mockReset());

  it("asks the engine with the shopper's address, which it throttles wrong answers by", async () => {
    engine.execute.mockResolvedValue({
      data: null,
      errors: [{ message: 'Could not find the order.', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(await findOrderForTracking('100000012', '3511AB', '198.51.100.7')).toEqual({
      kind: 'not-found',
    });
    const [, variables, headers] = engine.execute.mock.calls[0]!;
    expect(variables).toEqual({ number: '100000012', postcode: '3511AB' });
    expect(headers).toMatchObject({ 'X-Forwarded-For': '198.51.100.7' });
  });

  it('says a locked lookup apart from a wrong one, with the whole minutes left', async () => {
    engine.execute.mockResolvedValue({
      data: { guestOrder: null },
      errors: [
        {
          message: 'Too many attempts to find this order; try again in 15 minutes.',
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 899 },
        },
      ],
    });
    expect(await findOrderForTracking('100000012', '3511AB', null)).toEqual({
      kind: 'locked',
      minutes: 15,
    });
    engine.execute.mockResolvedValue({
      errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    expect(await findOrderForTracking('100000012', '3511AB', null)).toEqual({
      kind: 'locked',
      minutes: 1,
    });
  });
});
