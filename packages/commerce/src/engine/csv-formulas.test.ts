import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './csv-formulas.ts';

describe('formula cells', () => {
  it('prefixes the cells a spreadsheet would run with a quote', () => {
    for (const cell of ['=cmd|/c calc!A1', '+1', '-20% korting', '@SUM(A1)', '\tx', '\rx']) {
      expect(escapeFormula(cell)).toBe(`'${cell}`);
    }
    expect(escapeFormula('Wasmachine 8 kg')).toBe('Wasmachine 8 kg');
    expect(escapeFormula("'s-Hertogenbosch")).toBe("'s-Hertogenbosch");
  });

  it('reads every escaped cell back as the original text, leading quotes included', () => {
    for (const cell of ['=1+1', "'=1+1", "''-x", "'plain", 'plain', '', "'", '-', "'@"]) {
      expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
    }
  });
});
