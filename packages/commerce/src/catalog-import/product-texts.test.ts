import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attributeOptions,
  cashBackActions,
  productLabelDefinitions,
  products,
} from '../catalog/schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { parseImportSettings, SettingsError } from './import-settings.ts';
import { useImportTestBed } from './import-test-bed.ts';

const HEADER =
  'sku,store_view_code,product_type,name,price,qty,additional_attributes,' +
  'product_usps,variant_key,variant_label,product_labels,cash_back\n';

/** A row of the columns above; the cells left out at the end are empty. */
const row = (...given: string[]) => {
  const cells = [...given, ...Array<string>(12 - given.length).fill('')];
  return `${cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\n`;
};
const points = (...list: [string, string, string][]) =>
  JSON.stringify(list.map(([code, label, value]) => ({ code, label, value })));

const SETTINGS = JSON.stringify({
  attributes: {
    color: { filterable: true, options: { Rood: { fr: 'Rouge', de: 'Rot' } } },
  },
  productLabels: {
    our_choice: {
      label: { nl: 'Onze keuze', fr: 'Notre choix', en: 'Our choice' },
      color: 'green',
    },
  },
  cashBackActions: {
    'Zomer cashback': {
      name: { fr: 'Cashback d’été' },
      description: { nl: 'Tot 50 euro terug', de: 'Bis zu 50 Euro zurück' },
      amountCents: 5000,
      linkHref: '/acties/cashback',
      linkLabel: { nl: 'Bekijk de voorwaarden', en: 'See the terms' },
      endDate: '2099-12-31',
    },
  },
});

const GOOD =
  HEADER +
  row(
    'wm-1',
    '',
    'simple',
    'Wasmachine',
    '499',
    '3',
    'color=Rood',
    points(['capacity', 'Vulgewicht', '8 kg'], ['noise', 'Geluid', '48 dB, stil']),
    'wm-family',
    '8 kg',
    'our_choice',
    'Zomer cashback',
  ) +
  row(
    'wm-1',
    'fr',
    '',
    'Lave-linge',
    '',
    '',
    '',
    points(['noise', 'Bruit', '48 dB, silencieux'], ['capacity', 'Capacité', '8 kg']),
    '',
    '8 kg (fr)',
  ) +
  // Selling points alone make a language's row too.
  row('wm-1', 'de', '', '', '', '', '', points(['capacity', 'Füllmenge', '8 kg']));

