import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('country names in addresses', () => {
  it('are written in the page’s language', () => {
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('NL', 'fr')).toBe('Pays-Bas');
    expect(countryName('NL', 'de')).toBe('Niederlande');
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('BE', 'nl')).toBe('België');
  });

  it('show an unknown or missing code as it is', () => {
    expect(countryName('', 'nl')).toBe('');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
