import { describe, expect, it } from 'vitest';
import { relativeLink, replaceStoreUrlPlaceholders } from './links';

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
