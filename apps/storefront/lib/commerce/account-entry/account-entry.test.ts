import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, databaseKinds } from '@webshop/commerce/testing';
import { checkPasswordResetLink, confirmAccount } from './index';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The confirmation and reset pages' engine calls, against a real engine in process.
describe.each(databaseKinds)('account-entry links on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let execute: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'account_entry'));
    execute = vi.spyOn(engine, 'execute');
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  it('confirms an account once; the same link again is invalid', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const outcome = await engine.services.customers.register(
      { email, password: 'Sterk-wachtw00rd', firstname: 'Femke', lastname: 'Jansen' },
      'nl',
    );
    if (outcome.kind !== 'created') throw new Error('not created');
    expect(await confirmAccount(email, outcome.confirmationKey, 'nl')).toEqual({
      result: 'valid',
      email,
    });
    expect(await confirmAccount(email, outcome.confirmationKey, 'nl')).toEqual({
      result: 'invalid',
      email: null,
    });
  });

  it('answers an unknown key as invalid', async () => {
    expect((await confirmAccount('nobody@example.com', 'wrong', 'nl')).result).toBe('invalid');
    expect(await checkPasswordResetLink('nobody@example.com', 'wrong', 'nl')).toBe('invalid');
  });

  it('does not ask the engine about empty or over-long link values', async () => {
    execute.mockClear();
    expect((await confirmAccount('', 'key', 'nl')).result).toBe('invalid');
    expect((await confirmAccount('a@example.com', 'k'.repeat(129), 'nl')).result).toBe('invalid');
    expect(await checkPasswordResetLink(`${'a'.repeat(250)}@example.com`, 't', 'nl')).toBe(
      'invalid',
    );
    expect(await checkPasswordResetLink('a@example.com', '', 'nl')).toBe('invalid');
    expect(execute).not.toHaveBeenCalled();
  });
});
