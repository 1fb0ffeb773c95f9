import { describe, expect, it } from 'vitest';
import { relativeLink, replaceStoreUrlPlaceholders } from './links';
import { searchPath, shouldNavigateToSearch } from './search';

describe('links (spec §2)', () => {
  const domains = ['www.stroomhuis.nl', 'staging.stroomhuis.nl'];
  it('strips the store and staging domains', () => {
    expect(relativeLink('https://www.stroomhuis.nl/huishouden?x=1', domains)).toBe(
      '/huishouden?x=1',
    );
    expect(relativeLink('https://staging.stroomhuis.nl/merken', domains)).toBe('/merken');
  });
  it('keeps other absolute links and makes bare paths relative to the root', () => {
    expect(relativeLink('https://www.thuiswinkel.org/', domains)).toBe(
      'https://www.thuiswinkel.org/',
    );
    expect(relativeLink('winkels', domains)).toBe('/winkels');
    expect(relativeLink('{{store url=service/gespreid-betalen}}', domains)).toBe(
      '/service/gespreid-betalen',
    );
  });
  it('replaces store url placeholders in html', () => {
    expect(replaceStoreUrlPlaceholders('<a href="{{store url=contact}}">x</a>')).toBe(
      '<a href="/contact">x</a>',
    );
  });
});

describe('search navigation (spec §5)', () => {
  it('navigates only for a changed term of at least 2 characters, or an empty one', () => {
    expect(shouldNavigateToSearch('a', '')).toBe(false);
    expect(shouldNavigateToSearch('tv', '')).toBe(true);
    expect(shouldNavigateToSearch('tv', 'tv')).toBe(false);
    expect(shouldNavigateToSearch('', 'tv')).toBe(true);
    expect(searchPath(' wasmachine 8kg ')).toBe('/search/wasmachine%208kg');
    expect(searchPath('')).toBe('/search');
  });
});
