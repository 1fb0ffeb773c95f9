import type { PhraseBook } from '../phrase-book.ts';
import { audio } from './en/audio.ts';
import { boxing } from './en/boxing.ts';
import { categories } from './en/categories.ts';
import { computers } from './en/computers.ts';
import { cooling } from './en/cooling.ts';
import { fitness } from './en/fitness.ts';
import { kitchen } from './en/kitchen.ts';
import { laundry } from './en/laundry.ts';
import { shared } from './en/shared.ts';
import { television } from './en/television.ts';

/**
 * English texts of the demo catalogue's products, keyed by the Dutch part they translate;
 * `{1}`…`{9}` match any text (see `translate.ts`). One part per kind of product, and the texts
 * they share.
 */
export const en: PhraseBook = {
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
