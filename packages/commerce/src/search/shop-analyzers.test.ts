import { describe, expect, it } from 'vitest';
import { englishAnalyzer, frenchAnalyzer, germanAnalyzer } from './shop-analyzers.ts';

describe('French, German and English analyzers', () => {
  it('fold accents, ß and ligatures the way shoppers type them', () => {
    expect(frenchAnalyzer.splitWords('Sèche-linge Œuf')).toEqual(['seche', 'linge', 'oeuf']);
    expect(germanAnalyzer.splitWords('Kühlschrank Größe')).toEqual(['kuhlschrank', 'grosse']);
  });

  it('drop elided articles and other function words', () => {
    expect(frenchAnalyzer.queryTerms("l'aspirateur d'eau de la maison")).toEqual(
      frenchAnalyzer.queryTerms('aspirateur eau maison'),
    );
    expect(germanAnalyzer.queryTerms('der Fernseher für die Küche')).toEqual(
      germanAnalyzer.queryTerms('Fernseher Küche'),
    );
    expect(englishAnalyzer.queryTerms('the kettle with a glass')).toEqual(
      englishAnalyzer.queryTerms('kettle glass'),
    );
  });

  it('stem plurals and inflections to the same term', () => {
    expect(frenchAnalyzer.stemWord('aspirateurs')).toBe(frenchAnalyzer.stemWord('aspirateur'));
    expect(germanAnalyzer.stemWord('waschmaschinen')).toBe(
      germanAnalyzer.stemWord('waschmaschine'),
    );
    expect(englishAnalyzer.stemWord('machines')).toBe(englishAnalyzer.stemWord('machine'));
    expect(englishAnalyzer.stemWord('washing')).toBe(englishAnalyzer.stemWord('wash'));
  });

  it('index the head and modifier of German compounds', () => {
    const terms = germanAnalyzer.indexTerms('Waschmaschine');
    expect(terms).toContain(germanAnalyzer.stemWord('maschine'));
    expect(terms).toContain(germanAnalyzer.stemWord('wasch'));
    expect(germanAnalyzer.indexTerms('Kühlschrank')).toContain(germanAnalyzer.stemWord('schrank'));
    // A head alone, or with fewer than three letters before it, is no compound.
    expect(germanAnalyzer.indexTerms('Maschine')).toEqual([germanAnalyzer.stemWord('maschine')]);
  });

  it('keep model codes and sizes verbatim', () => {
    expect(englishAnalyzer.indexTerms('WMS912 9kg')).toEqual(['wms912', '9kg']);
  });
});
