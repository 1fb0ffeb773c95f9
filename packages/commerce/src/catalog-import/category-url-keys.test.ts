import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { eventually, useImportTestBed } from './import-test-bed.ts';

const HEADER = 'sku,store_view_code,product_type,name,price,qty,categories\n';

// ADR 0042: the import makes categories from product rows' names (Dutch); a category's url keys
// per language are never written by it, and a new category's path is no category's path in any
// language.
describe.each(databaseKinds)('categories’ url keys per language in an import on %s', (kind) => {
  const bed = useImportTestBed(
    kind,
    'category_url_keys',
    { seedIfEmpty: false },
    async (engine) => {
      await engine.database.db.execute(sql`insert into categories
      (parent_id, name, url_key, url_path, level, position, translations, text_translations)
      values (null, 'Huishouden', 'huishouden', 'huishouden', 1, 1,
        '{"fr":"Électroménager"}'::jsonb, '{"fr":{"urlKey":"electromenager","metaTitle":"Maison"}}'::jsonb)`);
    },
  );
  const rows = async () =>
    (
      (await bed.engine.database.db.execute(
        sql`select name, url_path, text_translations from categories order by id`,
      )) as unknown as {
        rows: { name: string; url_path: string; text_translations: unknown }[];
      }
    ).rows;

  it('keeps a category’s own keys and gives a new one a path no language uses', async () => {
    const report = await bed.importFolder({
      'p.csv':
        HEADER +
        'ck-1,,simple,Wasmachine,499,3,Default Category/Huishouden/Wasmachines\n' +
        'ck-1,fr,simple,Lave-linge,,,Default Category/Électroménager/Lave-linge\n' +
        'ck-2,,simple,Koffiezetter,49,3,Default Category/Electromenager\n',
    });
    expect(report.errors).toEqual([]);
    const after = await rows();
    expect(after[0]).toMatchObject({
      name: 'Huishouden',
      url_path: 'huishouden',
      text_translations: { fr: { urlKey: 'electromenager', metaTitle: 'Maison' } },
    });
    // 'electromenager' is Huishouden's French path: the new top category takes the next one.
    expect(after.map((row) => row.url_path)).toEqual([
      'huishouden',
      'huishouden/wasmachines',
      'electromenager-2',
    ]);
    // The French child's path is made of its parent's French key.
    expect(
      await eventually(
        async () => bed.engine.catalog.categoryByUrlPath('huishouden/wasmachines') !== undefined,
      ),
    ).toBe(true);
    const child = bed.engine.catalog.categoryByUrlPath('huishouden/wasmachines')!;
    expect(bed.engine.catalog.categoryPath(child, 'fr')).toBe('electromenager/wasmachines');
    expect(bed.engine.catalog.categoryAt('electromenager/wasmachines', 'fr')?.id).toBe(child.id);
  });
});