describe.each(databaseKinds)('selling points, variants, labels and cash-back on %s', (kind) => {
  const bed = useImportTestBed(kind, 'product_texts');
  const productCount = async () => (await bed.engine.database.db.select().from(products)).length;

  it('keeps each per language, and shows them in the page’s language', async () => {
    const report = await bed.importFolder({
      'products.csv': GOOD,
      'catalog-import.json': SETTINGS,
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    const { db } = bed.engine.database;
    const [product] = await db.select().from(products).where(eq(products.sku, 'wm-1'));
    expect(product).toMatchObject({
      usps: [
        { code: 'capacity', label: 'Vulgewicht', value: '8 kg' },
        { code: 'noise', label: 'Geluid', value: '48 dB, stil' },
      ],
      variantKey: 'wm-family',
      variantLabel: '8 kg',
      labels: ['our_choice'],
    });
    expect(product!.translations?.fr).toMatchObject({
      name: 'Lave-linge',
      variantLabel: '8 kg (fr)',
      usps: [
        { code: 'noise', label: 'Bruit', value: '48 dB, silencieux' },
        { code: 'capacity', label: 'Capacité', value: '8 kg' },
      ],
    });
    expect(product!.translations?.de).toEqual({
      usps: [{ code: 'capacity', label: 'Füllmenge', value: '8 kg' }],
    });
    const [action] = await db.select().from(cashBackActions);
    expect(product!.cashBackId).toBe(action!.id);
    expect(action).toMatchObject({
      name: 'Zomer cashback',
      description: 'Tot 50 euro terug',
      amountCents: 5000,
      linkLabel: 'Bekijk de voorwaarden',
      translations: {
        fr: { name: 'Cashback d’été' },
        de: { description: 'Bis zu 50 Euro zurück' },
        en: { linkLabel: 'See the terms' },
      },
    });
    expect(await db.select().from(productLabelDefinitions)).toEqual([
      {
        code: 'our_choice',
        label: 'Onze keuze',
        color: 'green',
        image: null,
        pdp: true,
        translations: { fr: 'Notre choix', en: 'Our choice' },
      },
    ]);
    expect(
      await db
        .select({ label: attributeOptions.label, translations: attributeOptions.translations })
        .from(attributeOptions)
        .where(eq(attributeOptions.attributeCode, 'color')),
    ).toEqual([{ label: 'Rood', translations: { fr: 'Rouge', de: 'Rot' } }]);

    await bed.engine.catalog.refresh({ all: true });
    type Answer = {
      products: {
        items: {
          variant_label: string;
          product_usps: { code: string; label: string; value: string }[];
          productCashBack: { name: string; description: string; button_label: string } | null;
        }[];
      };
    };
    const ask = async (locale: string) => {
      const result = await bed.engine.execute<Answer>(
        `{ products(filter: { sku: { eq: "wm-1" } }) { items {
          variant_label product_usps { code label value }
          productCashBack { name description button_label }
        } } }`,
        {},
        { 'x-locale': locale },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.products.items[0]!;
    };
    const [fr, de] = [await ask('fr'), await ask('de')];
    expect(fr.variant_label).toBe('8 kg (fr)');
    // The Dutch list sets the order; a point the language lacks keeps its Dutch words.
    expect(fr.product_usps.map((usp) => usp.label)).toEqual(['Capacité', 'Bruit']);
    expect(de.product_usps.map((usp) => usp.label)).toEqual(['Füllmenge', 'Geluid']);
    expect(de.variant_label).toBe('8 kg');
    expect(fr.productCashBack).toMatchObject({
      name: 'Cashback d’été',
      description: 'Tot 50 euro terug',
    });
    expect(de.productCashBack?.description).toBe('Bis zu 50 Euro zurück');

    // The same file again changes nothing.
    const again = await bed.importFolder({
      'products.csv': GOOD,
      'catalog-import.json': SETTINGS,
    });
    expect(again).toMatchObject({ errors: [], created: 0, updated: 0 });
    expect(await db.select().from(cashBackActions)).toHaveLength(1);
  });

  it('names each bad cell and writes nothing of the file', async () => {
    const before = await productCount();
    const report = await bed.importFolder({
      'products.csv':
        HEADER +
        row('a-1', '', 'simple', 'Een', '10', '1', '', '[{"code":"x","label":"Zo"'.slice(0, 20)) +
        row('b-1', '', 'simple', 'Twee', '10', '1', '', points(['capacity', 'Vulgewicht', '8'])) +
        row('b-1', 'fr', '', '', '', '', '', points(['weight', 'Poids', '8'])) +
        row('c-1', '', 'simple', 'Drie', '10', '1') +
        row('c-1', 'en', '', '', '', '', '', points(['capacity', 'Capacity', '8'])) +
        row('d-1', '', 'simple', 'Vier', '10', '1', '', '', '', '', 'our_choice,nope') +
        row('e-1', '', 'simple', 'Vijf', '10', '1', '', '', '', '', '', 'Winter cashback') +
        row('f-1', '', 'simple', 'Zes', '10', '1', '', points(['a', 'A', '1'], ['a', 'B', '2'])),
      'catalog-import.json': SETTINGS,
    });
    expect(report.errors.map(({ row, column, sku, code }) => ({ row, column, sku, code }))).toEqual(
      [
        { row: 2, column: 'product_usps', sku: 'a-1', code: 'BAD_VALUE' },
        { row: 4, column: 'product_usps', sku: 'b-1', code: 'STORE_VIEW_USP_UNKNOWN' },
        { row: 6, column: 'product_usps', sku: 'c-1', code: 'STORE_VIEW_WITHOUT_USPS' },
        { row: 7, column: 'product_labels', sku: 'd-1', code: 'UNKNOWN_PRODUCT_LABEL' },
        { row: 8, column: 'cash_back', sku: 'e-1', code: 'UNKNOWN_CASH_BACK' },
        { row: 9, column: 'product_usps', sku: 'f-1', code: 'BAD_VALUE' },
      ],
    );
    expect(report.errors[3]!.message).toContain('nope');
    expect(report.errors[3]!.message).not.toContain('our_choice');
    expect(report.written).toBe(false);
    expect(await productCount()).toBe(before);

    // With --skip-errors only the good ones are written, none of the bad ones half.
    const skipped = await bed.importFolder(
      {
        'products.csv':
          HEADER +
          row('g-1', '', 'simple', 'Zeven', '10', '1', '', '', '', '', 'our_choice') +
          row('h-1', '', 'simple', 'Acht', '10', '1', '', '', '', '', 'nope'),
        'catalog-import.json': SETTINGS,
      },
      { skipErrors: true },
    );
    expect(skipped).toMatchObject({ created: 1, skipped: 1 });
    const written = await bed.engine.database.db.select({ sku: products.sku }).from(products);
    expect(written.map((product) => product.sku)).toContain('g-1');
    expect(written.map((product) => product.sku)).not.toContain('h-1');
  });

  it('refuses a settings file whose label or cash-back action lacks what the shop needs', () => {
    expect(() =>
      parseImportSettings(JSON.stringify({ productLabels: { new: { label: { nl: 'Nieuw' } } } })),
    ).toThrow(SettingsError);
    expect(() =>
      parseImportSettings(
        JSON.stringify({ cashBackActions: { Actie: { description: { nl: 'Terug' } } } }),
      ),
    ).toThrow(/cashBackActions\.Actie\.amountCents/);
    expect(() =>
      parseImportSettings(
        JSON.stringify({ attributes: { color: { options: { Rood: { nl: 'Rood' } } } } }),
      ),
    ).toThrow(SettingsError);
  });
});
