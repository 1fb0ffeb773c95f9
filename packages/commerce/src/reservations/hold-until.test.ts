import { describe, expect, it } from 'vitest';
import type { StoreRecord } from '../stores/store-service.ts';

type OpeningHours = StoreRecord['openingHours'][number];
import { reservationHoldUntil } from './hold-until.ts';

const zone = 'Europe/Amsterdam';
/** Sunday closed, Monday 12–18, Tuesday to Saturday 9–18 (Thursday till 21). */
const week: OpeningHours[] = [
  { weekday: 0, open: null, close: null },
  { weekday: 1, open: '12:00', close: '18:00' },
  { weekday: 2, open: '09:00', close: '18:00' },
  { weekday: 3, open: '09:00', close: '18:00' },
  { weekday: 4, open: '09:00', close: '21:00' },
  { weekday: 5, open: '09:00', close: '18:00' },
  { weekday: 6, open: '09:00', close: '17:00' },
];

describe('reservationHoldUntil', () => {
  it('holds until the store closes on the last day, not 72 hours to the minute', () => {
    // Tuesday 24 November 2026 13:00 in Amsterdam (UTC+1): the last day is Friday.
    const until = reservationHoldUntil(new Date('2026-11-24T12:00:00Z'), week, 3, zone);
    expect(until.toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });

  it('uses that day’s own closing time, even when it comes before the 72nd hour', () => {
    // Monday 23 November 20:30: Thursday closes at 21:00.
    expect(
      reservationHoldUntil(new Date('2026-11-23T19:30:00Z'), week, 3, zone).toISOString(),
    ).toBe('2026-11-26T20:00:00.000Z');
    // Tuesday 24 November 20:30: Friday closes at 18:00, earlier than the 72nd hour.
    expect(
      reservationHoldUntil(new Date('2026-11-24T19:30:00Z'), week, 3, zone).toISOString(),
    ).toBe('2026-11-27T17:00:00.000Z');
  });

  it('moves a hold ending on a closed day to the closing time of the next open day', () => {
    // Thursday 26 November 00:15 (Amsterdam): the last day is Sunday, closed → Monday 18:00.
    const until = reservationHoldUntil(new Date('2026-11-25T23:15:00Z'), week, 3, zone);
    expect(until.toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('skips days with unusable hours and keeps summer time right', () => {
    const broken = week.map((line) =>
      line.weekday === 6 ? { weekday: 6, open: '18:00', close: '09:00' } : line,
    );
    // Wednesday 21 October 2026 (UTC+2): Saturday's hours close before they open, Sunday is
    // closed, so Monday 26 October 18:00, after the clocks went back (UTC+1).
    expect(
      reservationHoldUntil(new Date('2026-10-21T10:00:00Z'), broken, 3, zone).toISOString(),
    ).toBe('2026-10-26T17:00:00.000Z');
    // Tuesday 20 October: Friday 23 October 18:00 summer time is 16:00 UTC.
    expect(
      reservationHoldUntil(new Date('2026-10-20T10:00:00Z'), week, 3, zone).toISOString(),
    ).toBe('2026-10-23T16:00:00.000Z');
  });

  it('holds exactly the days when the store has no usable hours at all', () => {
    const closed = week.map((line) => ({ ...line, open: null, close: null }));
    expect(
      reservationHoldUntil(new Date('2026-11-24T12:03:00Z'), closed, 3, zone).toISOString(),
    ).toBe('2026-11-27T12:03:00.000Z');
  });
});
