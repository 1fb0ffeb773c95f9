import { describe, expect, it } from 'vitest';
import { commerceHeaders } from './transport';

describe('the headers every engine call carries', () => {
  it('names the page language so the engine mails the shopper in it', () => {
    expect(commerceHeaders(null, 'fr')).toMatchObject({ 'X-Locale': 'fr' });
    expect(commerceHeaders('secret', 'de')).toMatchObject({
      'X-Locale': 'de',
      Authorization: 'Bearer secret',
    });
    expect(commerceHeaders()).not.toHaveProperty('X-Locale');
  });
});
