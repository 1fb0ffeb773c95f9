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

  it("names the shopper's address for the engine's sign-in throttling only when known", () => {
    expect(commerceHeaders(null, 'nl', '198.51.100.7')).toMatchObject({
      'X-Forwarded-For': '198.51.100.7',
    });
    expect(commerceHeaders(null, 'nl', null)).not.toHaveProperty('X-Forwarded-For');
  });
});
