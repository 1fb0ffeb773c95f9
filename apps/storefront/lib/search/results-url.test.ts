import { describe, expect, it } from 'vitest';
import { parseSearchSegments } from './results-url';

describe('search results URL', () => {
  it('reads the term and the listing state after it', () => {
    const parsed = parseSearchSegments(['koel%20kast', 'q', 'page', '2', 'brand', 'a~~b']);
    expect(parsed.term).toBe('koel kast');
    expect(parsed.basePath).toBe('/search/koel%20kast');
    expect(parsed.state.page).toBe(2);
    expect(parsed.state.filters).toEqual({ brand: ['a', 'b'] });
  });

  it('handles /search without a term, already decoded segments and ?page', () => {
    expect(parseSearchSegments([]).basePath).toBe('/search');
    expect(parseSearchSegments(['100%']).term).toBe('100%');
    expect(parseSearchSegments(['wasm'], { page: '3' }).state.page).toBe(3);
  });
});
