import { describe, expect, it } from 'vitest';
import { formatShopDate } from './dates';

describe('formatShopDate', () => {
  it('writes the date as each locale does, never as the raw ISO date', () => {
    expect(formatShopDate('2026-12-12', 'nl')).toBe('12 december 2026');
    expect(formatShopDate('2026-12-12', 'fr')).toBe('12 décembre 2026');
    expect(formatShopDate('2026-12-12', 'de')).toBe('12. Dezember 2026');
    expect(formatShopDate('2026-12-12', 'en')).toBe('December 12, 2026');
  });

  it('keeps the day at the edges of the year and leaves junk as it is', () => {
    expect(formatShopDate('2026-01-01T00:00:00', 'nl')).toBe('1 januari 2026');
    expect(formatShopDate('binnenkort', 'nl')).toBe('binnenkort');
  });
});
