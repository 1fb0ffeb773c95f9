import { describe, expect, it } from 'vitest';
import { storeOpenState, weekFromMonday } from './store-opening';

/** Sunday closed, Monday 13-18, Tuesday to Saturday 09:30-18:00, Thursday late until 21:00. */
const week = [
  { weekday: 0, open: null, close: null },
  { weekday: 1, open: '13:00', close: '18:00' },
  { weekday: 2, open: '09:30', close: '18:00' },
  { weekday: 3, open: '09:30', close: '18:00' },
  { weekday: 4, open: '09:30', close: '21:00' },
  { weekday: 5, open: '09:30', close: '18:00' },
  { weekday: 6, open: '09:30', close: '17:00' },
];

/** 2026-03-10 is a Tuesday; Amsterdam is UTC+1 then (winter time). */
const amsterdam = (isoLocal: string, offset = '+01:00') => new Date(`${isoLocal}${offset}`);

describe('storeOpenState', () => {
  it('is open from the opening minute and closed from the closing minute', () => {
    expect(storeOpenState(week, amsterdam('2026-03-10T09:29:59')).open).toBe(false);
    expect(storeOpenState(week, amsterdam('2026-03-10T09:30:00'))).toEqual({
      open: true,
      closesAt: '18:00',
    });
    expect(storeOpenState(week, amsterdam('2026-03-10T17:59:00')).open).toBe(true);
    expect(storeOpenState(week, amsterdam('2026-03-10T18:00:00'))).toEqual({
      open: false,
      opensAt: { weekday: 3, time: '09:30', daysAhead: 1 },
    });
  });

  it('before opening today, opens later today', () => {
    expect(storeOpenState(week, amsterdam('2026-03-09T08:00:00'))).toEqual({
      open: false,
      opensAt: { weekday: 1, time: '13:00', daysAhead: 0 },
    });
  });

  it('on a closed Sunday and after Saturday closing, opens on Monday', () => {
    expect(storeOpenState(week, amsterdam('2026-03-08T12:00:00'))).toEqual({
      open: false,
      opensAt: { weekday: 1, time: '13:00', daysAhead: 1 },
    });
    expect(storeOpenState(week, amsterdam('2026-03-07T17:00:00')).open).toBe(false);
  });

  it('reads the time in Amsterdam, not in UTC, across summer time', () => {
    // 08:45 UTC on a summer Thursday is 10:45 in Amsterdam: open.
    expect(storeOpenState(week, new Date('2026-07-02T08:45:00Z')).open).toBe(true);
    // 20:30 UTC on that Thursday is 22:30 in Amsterdam: closed after the late evening.
    expect(storeOpenState(week, new Date('2026-07-02T20:30:00Z')).open).toBe(false);
    // 23:30 UTC on a winter Monday is 00:30 on Tuesday in Amsterdam: opens later that day.
    expect(storeOpenState(week, new Date('2026-03-09T23:30:00Z'))).toEqual({
      open: false,
      opensAt: { weekday: 2, time: '09:30', daysAhead: 0 },
    });
  });

  it('treats broken or inverted hours as closed, and no hours at all as never opening', () => {
    const broken = [
      { weekday: 2, open: '18:00', close: '09:00' },
      { weekday: 3, open: '9:30', close: '18:00' },
      { weekday: 4, open: '25:00', close: '26:00' },
    ];
    expect(storeOpenState(broken, amsterdam('2026-03-10T12:00:00'))).toEqual({
      open: false,
      opensAt: null,
    });
    expect(storeOpenState([], amsterdam('2026-03-10T12:00:00'))).toEqual({
      open: false,
      opensAt: null,
    });
  });

  it('a store open only on the current weekday, after closing, opens again a week later', () => {
    const onlyTuesday = [{ weekday: 2, open: '10:00', close: '12:00' }];
    expect(storeOpenState(onlyTuesday, amsterdam('2026-03-10T13:00:00'))).toEqual({
      open: false,
      opensAt: { weekday: 2, time: '10:00', daysAhead: 7 },
    });
  });
});

describe('weekFromMonday', () => {
  it('puts Sunday last', () => {
    expect(weekFromMonday(week).map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});
