import { describe, expect, it } from 'vitest';
import { isOpenAt, localWeekdayAndMinutes } from './opening-hours';

const schedule = {
  openingHour: '08:30',
  closingHour: '17:00',
  openingDays: [1, 2, 3, 4, 5],
  timezone: 'Europe/Amsterdam',
};

describe('opening hours (spec §4)', () => {
  it('is open on an opening day between the hours, in Amsterdam time', () => {
    // Monday 5 January 2026, 09:00 in Amsterdam (CET, UTC+1).
    expect(isOpenAt(schedule, new Date('2026-01-05T08:00:00Z'))).toBe(true);
  });

  it('opens at the opening hour and closes at the closing hour', () => {
    expect(isOpenAt(schedule, new Date('2026-01-05T07:29:00Z'))).toBe(false);
    expect(isOpenAt(schedule, new Date('2026-01-05T07:30:00Z'))).toBe(true);
    expect(isOpenAt(schedule, new Date('2026-01-05T15:59:00Z'))).toBe(true);
    expect(isOpenAt(schedule, new Date('2026-01-05T16:00:00Z'))).toBe(false);
  });

  it('is closed on days that are not opening days', () => {
    // Sunday 4 January 2026, noon.
    expect(isOpenAt(schedule, new Date('2026-01-04T11:00:00Z'))).toBe(false);
  });

  it('follows summer time', () => {
    // Monday 6 July 2026, 08:45 in Amsterdam (CEST, UTC+2) is 06:45 UTC.
    expect(localWeekdayAndMinutes(new Date('2026-07-06T06:45:00Z'), 'Europe/Amsterdam')).toEqual({
      weekday: 1,
      minutes: 525,
    });
    expect(isOpenAt(schedule, new Date('2026-07-06T06:45:00Z'))).toBe(true);
  });
});
