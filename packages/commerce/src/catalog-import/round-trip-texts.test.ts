import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection.ts';
import { databaseKinds, testMediaDir } from '../testing/test-databases.ts';
import { rowsOf, useTwoShops } from './round-trip-shops.ts';
import { importCatalog } from './import-catalog.ts';
import { readImportSettings } from './import-settings.ts';

/**
 * Everything the shop keeps per language (and the Dutch it stands beside) for the products an
 * export carries: texts, selling points, variant labels, option value labels, label
 * definitions and cash-back actions. Ids are left out: an empty shop numbers its own.
 */
async function languageValues(handle: DatabaseHandle) {
  const exported = sql`p.url_suffix = '' and p.type_id in ('simple', 'configurable')`;
  return {
    products: await rowsOf(
      handle,
      sql`select p.sku, p.translations, p.usps, p.variant_key, p.variant_label, p.labels
        from products p where ${exported} order by p.sku`,
    ),
    cashBack: await rowsOf(
      handle,
      sql`select p.sku, c.name, c.description, c.amount_cents, c.link_href, c.link_label,
          c.end_date::text as end_date, c.translations
        from products p join cash_back_actions c on c.id = p.cash_back_id
        where ${exported} order by p.sku`,
    ),
    options: await rowsOf(
      handle,
      sql`select o.attribute_code, o.value, o.label, o.translations from attribute_options o
        where o.attribute_code in (select jsonb_object_keys(p.attributes) from products p
          where ${exported})
        order by o.attribute_code, o.value`,
    ),
    labels: await rowsOf(
      handle,
      sql`select code, label, color, image, pdp, translations from product_label_definitions
        order by code`,
    ),
  };
}

describe.each(databaseKinds)('every language survives export → import → export on %s', (kind) => {
  const shops = useTwoShops(kind, 'texts', { seedProducts: 30 }, async ({ source }) => {
    // The demo gives few products a cash-back action or a label: a few more get both.
    await source.database.db.execute(sql`update products set cash_back_id =
        (select min(id) from cash_back_actions),
        labels = (select jsonb_agg(code order by code) from product_label_definitions)
      where id in (select id from products where parent_id is null and type_id = 'simple'
        and url_suffix = '' order by sku limit 3)`);
  });
  const { exportTo } = shops;

  it('gives the empty shop every per-language value the demo shop has, and the same export', async () => {
    const before = await languageValues(shops.source.database);
    // The demo has each kind of value in fr, de and en.
    const inEvery = (translations: unknown, field?: string) =>
      ['fr', 'de', 'en'].every((locale) => {
        const local = (translations as Record<string, Record<string, unknown>> | null)?.[locale];
        return field ? Boolean(local?.[field]) : Boolean(local);
      });
    const translations = before.products.map((row) => row.translations);
    expect(translations.filter((local) => inEvery(local, 'usps')).length).toBeGreaterThan(10);
    expect(translations.filter((local) => inEvery(local, 'variantLabel')).length).toBeGreaterThan(
      1,
    );
    expect(before.options.filter((row) => inEvery(row.translations)).length).toBeGreaterThan(10);
    expect(before.labels.filter((row) => inEvery(row.translations)).length).toBeGreaterThan(1);
    expect(before.cashBack.filter((row) => inEvery(row.translations, 'linkLabel')).length).toBe(
      before.cashBack.length,
    );
    expect(before.cashBack.length).toBeGreaterThan(2);

    const first = await exportTo(shops.source, 'first');
    const report = await importCatalog(shops.target.database, first, {
      settings: await readImportSettings(first),
      imagesDir: testMediaDir,
      mediaDir: path.join(shops.work, 'media'),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    const after = await languageValues(shops.target.database);
    expect(after.products).toEqual(before.products);
    expect(after.cashBack).toEqual(before.cashBack);
    // The options products use (the CSV names no other; the demo has more of each attribute),
    // by label: an empty shop makes option values of their slugs (ADR 0023).
    const labelled = (rows: Record<string, unknown>[]) =>
      rows
        .map(({ value: _value, ...row }) => row)
        .sort((a, b) =>
          `${String(a.attribute_code)}=${String(a.label)}`.localeCompare(
            `${String(b.attribute_code)}=${String(b.label)}`,
          ),
        );
    const key = (row: Record<string, unknown>) =>
      `${String(row.attribute_code)}=${String(row.label)}`;
    const made = new Set(after.options.map(key));
    expect(after.options.filter((row) => inEvery(row.translations)).length).toBeGreaterThan(10);
    expect(labelled(after.options)).toEqual(
      labelled(before.options.filter((row) => made.has(key(row)))),
    );
    expect(after.labels).toEqual(before.labels);

    const second = await exportTo(shops.target, 'second');
    expect(await readFile(second, 'utf8')).toBe(await readFile(first, 'utf8'));
    expect(await readFile(path.join(path.dirname(second), 'catalog-import.json'), 'utf8')).toBe(
      await readFile(path.join(path.dirname(first), 'catalog-import.json'), 'utf8'),
    );
  });
});
