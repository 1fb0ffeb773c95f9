import { describe, expect, it } from 'vitest';
import { fillContentPrices as fill } from './content-prices';

/** Intl separates with no-break spaces; the tests read them as spaces. */
const fillContentPrices = (text: string, locale: string) =>
  fill(text, locale).replace(/[\u00a0\u202f]/g, ' ');

describe('prices in content texts', () => {
  it('are written by the page’s locale, never as Dutch text', () => {
    const text = 'Nu {{price cents=104900}} in plaats van {{price cents=124900}}';
    expect(fillContentPrices(text, 'nl')).toBe('Nu € 1.049 in plaats van € 1.249');
    expect(fillContentPrices('Now {{price cents=104900}}', 'en')).toBe('Now €1,049');
    expect(fillContentPrices('Dès {{price cents=4500}}', 'fr')).toBe('Dès 45 €');
    expect(fillContentPrices('Ab {{price cents=104900}}', 'de')).toBe('Ab 1.049 €');
  });

  it('keep their cents when they have them', () => {
    expect(fillContentPrices('{{price cents=295}}', 'en')).toBe('€2.95');
    expect(fillContentPrices('{{price cents=295}}', 'nl')).toBe('€ 2,95');
  });

  it('leave texts without a price alone', () => {
    expect(fillContentPrices('Gratis bezorging {{store url=x}}', 'fr')).toBe(
      'Gratis bezorging {{store url=x}}',
    );
  });
});
