import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection.ts';
import { localMediaStore } from '../media/local-media-store.ts';
import { databaseKinds, testMediaDir } from '../testing/test-databases.ts';
import { rowsOf, useTwoShops } from './round-trip-shops.ts';
import { importCatalog } from './import-catalog.ts';
import { readImportSettings } from './import-settings.ts';

/** Each category as the path of its names from the top, sorted. */
async function categoryPaths(handle: DatabaseHandle): Promise<string[]> {
  const rows = await rowsOf(handle, sql`select id, parent_id, name from categories`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: Record<string, unknown>): string[] => {
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    return [...(parent ? pathOf(parent) : []), String(row.name)];
  };
  return rows.map((row) => pathOf(row).join(' > ')).sort();
}

/** Distinct image files an export names. */
function imageFiles(text: string): Set<string> {
  const rows = parse(text, { columns: true }) as Record<string, string>[];
  return new Set(
    rows.flatMap((row) =>
      [row.base_image, ...(row.additional_images ?? '').split(',')].filter((file): file is string =>
        Boolean(file),
      ),
    ),
  );
}

describe.each(databaseKinds)('export → import → export of the demo catalogue on %s', (kind) => {
  let first: string;
  let firstText: string;
  const shops = useTwoShops(
    kind,
    'roundtrip',
    { seedProducts: 30 },
    async ({ source, exportTo }) => {
      // The demo tree's two hard cases get products: a name with a comma, and a category whose url
      // key is not the slug of its name (`Accessoires wassen & drogen` at `…/accessoires`).
      await source.database.db.execute(sql`insert into product_categories (product_id, category_id)
      select p.id, c.id from
        (select id from products where parent_id is null and type_id = 'simple' order by sku limit 3) p,
        (select id from categories
          where name in ('Laptops 15,6 inch', 'Accessoires wassen & drogen')) c
      on conflict do nothing`);
      first = await exportTo(source, 'first');
      firstText = await readFile(first, 'utf8');
    },
  );
  const { exportTo } = shops;

  it('writes a category name holding a comma so that it reads back whole', () => {
    expect(firstText).toContain('/Laptops 15\\,6 inch');
    expect(firstText).toContain('/Accessoires wassen & drogen');
  });

  it('reads an export back into its own shop without a change: no category, no image again', async () => {
    const categoriesBefore = await categoryPaths(shops.source.database);
    const attributes = sql`select sku, attributes from products order by sku`;
    const options = sql`select attribute_code, value, label from attribute_options
      order by attribute_code, value`;
    const [attributesBefore, optionsBefore] = [
      await rowsOf(shops.source.database, attributes),
      await rowsOf(shops.source.database, options),
    ];
    const images = imageFiles(firstText);
    expect(images.size).toBeGreaterThan(20);
    const report = await importCatalog(shops.source.database, first, {
      settings: await readImportSettings(first),
      imagesDir: testMediaDir,
      media: localMediaStore(testMediaDir),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.created).toBe(0);
    expect(report.images).toEqual({ stored: 0, reused: images.size });
    expect(await categoryPaths(shops.source.database)).toEqual(categoriesBefore);
    // Option values stay, those that are not the slug of their label too.
    expect(await rowsOf(shops.source.database, attributes)).toEqual(attributesBefore);
    expect(await rowsOf(shops.source.database, options)).toEqual(optionsBefore);

    const again = await readFile(await exportTo(shops.source, 'own-shop'), 'utf8');
    expect(again).toBe(firstText);
  });

  it('puts a new category below the existing one its path names, at that one’s address', async () => {
    const cell = /"?(Default Category\/[^,"]*\/Accessoires wassen & drogen)[,"]/.exec(
      firstText,
    )![1]!;
    const folder = path.join(shops.work, 'new-category');
    await mkdir(folder);
    const file = path.join(folder, 'products.csv');
    await writeFile(
      file,
      `sku,product_type,name,price,qty,categories\nhoes-1,simple,Drogerhoes,19.95,4,"${cell}/Hoezen\\, kappen"\n`,
    );
    const report = await importCatalog(shops.source.database, file, {
      settings: await readImportSettings(file),
    });
    expect(report.errors).toEqual([]);
    const [parent] = await rowsOf(
      shops.source.database,
      sql`select id, url_path from categories where name = 'Accessoires wassen & drogen'`,
    );
    expect(String(parent!.url_path)).toMatch(/\/accessoires$/);
    expect(
      await rowsOf(
        shops.source.database,
        sql`select name, url_path from categories where parent_id = ${parent!.id}`,
      ),
    ).toEqual([{ name: 'Hoezen, kappen', url_path: `${String(parent!.url_path)}/hoezen-kappen` }]);
  });

  it('gives the same catalogue imported into an empty shop, and the same export', async () => {
    const media = path.join(shops.work, 'media');
    const report = await importCatalog(shops.target.database, first, {
      settings: await readImportSettings(first),
      imagesDir: testMediaDir,
      mediaDir: media,
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    const images = imageFiles(firstText);
    expect(report.images).toEqual({ stored: images.size, reused: 0 });
    // Every picture is there under the path the export named, with the source shop's bytes.
    for (const file of images) {
      expect(await readFile(path.join(media, file))).toEqual(
        await readFile(path.join(testMediaDir, file)),
      );
    }

    const second = await exportTo(shops.target, 'second');
    expect(await readFile(second, 'utf8')).toBe(firstText);
    expect(await readFile(path.join(path.dirname(second), 'catalog-import.json'), 'utf8')).toBe(
      await readFile(path.join(path.dirname(first), 'catalog-import.json'), 'utf8'),
    );
    // The categories the products are in, and only those, each once.
    const exported = (parse(firstText, { columns: true }) as { categories: string }[]).flatMap(
      (row) => (row.categories ? [row.categories] : []),
    );
    const paths = await categoryPaths(shops.target.database);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('Computers > Laptops > Laptops 15,6 inch');
    expect(paths.some((names) => names.endsWith('Laptops 15'))).toBe(false);
    expect(exported.length).toBeGreaterThan(0);

    // The second export read back into the new shop stores nothing again.
    const rerun = await importCatalog(shops.target.database, second, {
      settings: await readImportSettings(second),
      imagesDir: media,
      mediaDir: media,
    });
    expect(rerun).toMatchObject({
      created: 0,
      updated: 0,
      images: { stored: 0, reused: images.size },
    });
    expect(await categoryPaths(shops.target.database)).toEqual(paths);
  });

  it('carries url keys, display-text values, image labels, option labels, tooltips and groups in fr, de and en', async () => {
    // The store-view rows carry them (the demo catalogue has every one of them).
    const rows = parse(firstText, { columns: true }) as Record<string, string>[];
    for (const locale of ['fr', 'de', 'en']) {
      const local = rows.filter((row) => row.store_view_code === locale);
      expect(local.some((row) => row.additional_attributes)).toBe(true);
      expect(local.some((row) => row.base_image_label && row.base_image)).toBe(true);
      expect(local.some((row) => row.additional_image_labels)).toBe(true);
      expect(local.some((row) => row.configurable_variation_labels)).toBe(true);
      expect(local.some((row) => row.url_key)).toBe(true);
    }
    const settings = JSON.parse(
      await readFile(path.join(path.dirname(first), 'catalog-import.json'), 'utf8'),
    ) as { attributes: Record<string, { group: unknown; tooltip?: Record<string, string> }> };
    const described = Object.values(settings.attributes);
    expect(described.some((attribute) => typeof attribute.group === 'object')).toBe(true);
    expect(described.some((attribute) => attribute.tooltip?.fr)).toBe(true);

    // The new shop has them as the first one has them (for what the export carries).
    const exportedSkus = new Set(rows.map((row) => row.sku));
    const texts = async (handle: DatabaseHandle) => ({
      values: (
        await rowsOf(
          handle,
          sql`select sku, translations from products where translations is not null order by sku`,
        )
      )
        .filter((row) => exportedSkus.has(String(row.sku)))
        .map((row) => {
          const translations = (row.translations ?? {}) as Record<
            string,
            { attributes?: Record<string, string>; urlKey?: string }
          >;
          return [
            row.sku,
            ['fr', 'de', 'en'].map((locale) => translations[locale]?.attributes),
            ['fr', 'de', 'en'].map((locale) => translations[locale]?.urlKey),
          ];
        }),
      media: await rowsOf(
        handle,
        sql`select p.sku, m.label, m.translations from product_media m
          join products p on p.id = m.product_id
          where not m.disabled and m.media_type = 'image' and p.url_suffix = ''
            and p.type_id in ('simple', 'configurable')
          order by p.sku, m.position, m.id`,
      ),
      options: await rowsOf(
        handle,
        sql`select p.sku, o.attribute_code, o.label, o.translations from configurable_options o
          join products p on p.id = o.product_id
          where p.url_suffix = '' order by p.sku, o.position`,
      ),
      attributes: await rowsOf(
        handle,
        sql`select code, tooltip, attribute_group, text_translations from attributes
          where code in (select jsonb_object_keys(attributes) from products) order by code`,
      ),
    });
    const [before, after] = [
      await texts(shops.source.database),
      await texts(shops.target.database),
    ];
    expect(before.values.length).toBeGreaterThan(20);
    expect(
      before.values.filter(([, locales]) => (locales as unknown[]).some(Boolean)).length,
    ).toBeGreaterThan(20);
    // Each language's url key too (ADR 0041).
    expect(
      before.values.filter(([, , keys]) => (keys as unknown[]).every(Boolean)).length,
    ).toBeGreaterThan(20);
    expect(after.values).toEqual(before.values);
    expect(before.media.filter((row) => row.translations).length).toBeGreaterThan(20);
    expect(after.media).toEqual(before.media);
    expect(before.options.filter((row) => row.translations).length).toBeGreaterThan(0);
    expect(after.options).toEqual(before.options);
    expect(after.attributes).toEqual(before.attributes);
  });
});
