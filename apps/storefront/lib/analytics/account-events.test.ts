import { describe, expect, it } from 'vitest';
import { accountEvent, pushAccountEvent } from './account-events';

describe('GA4 account events', () => {
  it('pushes login and sign_up with the e-mail method when a tag manager is configured', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushAccountEvent(accountEvent('login'), target, true)).toBe(true);
    expect(pushAccountEvent(accountEvent('sign_up'), target, true)).toBe(true);
    expect(target.dataLayer).toEqual([
      { event: 'login', method: 'email' },
      { event: 'sign_up', method: 'email' },
    ]);
  });

  it('pushes nothing without a tag manager', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushAccountEvent(accountEvent('login'), target, false)).toBe(false);
    expect(target.dataLayer).toBeUndefined();
  });
});
