import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { ShopLogo } from './shop-logo';

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
    const french = renderToStaticMarkup(<ShopLogo tagline={fr.Header.logoTagline} />);
    expect(french).toContain('>ÉLECTROMÉNAGER · TECH · SPORT</text>');
    expect(french).not.toContain('WITGOED');
    expect(french).toContain('Stroomhuis');
    // Drawn at the logo's size, hidden from screen readers: the link around it names the shop.
    expect(french).toMatch(/^<svg[^>]* width="161" height="64"[^>]* aria-hidden="true"/);
  });
});
