import type { PhraseBook } from '../phrase-book.ts';
import { audio } from './fr/audio.ts';
import { boxing } from './fr/boxing.ts';
import { categories } from './fr/categories.ts';
import { computers } from './fr/computers.ts';
import { cooling } from './fr/cooling.ts';
import { fitness } from './fr/fitness.ts';
import { kitchen } from './fr/kitchen.ts';
import { laundry } from './fr/laundry.ts';
import { shared } from './fr/shared.ts';
import { television } from './fr/television.ts';

/**
 * French texts of the demo catalogue's products, keyed by the Dutch part they translate;
 * `{1}`…`{9}` match any text (see `translate.ts`). One part per product kind, plus the texts they
 * share.
 */
export const fr: PhraseBook = {
  ...shared,
  ...categories,
  ...laundry,
  ...cooling,
  ...kitchen,
  ...television,
  ...audio,
  ...computers,
  ...boxing,
  ...fitness,
};
