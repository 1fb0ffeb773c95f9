import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { ShopLogo, logoSvg } from './shop-logo';

describe('the header’s logo', () => {
  it('says its tagline in the page’s language', () => {
    const taglines = Object.fromEntries(
      Object.entries({ nl, fr, de, en }).map(([locale, messages]) => [
        locale,
        messages.Header.logoTagline,
      ]),
    );
    expect(taglines).toEqual({
      nl: 'WITGOED · TECH · SPORT',
      fr: 'ÉLECTROMÉNAGER · TECH · SPORT',
      de: 'HAUSGERÄTE · TECHNIK · SPORT',
      en: 'APPLIANCES · TECH · SPORT',
    });
    const french = logoSvg(fr.Header.logoTagline);
    expect(french).toContain('>ÉLECTROMÉNAGER · TECH · SPORT</text>');
    expect(french).not.toContain('WITGOED');
    expect(french).toContain('Stroomhuis');
    // A picture at the logo's size without a text of its own: the link around it names the shop.
    const markup = renderToStaticMarkup(<ShopLogo tagline={fr.Header.logoTagline} />);
    expect(markup).toMatch(/^<img[^>]* width="161" height="64"[^>]* alt=""/);
    const src = /src="data:image\/svg\+xml,([^"]*)"/.exec(markup)?.[1] ?? '';
    expect(decodeURIComponent(src.replace(/&amp;/g, '&'))).toBe(french);
    expect(logoSvg('A & <B>')).toContain('>A &amp; &lt;B&gt;</text>');
  });
});
