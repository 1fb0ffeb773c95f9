import { describe, expect, it } from 'vitest';
import { shopDate, shopWeekStart } from './dates.ts';

describe('shop dates (Europe/Amsterdam)', () => {
  it('starts weeks on Monday midnight shop time, also across daylight saving changes', () => {
    // Sunday 29 March 2026 is the day the clocks go forward.
    expect(shopWeekStart(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe(
      '2026-03-22T23:00:00.000Z',
    );
    expect(shopWeekStart(new Date('2026-03-30T12:00:00Z')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(shopWeekStart(new Date('2026-03-23T12:00:00Z'), 1).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    // Monday 00:30 in Amsterdam is still Sunday evening in UTC.
    expect(shopWeekStart(new Date('2026-06-07T22:30:00Z')).toISOString()).toBe(
      '2026-06-07T22:00:00.000Z',
    );
  });

  it('gives the calendar day in the shop time zone', () => {
    expect(shopDate(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-02');
    expect(shopDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(shopDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
