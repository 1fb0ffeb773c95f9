import { describe, expect, it } from 'vitest';
import { energyIconName } from './energy';

describe('energy icon name (spec §9)', () => {
  it('uses the label, with an old prefix for labels with a dot or plus', () => {
    expect(energyIconName('A')).toBe('a');
    expect(energyIconName('A+++')).toBe('old-aplusplusplus');
    expect(energyIconName('B.')).toBe('old-b');
  });
});
