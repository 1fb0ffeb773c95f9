/** What one typed word of a search stands for: the dictionary's terms it expands to. */
import type { TermEntry } from './term-postings.ts';

export interface WordExpansion {
  entry: TermEntry;
  /** 1 for the exact term, lower for prefix and fuzzy matches. */
  weight: number;
}

/** The terms one typed word stands for. */
export interface WordTerms {
  /** The word as typed, or its typo corrections when the dictionary lacks it: every field. */
  whole: WordExpansion[];
  /** Longer words an unfinished word may become: the short fields only. */
  prefix: WordExpansion[];
}
