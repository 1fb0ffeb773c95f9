import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks the typed prefix, case-insensitively', () => {
    expect(highlightParts('Voltana Wasmachine WM 8 kg', 'wasm')).toEqual([
      { text: 'Voltana ', match: false },
      { text: 'Wasm', match: true },
      { text: 'achine WM 8 kg', match: false },
    ]);
  });

  it('marks every typed word and ignores accents', () => {
    const parts = highlightParts('Café koffiezetapparaat', 'cafe koffie');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Café', 'koffie']);
  });

  it('returns the text unmarked without typed words, and nothing for no text', () => {
    expect(highlightParts('Koelkast', '  ')).toEqual([{ text: 'Koelkast', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});
