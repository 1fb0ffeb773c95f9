import { describe, expect, it } from 'vitest';
import { switchPaths } from './switch-paths';

const category = {
  'nl-NL': 'https://shop.test/huishouden/wasmachines',
  'fr-FR': 'https://shop.test/fr/electromenager/lave-linge',
  'de-DE': 'https://shop.test/de/haushalt/waschmaschinen',
  'en-US': 'https://shop.test/en/household/washing-machines',
  'x-default': 'https://shop.test/huishouden/wasmachines',
};

describe('the language switcher’s addresses (ADR 0042)', () => {
  it('goes to each language’s own path of the page', () => {
    expect(switchPaths('/electromenager/lave-linge', 'fr', category)).toEqual({
      nl: '/huishouden/wasmachines',
      fr: '/electromenager/lave-linge',
      de: '/haushalt/waschmaschinen',
      en: '/household/washing-machines',
    });
  });

  it('keeps a listing’s filters after the path', () => {
    expect(switchPaths('/huishouden/wasmachines/q/brand/bosch', 'nl', category).de).toBe(
      '/haushalt/waschmaschinen/q/brand/bosch',
    );
  });

  it('keeps the path where the alternates name no other address', () => {
    expect(switchPaths('/cart', 'fr', {})).toEqual({
      nl: '/cart',
      fr: '/cart',
      de: '/cart',
      en: '/cart',
    });
    // Alternates of another page (a stale head): the current path, not a wrong page.
    expect(switchPaths('/winkels', 'nl', category).fr).toBe('/winkels');
    // The home page's alternates are no prefix of every path.
    const home = { 'nl-NL': 'https://shop.test/', 'fr-FR': 'https://shop.test/fr' };
    expect(switchPaths('/huishouden', 'nl', home).fr).toBe('/huishouden');
  });
});
