import { describe, expect, it } from 'vitest';
import {
  exactCodeMatch,
  isSearchPage,
  searchPath,
  searchPathFromQuery,
  shouldNavigateToSearch,
  termFromPath,
} from './navigation';

describe('spec §5 search navigation rule', () => {
  it.each([
    ['wasm', '', true],
    ['w', '', false],
    ['', 'wasm', true],
    ['wasm', 'wasm', false],
    ['  wasm ', 'wasm', false],
    ['wa', 'w', true],
  ])('term %j after %j navigates: %s', (term, previous, expected) => {
    expect(shouldNavigateToSearch(term, previous)).toBe(expected);
  });

  it('builds /search/{term} or /search for an empty term', () => {
    expect(searchPath(' koel kast ')).toBe('/search/koel%20kast');
    expect(searchPath('')).toBe('/search');
    expect(searchPath('50%')).toBe('/search/50');
  });

  it('reads the term back from the path and recognises search pages', () => {
    expect(termFromPath('/search/koel%20kast')).toBe('koel kast');
    expect(termFromPath('/search/%E0')).toBe('%E0');
    expect(termFromPath('/search')).toBe('');
    expect(isSearchPage('/search')).toBe(true);
    expect(isSearchPage('/search/x')).toBe(true);
    expect(isSearchPage('/searching')).toBe(false);
  });
});

describe('exact EAN or SKU opens the product', () => {
  const hits = [
    { sku: 'VOL-WM-123', ean: '8712345678906', href: '/a' },
    { sku: 'X', ean: '1', href: '/b' },
  ];
  it('matches the first hit by EAN or SKU, ignoring case and spaces', () => {
    expect(exactCodeMatch(' 8712345678906 ', hits)?.href).toBe('/a');
    expect(exactCodeMatch('vol-wm-123', hits)?.href).toBe('/a');
  });
  it('does not match a partial code, a later hit or no hits', () => {
    expect(exactCodeMatch('871234567890', hits)).toBeNull();
    expect(exactCodeMatch('X', hits)).toBeNull();
    expect(exactCodeMatch('x', [])).toBeNull();
  });
});

describe('the header search sent without JavaScript (/search?q=)', () => {
  it('moves the term into the path, as the bar navigates', () => {
    expect(searchPathFromQuery([], 'wasmachien')).toBe('/search/wasmachien');
    expect(searchPathFromQuery(undefined, ' koel kast ')).toBe('/search/koel%20kast');
    expect(searchPathFromQuery([], '50%')).toBe('/search/50');
  });

  it('leaves a results page and an empty or repeated query alone', () => {
    expect(searchPathFromQuery(['wasmachine'], 'koelkast')).toBeNull();
    expect(searchPathFromQuery([], '  ')).toBeNull();
    expect(searchPathFromQuery([], undefined)).toBeNull();
    expect(searchPathFromQuery([], ['a', 'b'])).toBeNull();
  });
});
