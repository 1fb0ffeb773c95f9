import { describe, expect, it } from 'vitest';
import type { PhysicalStore } from '@/lib/commerce/stores/types';
import { storeStructuredData } from './store-structured-data';

const store: PhysicalStore = {
  code: 'utrecht',
  name: 'Stroomhuis Utrecht',
  street: 'Oudegracht 201',
  postcode: '3511 NH',
  city: 'Utrecht',
  country: 'NL',
  phone: '030 555 0119',
  email: 'utrecht@stroomhuis.nl',
  position: { lat: 52.0894, lng: 5.1196 },
  openingHours: [
    { weekday: 0, open: null, close: null },
    { weekday: 1, open: '11:00', close: '18:00' },
    { weekday: 2, open: '09:30', close: '18:00' },
    { weekday: 3, open: '09:30', close: '18:00' },
    { weekday: 4, open: '09:30', close: '21:00' },
    { weekday: 5, open: '09:30', close: '18:00' },
    { weekday: 6, open: '09:30', close: '17:00' },
  ],
};

const pageUrl = 'https://shop.example/winkels/utrecht';

describe('storeStructuredData', () => {
  it('describes the store with address, geo, telephone and url', () => {
    const data = storeStructuredData(store, { pageUrl, telephone: '+31305550119' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Stroomhuis Utrecht',
      url: pageUrl,
      telephone: '+31305550119',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Oudegracht 201',
        postalCode: '3511 NH',
        addressLocality: 'Utrecht',
        addressCountry: 'NL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 52.0894, longitude: 5.1196 },
    });
  });

  it('groups days with the same hours and leaves closed days out', () => {
    const { openingHoursSpecification } = storeStructuredData(store, { pageUrl, telephone: null });
    expect(openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday'],
        opens: '11:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Friday'],
        opens: '09:30',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Thursday'],
        opens: '09:30',
        closes: '21:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:30',
        closes: '17:00',
      },
    ]);
  });

  it('leaves out what the store lacks', () => {
    const data = storeStructuredData(
      { ...store, position: null, email: null },
      { pageUrl, telephone: null },
    );
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
  });
});
