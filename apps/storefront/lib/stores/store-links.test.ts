import { describe, expect, it } from 'vitest';
import { directionsUrl, storePath, telHref } from './store-links';

describe('directionsUrl', () => {
  it('points Google Maps directions at the coordinates', () => {
    const url = new URL(
      directionsUrl({
        name: 'Stroomhuis Utrecht',
        street: 'Oudegracht 201',
        postcode: '3511 NH',
        city: 'Utrecht',
        position: { lat: 52.0894, lng: 5.1196 },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('52.0894,5.1196');
  });

  it('falls back to the address without coordinates', () => {
    const url = new URL(
      directionsUrl({
        name: 'Stroomhuis Breda',
        street: 'Ginnekenstraat 9',
        postcode: '4811 JA',
        city: 'Breda',
        position: null,
      }),
    );
    expect(url.searchParams.get('destination')).toBe(
      'Stroomhuis Breda, Ginnekenstraat 9, 4811 JA Breda',
    );
  });
});

describe('telHref', () => {
  it('writes Dutch numbers internationally', () => {
    expect(telHref('030 555 0119')).toBe('tel:+31305550119');
    expect(telHref('+32 9 555 01 19')).toBe('tel:+3295550119');
    expect(telHref('0032 9 555 01 19')).toBe('tel:+3295550119');
  });
});

describe('storePath', () => {
  it('encodes the code', () => {
    expect(storePath('den-haag')).toBe('/winkels/den-haag');
    expect(storePath('a b')).toBe('/winkels/a%20b');
  });
});
