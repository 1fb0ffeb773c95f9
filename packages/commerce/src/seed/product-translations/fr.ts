import type { PhraseBook } from '../phrase-book.ts';

/**
 * French texts of the demo catalogue's products, keyed by the Dutch part they translate;
 * `{1}`…`{9}` match any text (see `translate.ts`).
 */
export const fr: PhraseBook = {};
