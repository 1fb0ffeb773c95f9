import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import * as schema from '../db/schema.ts';
import { testMediaDir } from '../testing/test-databases.ts';
import { isCatalogEmpty, resetCatalog, seedCatalog } from './seed-catalog.ts';

const NOW = new Date('2026-03-11T10:00:00Z');

describe('seedCatalog on PGlite', () => {
  let handle: DatabaseHandle;
  // Shared between runs: images already there are reused, so only the first run renders them.
  const mediaDir = testMediaDir;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('writes the catalogue, refuses to seed twice, and resets', async () => {
    expect(await isCatalogEmpty(handle.db)).toBe(true);
    const result = await seedCatalog(handle, { products: 300, seed: 1, now: NOW, mediaDir });
    expect(result.products).toBe(300);
    expect(result.images.written + result.images.reused).toBe(result.rows.images);
    const media = await handle.db
      .selectDistinct({ file: schema.productMedia.file })
      .from(schema.productMedia);
    await Promise.all(media.map(({ file }) => access(path.join(mediaDir, file))));
    expect(await isCatalogEmpty(handle.db)).toBe(false);

    const count = async (table: Parameters<typeof handle.db.$count>[0]) => handle.db.$count(table);
    expect(await count(schema.products)).toBe(result.rows.products);
    expect(await count(schema.storeStock)).toBe(result.rows.storeStock);
    expect(await count(schema.productLinks)).toBe(result.rows.productLinks);
    expect(await count(schema.categories)).toBe(result.categories);
    expect(
      await handle.db.$count(schema.products, eq(schema.products.visible, true)),
    ).toBeGreaterThanOrEqual(300);

    // Values survive the JSON round trip with their types.
    const [product] = await handle.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, 1));
    expect(product?.attributes.brand).toBeTypeOf('string');
    expect(Array.isArray(product?.usps)).toBe(true);
    expect(product?.createdAt).toBeInstanceOf(Date);
    const [store] = await handle.db.select().from(schema.stores).limit(1);
    expect(store?.openingHours).toHaveLength(7);

    // Sequences continue after the explicit ids.
    const [inserted] = await handle.db
      .insert(schema.brands)
      .values({ code: 'nieuw', name: 'Nieuw', urlKey: 'nieuw' })
      .returning({ id: schema.brands.id });
    expect(inserted?.id).toBe(result.rows.brands! + 1);

    await expect(
      seedCatalog(handle, { products: 10, now: NOW, mediaDir, images: false }),
    ).rejects.toThrow(/reset/);

    // The home page belongs to the content module and survives a reset.
    await handle.db
      .insert(schema.cmsPages)
      .values({ identifier: 'home', urlKey: 'home', title: 'Home' });
    await resetCatalog(handle.db);
    expect(await isCatalogEmpty(handle.db)).toBe(true);
    const pages = await handle.db
      .select({ identifier: schema.cmsPages.identifier })
      .from(schema.cmsPages);
    expect(pages.map((page) => page.identifier)).toEqual(['home']);
    const sequence = (await handle.db.execute(
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as next`,
    )) as unknown as { rows: { next: number }[] };
    expect(sequence.rows[0]).toEqual({ next: 1 });
  });
});
