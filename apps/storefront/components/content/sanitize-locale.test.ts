import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize';

const notice =
  '<p>Besteld voor 23:59? <a href="{{store url=service/bezorgen}}">Meer over bezorgen</a> ' +
  '<a href="https://www.stroomhuis.nl/winkels">winkels</a> <a href="https://example.org/x">x</a> ' +
  '<a href="/fr/contact">contact</a></p>';

describe('links in CMS html keep the page’s language', () => {
  it('stay on /en, /fr and /de, and unprefixed on Dutch pages', () => {
    expect(sanitizeCmsHtml(notice, 'en')).toContain('href="/en/service/bezorgen"');
    expect(sanitizeCmsHtml(notice, 'en')).toContain('href="/en/winkels"');
    expect(sanitizeCmsHtml(notice, 'de')).toContain('href="/de/service/bezorgen"');
    expect(sanitizeCmsHtml(notice, 'nl')).toContain('href="/service/bezorgen"');
    expect(sanitizeCmsHtml(notice)).toContain('href="/winkels"');
  });

  it('leave links to other sites and already localised links alone', () => {
    const html = sanitizeCmsHtml(notice, 'en');
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('href="/fr/contact"');
    expect(html).not.toContain('/en/fr/');
  });
});
