import { describe, expect, it } from 'vitest';
import { formatOpeningHours, labelKey, productStatusKey } from './known-values';

describe('values the shop knows the meaning of', () => {
  it('maps the store statuses and label codes to messages, unknown ones to none', () => {
    expect(productStatusKey('Actief')).toBe('active');
    expect(productStatusKey('Actief (op aanvraag)')).toBe('onRequest');
    expect(productStatusKey('Uit assortiment')).toBe('outOfAssortment');
    expect(productStatusKey('Iets nieuws')).toBeNull();
    expect(labelKey('cheaper_in_store')).toBe('cheaper_in_store');
    expect(labelKey('made_up')).toBeNull();
  });

  it('writes opening days in the language of the page, not in Dutch', () => {
    const weekdays = { openingDays: [1, 2, 3, 4, 5], openingHour: '08:30', closingHour: '17:00' };
    expect(formatOpeningHours(weekdays, 'nl-NL')).toBe('ma–vr 08:30–17:00');
    expect(formatOpeningHours(weekdays, 'en-GB')).toBe('Mon–Fri 08:30–17:00');
    expect(formatOpeningHours(weekdays, 'fr-FR')).toBe('lun.–ven. 08:30–17:00');
    expect(formatOpeningHours(weekdays, 'de-DE')).toBe('Mo–Fr 08:30–17:00');
    const split = { openingDays: [6, 1, 2, 0], openingHour: '10:00', closingHour: '16:00' };
    expect(formatOpeningHours(split, 'en-GB')).toBe('Mon–Tue, Sat–Sun 10:00–16:00');
  });
});
