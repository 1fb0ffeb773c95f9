import type { PhraseBook } from '../phrase-book.ts';
import { audio } from './de/audio.ts';
import { boxing } from './de/boxing.ts';
import { categories } from './de/categories.ts';
import { catalogue } from './de/catalogue.ts';
import { computers } from './de/computers.ts';
import { cooling } from './de/cooling.ts';
import { fitness } from './de/fitness.ts';
import { kitchen } from './de/kitchen.ts';
import { laundry } from './de/laundry.ts';
import { shared } from './de/shared.ts';
import { television } from './de/television.ts';

/**
 * German texts of the demo catalogue's products, keyed by the Dutch part they translate;
 * `{1}`…`{9}` match any text (see `translate.ts`). Informal "du" (ADR 0039). Between templates
 * whose longest literal is equally long the earlier one is tried first, so the kinds come before
 * the shared phrases and, within a part, the narrower phrase before the wider ("Tot {1} uur"
 * before "{1} uur").
 */
export const de: PhraseBook = {
  ...laundry,
  ...cooling,
  ...kitchen,
  ...television,
  ...audio,
  ...computers,
  ...boxing,
  ...fitness,
  ...catalogue,
  ...shared,
  ...categories,
};
