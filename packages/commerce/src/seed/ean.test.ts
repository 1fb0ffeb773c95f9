import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dutchEan13, ean13CheckDigit, isValidEan13 } from './ean.ts';

describe('EAN-13', () => {
  it('computes check digits of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('8710398500502')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('generates valid Dutch EANs for any serial and offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), fc.nat(), (serial, offset) => {
        const ean = dutchEan13(serial, offset);
        expect(ean).toMatch(/^87\d{11}$/);
        expect(isValidEan13(ean)).toBe(true);
      }),
    );
  });

  it('gives distinct serials distinct EANs', () => {
    const eans = new Set(Array.from({ length: 200_000 }, (_, serial) => dutchEan13(serial, 12345)));
    expect(eans.size).toBe(200_000);
  });

  it('detects every single-digit error', () => {
    const ean = dutchEan13(42);
    for (let position = 0; position < 13; position++) {
      const digit = Number(ean[position]);
      const changed = ean.slice(0, position) + ((digit + 1) % 10) + ean.slice(position + 1);
      expect(isValidEan13(changed)).toBe(false);
    }
  });
});
