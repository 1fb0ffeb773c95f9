import { describe, expect, it } from 'vitest';
import { navigationPath, relativeLink, replaceStoreUrlPlaceholders } from './links';

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
  it('rewrites links with a navigation segment to /navigation/{path} (spec §2 routes)', () => {
    expect(relativeLink('https://www.stroomhuis.nl/nl/navigation/huishouden?x=1', domains)).toBe(
      '/navigation/huishouden?x=1',
    );
    expect(relativeLink('navigation/sport/boksen', domains)).toBe('/navigation/sport/boksen');
    expect(relativeLink('{{store url=navigation/beeld}}', domains)).toBe('/navigation/beeld');
    expect(navigationPath('/navigation')).toBe('/navigation');
    expect(navigationPath('/navigationbar/x')).toBe('/navigationbar/x');
    expect(navigationPath('/service/bezorgen#navigation')).toBe('/service/bezorgen#navigation');
  });
  it('strips the API base and protocol-relative shop links', () => {
    expect(
      relativeLink('https://api.stroomhuis.nl/rest/x', domains, 'https://api.stroomhuis.nl'),
    ).toBe('/rest/x');
    expect(relativeLink('//www.stroomhuis.nl/merken', domains)).toBe('/merken');
  });
  it('turns script and data links into the home page and keeps mail and phone links', () => {
    expect(relativeLink('javascript:alert(1)', domains)).toBe('/');
    expect(relativeLink(' JAVASCRIPT:alert(1)', domains)).toBe('/');
    expect(relativeLink('data:text/html,x', domains)).toBe('/');
    expect(relativeLink('mailto:info@stroomhuis.nl', domains)).toBe('mailto:info@stroomhuis.nl');
    expect(relativeLink('tel:+31301234567', domains)).toBe('tel:+31301234567');
  });
});
