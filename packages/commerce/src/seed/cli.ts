/**
 * `npm run seed -- [--products N] [--seed S] [--reset] [--media-dir DIR] [--no-images]`
 * Seeds the demo catalogue into the database `openDatabase()` picks (DATABASE_URL or PGlite).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connection.ts';
import { isCatalogEmpty, resetCatalog, seedCatalog } from './seed-catalog.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'media-dir': { type: 'string' },
    'no-images': { type: 'boolean', default: false },
    now: { type: 'string' },
  },
});

const wholeNumber = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got "${text}"`);
  return value;
};

const validDate = (text: string): Date => {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`--now must be a date, got "${text}"`);
  return date;
};

const handle = await openDatabase();
try {
  if (values.reset) {
    await resetCatalog(handle.db);
    console.log('catalogue reset');
  } else if (!(await isCatalogEmpty(handle.db))) {
    console.error('The catalogue already has products. Run again with --reset to replace it.');
    process.exitCode = 1;
  }
  if (process.exitCode !== 1) {
    const result = await seedCatalog(handle, {
      products: wholeNumber('products', values.products),
      seed: wholeNumber('seed', values.seed),
      mediaDir: values['media-dir'],
      now: values.now ? validDate(values.now) : undefined,
      images: !values['no-images'],
      log: (message) => console.log(message),
    });
    console.log(
      `seeded ${result.products} listed products in ${result.categories} categories on ${handle.kind} in ${(result.ms / 1000).toFixed(1)} s`,
    );
    console.table(result.rows);
  }
} finally {
  await handle.close();
}
