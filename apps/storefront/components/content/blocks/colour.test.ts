import { describe, expect, it } from 'vitest';
import { textColourOn } from './colour';

describe('text colour on a data colour', () => {
  it('picks the text with the better contrast', () => {
    expect(textColourOn('#0b3b66')).toBe('#ffffff');
    expect(textColourOn('#c2410c')).toBe('#ffffff');
    // The cash-back label's light blue: white reads 2.9:1 on it, ink about 5:1.
    expect(textColourOn('#00a0e1')).toBe('#1f2937');
    expect(textColourOn('#fde047')).toBe('#1f2937');
    expect(textColourOn('#FFF')).toBe('#1f2937');
  });

  it('keeps white for colours it cannot read', () => {
    expect(textColourOn(undefined)).toBe('#ffffff');
    expect(textColourOn('teal')).toBe('#ffffff');
  });
});
