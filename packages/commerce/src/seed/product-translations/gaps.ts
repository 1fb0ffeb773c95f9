/**
 * Lists the demo catalogue's Dutch product texts a phrase book does not translate yet:
 * `npm run seed:gaps -- fr` (or de, en; `--all` prints every text rather than one per shape,
 * where a shape is the text with its numbers replaced by #).
 */
import type { TranslatedLocale } from '../../content/localised.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from '../generate/catalog.ts';
import { SEED_BASE_DATE } from '../dates.ts';
import { ProductTranslator } from './translate.ts';

const args = process.argv.slice(2);
const locales = (args.filter((arg) => !arg.startsWith('--')) as TranslatedLocale[]).filter(
  (locale) => ['fr', 'de', 'en'].includes(locale),
);
const all = args.includes('--all');
const translator = new ProductTranslator();
generateCatalog({ products: DEFAULT_PRODUCT_COUNT, now: SEED_BASE_DATE, translator });
for (const locale of locales.length ? locales : (['fr', 'de', 'en'] as const)) {
  const shapes = new Map<string, { example: string; count: number }>();
  for (const text of translator.gaps[locale]) {
    const shape = all ? text : text.replace(/\d+(?:[.,]\d+)?/g, '#');
    const seen = shapes.get(shape);
    if (seen) seen.count++;
    else shapes.set(shape, { example: text, count: 1 });
  }
  console.log(`# ${locale}: ${translator.gaps[locale].size} texts, ${shapes.size} shapes`);
  for (const [shape, { example, count }] of [...shapes].sort(([a], [b]) => a.localeCompare(b)))
    console.log(count > 1 ? `${shape}\t(${count}×, e.g. ${example})` : example);
}
