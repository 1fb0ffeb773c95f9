import { describe, expect, it } from 'vitest';
import { returnDeadline } from './return-rules.ts';

describe('the return deadline', () => {
  it('ends at midnight in Amsterdam after the 14th day after delivery', () => {
    // Delivered 21:00 on 1 June (CEST, UTC+2): returns until 24:00 on 15 June local time.
    expect(returnDeadline(new Date('2026-06-01T19:00:00Z'), 14).toISOString()).toBe(
      '2026-06-15T21:59:59.999Z',
    );
    // Delivered 00:30 local on 2 June counts as 2 June.
    expect(returnDeadline(new Date('2026-06-01T22:30:00Z'), 14).toISOString()).toBe(
      '2026-06-16T21:59:59.999Z',
    );
  });

  it('follows the clock change inside the period', () => {
    // Delivered 20 October (CEST); the 14th day, 3 November, is in CET (UTC+1).
    expect(returnDeadline(new Date('2026-10-20T10:00:00Z'), 14).toISOString()).toBe(
      '2026-11-03T22:59:59.999Z',
    );
    // A setting of 0 days: returns close at the end of the delivery day.
    expect(returnDeadline(new Date('2026-11-20T10:00:00Z'), 0).toISOString()).toBe(
      '2026-11-20T22:59:59.999Z',
    );
  });
});
