import { describe, expect, it } from 'vitest';
import { mediaUrl, money, present } from './values';

describe('media urls (spec §7)', () => {
  it('turns media placeholders and relative files into /media paths', () => {
    expect(mediaUrl('{{media url=wysiwyg/home/a.svg}}')).toBe('/media/wysiwyg/home/a.svg');
    expect(mediaUrl('catalog/x.webp')).toBe('/media/catalog/x.webp');
    expect(mediaUrl('/images/x.svg')).toBe('/images/x.svg');
    expect(mediaUrl('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
    expect(mediaUrl(null)).toBeNull();
  });
});

describe('money', () => {
  it('needs a value; the currency defaults to EUR', () => {
    expect(money({ value: 12.5, currency: null })).toEqual({ value: 12.5, currency: 'EUR' });
    expect(money({ value: null, currency: 'EUR' })).toBeNull();
    expect(money(null)).toBeNull();
  });
});

describe('present', () => {
  it('leaves out the null entries a schema list may hold', () => {
    expect(present([1, null, 2, undefined])).toEqual([1, 2]);
    expect(present(null)).toEqual([]);
  });
});
