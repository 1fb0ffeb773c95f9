import { describe, expect, it } from 'vitest';
import { reshapeStore } from './reshape-store';

describe('reshapeStore', () => {
  it('fills a missing day as closed and keeps the week Sunday first', () => {
    const store = reshapeStore({
      code: 'breda',
      name: 'Stroomhuis Breda',
      street: 'Ginnekenstraat 9',
      postcode: '4811 JA',
      city: 'Breda',
      country: 'NL',
      phone: null,
      email: null,
      latitude: 51.5868,
      longitude: 4.7766,
      opening_hours: [{ weekday: 1, open: '09:30', close: '18:00' }, null],
    });
    expect(store.position).toEqual({ lat: 51.5868, lng: 4.7766 });
    expect(store.openingHours).toHaveLength(7);
    expect(store.openingHours[0]).toEqual({ weekday: 0, open: null, close: null });
    expect(store.openingHours[1]).toEqual({ weekday: 1, open: '09:30', close: '18:00' });
  });

  it('has no position without both coordinates', () => {
    const store = reshapeStore({
      code: 'x',
      name: 'X',
      street: null,
      postcode: null,
      city: null,
      country: null,
      phone: null,
      email: null,
      latitude: 52,
      longitude: null,
      opening_hours: null,
    });
    expect(store.position).toBeNull();
    expect(store.street).toBe('');
  });
});
