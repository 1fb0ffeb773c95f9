/**
 * 'Did you mean' phrases: the typed words with each corrected word replaced by a vocabulary word
 * that fuzzy matching found in its place, best candidate first.
 */
import type { TextSearchResult } from './text-index.ts';

export function didYouMean(
  result: Pick<TextSearchResult, 'words' | 'corrections'>,
  limit = 3,
): string[] {
  if (result.corrections.length === 0) return [];
  const candidatesAt = new Map(result.corrections.map((c) => [c.index, c.candidates]));
  const typed = result.words.join(' ');
  const phrases: string[] = [];
  const variants = Math.max(...result.corrections.map((c) => c.candidates.length));
  for (let variant = 0; variant < variants && phrases.length < limit; variant++) {
    const phrase = result.words
      .map((word, index) => {
        const candidates = candidatesAt.get(index);
        return candidates ? candidates[Math.min(variant, candidates.length - 1)]! : word;
      })
      .join(' ');
    if (phrase !== typed && !phrases.includes(phrase)) phrases.push(phrase);
  }
  return phrases;
}
