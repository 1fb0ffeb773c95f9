import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { createScratchPostgres, databaseKinds } from '../testing/test-databases.ts';
import { loadProductRecords, loadReferenceData, loadSearchTexts } from './catalog-loader.ts';
import { brands, priceTiers, productCategories, productMedia, products } from './schema.ts';

describe.each(databaseKinds)('catalogue loader on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop = async () => {};

  beforeAll(async () => {
    if (kind === 'postgres') {
      const scratch = await createScratchPostgres('loader');
      drop = scratch.drop;
      handle = await openDatabase({ url: scratch.url });
    } else {
      handle = await openDatabase({ url: '', dataDir: 'memory://' });
    }
    const { db } = handle;
    await db.insert(brands).values({ id: 1, code: 'voltana', name: 'Voltana', urlKey: 'voltana' });
    const product = (id: number, extra: Partial<typeof products.$inferInsert> = {}) => ({
      id,
      sku: `SKU-${id}`,
      typeId: 'simple' as const,
      name: `Product ${id}`,
      urlKey: `product-${id}`,
      priceCents: 100 * id,
      ...extra,
    });
    // Ids far apart, so the rows span several read chunks.
    await db.insert(products).values([
      product(1, {
        brandId: 1,
        shortDescription: '<p>Kort</p>',
        description: '<p>Een <strong>stille</strong> wasmachine</p>',
        attributes: { color: 'wit' },
        createdAt: new Date('2026-01-02T03:04:05Z'),
      }),
      product(25_000, { parentId: 1 }),
      product(60_001, { visible: false, description: 'Verborgen' }),
    ]);
    await db.insert(productCategories).values([
      { productId: 1, categoryId: 7, position: 5 },
      { productId: 1, categoryId: 3, position: 2 },
      { productId: 60_001, categoryId: 3, position: 9 },
    ]);
    await db.insert(productMedia).values([
      { id: 10, productId: 1, position: 2, file: 'late.webp' },
      { id: 11, productId: 1, position: 1, file: 'disabled.webp', disabled: true },
      { id: 12, productId: 1, position: 1, file: 'video.webp', mediaType: 'external-video' },
      { id: 14, productId: 1, position: 1, file: 'second.webp' },
      { id: 13, productId: 1, position: 1, file: 'first.webp' },
      { id: 15, productId: 25_000, position: 0, file: 'child.webp' },
    ]);
    await db.insert(priceTiers).values([
      { productId: 1, quantity: 2, priceCents: 90 },
      { productId: 1, quantity: 5, priceCents: 80 },
    ]);
  });

  afterAll(async () => {
    await handle?.close();
    await drop();
  });

  it('reads every product with its categories, listing image and tiers', async () => {
    const reference = await loadReferenceData(handle.db);
    const records = await loadProductRecords(handle.db, reference.brands);
    expect(records.map((record) => record.id)).toEqual([1, 25_000, 60_001]);
    const [first, child, hidden] = records;
    expect(first).toMatchObject({
      sku: 'SKU-1',
      brandCode: 'voltana',
      brandName: 'Voltana',
      categoryIds: expect.arrayContaining([3, 7]),
      position: 2,
      // First enabled image in gallery order: position, then id.
      smallImage: 'first.webp',
      attributes: { color: 'wit' },
      createdAt: new Date('2026-01-02T03:04:05Z'),
      childIds: [],
    });
    expect(first!.categoryIds).toHaveLength(2);
    expect([...first!.tiers].sort((a, b) => a.quantity - b.quantity)).toEqual([
      { quantity: 2, priceCents: 90 },
      { quantity: 5, priceCents: 80 },
    ]);
    expect(child).toMatchObject({
      parentId: 1,
      categoryIds: [],
      position: Number.MAX_SAFE_INTEGER,
      smallImage: 'child.webp',
      tiers: [],
    });
    expect(hidden).toMatchObject({ visible: false, categoryIds: [3], smallImage: null });
  });

  it('reads only the asked products when given ids', async () => {
    const reference = await loadReferenceData(handle.db);
    const records = await loadProductRecords(handle.db, reference.brands, [60_001, 1]);
    expect(records.map((record) => record.id)).toEqual([1, 60_001]);
    expect(records[0]!.smallImage).toBe('first.webp');
    expect(await loadProductRecords(handle.db, reference.brands, [])).toEqual([]);
    expect(await loadProductRecords(handle.db, reference.brands, [999])).toEqual([]);
  });

  it('reads the descriptions of parents as plain text', async () => {
    const texts = await loadSearchTexts(handle.db);
    expect([...texts.keys()]).toEqual([1, 60_001]);
    expect(texts.get(1)!.split(/\s+/).filter(Boolean)).toEqual([
      'Kort',
      'Een',
      'stille',
      'wasmachine',
    ]);
    expect([...(await loadSearchTexts(handle.db, [60_001])).keys()]).toEqual([60_001]);
  });
});
