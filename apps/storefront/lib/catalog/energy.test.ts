import { describe, expect, it } from 'vitest';
import { energyColour, energyTextColour } from './energy';

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

describe('energy class colours', () => {
  it('follow the EU label from green to red, not one green for every class', () => {
    expect(energyColour('A')).toBe('#00a651');
    expect(energyColour('E')).toBe('#fdb913');
    expect(energyColour('F')).toBe('#f37021');
    expect(energyColour('G')).toBe('#f02a30');
    expect(energyColour('A+++')).toBe(energyColour('A'));
    expect(new Set('ABCDEFG'.split('').map(energyColour)).size).toBe(7);
  });

  it('keep the class readable: text contrast of at least 4.5:1 on every colour', () => {
    for (const letter of 'ABCDEFG') {
      expect(contrast(energyColour(letter), energyTextColour), letter).toBeGreaterThanOrEqual(4.5);
    }
  });
});
