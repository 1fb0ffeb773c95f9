import { describe, expect, it } from 'vitest';
import { openStateText } from './open-state-text';

const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? ' ' + JSON.stringify(values) : ''}`;

describe('openStateText', () => {
  it('says until when a store is open', () => {
    expect(openStateText({ open: true, closesAt: '18:00' }, 'nl', t)).toBe(
      'openUntil {"time":"18:00"}',
    );
  });

  it('says today only for a later opening the same day, a weekday otherwise', () => {
    const later = { weekday: 2, time: '09:30', daysAhead: 0 };
    expect(openStateText({ open: false, opensAt: later }, 'nl', t)).toBe(
      'opensToday {"time":"09:30"}',
    );
    const nextWeek = { weekday: 2, time: '09:30', daysAhead: 7 };
    expect(openStateText({ open: false, opensAt: nextWeek }, 'nl', t)).toBe(
      'opensOn {"day":"dinsdag","time":"09:30"}',
    );
    expect(openStateText({ open: false, opensAt: null }, 'en', t)).toBe('closedNow');
  });
});
