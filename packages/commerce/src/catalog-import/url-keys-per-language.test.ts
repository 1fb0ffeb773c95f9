import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { eventually, useImportTestBed } from './import-test-bed.ts';

const HEADER = 'sku,store_view_code,product_type,name,price,qty,url_key\n';
const file = (...rows: string[]) => ({ 'p.csv': HEADER + rows.map((row) => `${row}\n`).join('') });

type Answer = {
  relative_url: string;
  redirect_code: number;
  sku: string;
  url_key: string;
  url_alternates: { locale: string; url_key: string; relative_url: string }[];
} | null;

describe.each(databaseKinds)('a url key per language on %s', (kind) => {
  const bed = useImportTestBed(kind, 'url_keys_per_language');
  const route = async (url: string, locale?: string) => {
    const { data, errors } = await bed.engine.execute<any>(
      `query($url: String!) { route(url: $url) {
        relative_url redirect_code
        ... on SimpleProduct { sku url_key url_alternates { locale url_key relative_url } } } }`,
      { url },
      locale ? { 'x-locale': locale } : {},
    );
    expect(errors).toBeUndefined();
    return data.route as Answer;
  };
  const at = (url: string, locale: string | undefined, relative: string) =>
    eventually(async () => (await route(url, locale))?.relative_url === relative);

  it('answers each language at its own key and 301s another language’s key to it', async () => {
    const report = await bed.importFolder(
      file(
        'uk-1,,simple,Wasmachine,499,3,wasmachine-uk',
        'uk-1,fr,simple,Lave-linge,,,lave-linge-uk',
        'uk-1,de,simple,Waschmaschine,,,Waschmaschine UK',
        'uk-2,,simple,Droger,399,3,droger-uk',
      ),
    );
    expect(report).toMatchObject({ errors: [], created: 2 });
    expect(await at('/lave-linge-uk', 'fr', '/lave-linge-uk')).toBe(true);

    expect(await route('/lave-linge-uk', 'fr')).toMatchObject({
      redirect_code: 0,
      sku: 'uk-1',
      url_key: 'lave-linge-uk',
    });
    // The Dutch key on a French page, and the German one, go to the French address.
    for (const other of ['/wasmachine-uk', '/waschmaschine-uk', '/Waschmaschine-UK.html']) {
      expect(await route(other, 'fr')).toMatchObject({
        relative_url: '/lave-linge-uk',
        redirect_code: 301,
      });
    }
    // Dutch pages: the French key 301s to the Dutch one.
    expect(await route('/lave-linge-uk')).toMatchObject({
      relative_url: '/wasmachine-uk',
      redirect_code: 301,
    });
    expect(await route('/wasmachine-uk', 'nl')).toMatchObject({ redirect_code: 0 });
    // English has no key of its own: the Dutch one answers there, and the French key 301s to it.
    expect(await route('/wasmachine-uk', 'en')).toMatchObject({
      redirect_code: 0,
      url_key: 'wasmachine-uk',
    });
    expect(await route('/lave-linge-uk', 'en')).toMatchObject({
      relative_url: '/wasmachine-uk',
      redirect_code: 301,
    });
    expect((await route('/wasmachine-uk'))?.url_alternates).toEqual([
      { locale: 'nl', url_key: 'wasmachine-uk', relative_url: '/wasmachine-uk' },
      { locale: 'fr', url_key: 'lave-linge-uk', relative_url: '/lave-linge-uk' },
      { locale: 'de', url_key: 'waschmaschine-uk', relative_url: '/waschmaschine-uk' },
      { locale: 'en', url_key: 'wasmachine-uk', relative_url: '/wasmachine-uk' },
    ]);
    // A product without keys of its own answers its Dutch key everywhere.
    expect(await route('/droger-uk', 'de')).toMatchObject({ redirect_code: 0, sku: 'uk-2' });
  });

  it('keeps a changed key of one language answering with a 301 to the new one', async () => {
    const report = await bed.importFolder(file('uk-1,fr,simple,,,,lave-linge-neuf'));
    expect(report).toMatchObject({ errors: [], updated: 1 });
    expect(await at('/lave-linge-neuf', 'fr', '/lave-linge-neuf')).toBe(true);
    expect(await route('/lave-linge-uk', 'fr')).toMatchObject({
      relative_url: '/lave-linge-neuf',
      redirect_code: 301,
      sku: 'uk-1',
    });
    // The German key and the Dutch one stayed as they were.
    expect(await route('/waschmaschine-uk', 'de')).toMatchObject({ redirect_code: 0 });
    expect(await route('/wasmachine-uk')).toMatchObject({ redirect_code: 0 });
  });

  it('refuses a key twice in the file and a key another product has in any language', async () => {
    const twice = await bed.importFolder(
      file('uk-3,,simple,Koelkast,599,1,koelkast-uk', 'uk-2,fr,simple,,,,koelkast-uk'),
    );
    expect(twice.written).toBe(false);
    expect(twice.errors).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'url_key',
        sku: 'uk-2',
        code: 'DUPLICATE_URL_KEY',
        message: 'the url key "koelkast-uk" is also the url key of uk-3 (row 2)',
      }),
    ]);

    const taken = await bed.importFolder(
      file('uk-2,fr,simple,,,,lave-linge-neuf', 'uk-2,de,simple,,,,waschmaschine-uk'),
    );
    expect(taken.errors.map((error) => [error.row, error.code, error.message])).toEqual([
      [2, 'URL_KEY_TAKEN', 'the url key "lave-linge-neuf" belongs to uk-1 in the shop (fr)'],
      [3, 'URL_KEY_TAKEN', 'the url key "waschmaschine-uk" belongs to uk-1 in the shop (de)'],
    ]);
    // A product may share one key between its own languages.
    const shared = await bed.importFolder(file('uk-2,en,simple,,,,droger-uk'));
    expect(shared).toMatchObject({ errors: [], updated: 1 });
  });

  it('lets a key move to another product when its owner leaves it in the same file', async () => {
    const report = await bed.importFolder(
      file('uk-1,de,simple,,,,waschmaschine-neu', 'uk-2,de,simple,,,,waschmaschine-uk'),
    );
    expect(report).toMatchObject({ errors: [], updated: 2 });
    expect(await at('/waschmaschine-neu', 'de', '/waschmaschine-neu')).toBe(true);
    expect(await route('/waschmaschine-uk', 'de')).toMatchObject({ sku: 'uk-2', redirect_code: 0 });
    expect(await route('/waschmaschine-neu', 'de')).toMatchObject({ sku: 'uk-1' });
  });
});
