import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../../catalog/schema.ts';
import { isValidEan13 } from '../ean.ts';
import { generateCatalog } from './catalog.ts';
import { categoryUrlClashes } from '../../catalog/category-urls.ts';
import { TEST_NOW, TEST_PRODUCTS, testCatalog } from './test-fixture.ts';

describe('generateCatalog', () => {
  it('is deterministic: the same seed gives identical rows, another seed differs', () => {
    const again = generateCatalog({ products: TEST_PRODUCTS, seed: 1, now: TEST_NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify(testCatalog()));
    const other = generateCatalog({ products: TEST_PRODUCTS, seed: 2, now: TEST_NOW });
    expect(other.products.map((p) => p.sku)).not.toEqual(testCatalog().products.map((p) => p.sku));
  });

  it('creates exactly the requested number of listed products', () => {
    const listed = testCatalog().products.filter((p) => p.visible && p.typeId !== 'bundle');
    expect(listed).toHaveLength(TEST_PRODUCTS);
    expect(
      generateCatalog({ products: 7, seed: 3, now: TEST_NOW }).products.filter(
        (p) => p.visible && p.typeId !== 'bundle',
      ),
    ).toHaveLength(7);
  });

  it('covers every product type and every status', () => {
    const { products } = testCatalog();
    expect(new Set(products.map((p) => p.typeId))).toEqual(new Set(PRODUCT_TYPES));
    const listedStatuses = new Set(products.filter((p) => p.visible).map((p) => p.status));
    expect(listedStatuses).toEqual(new Set(PRODUCT_STATUSES));
    expect(products.some((p) => p.stockStatus === 'OUT_OF_STOCK')).toBe(true);
  });

  it('says in stock only where its cart has units to sell, pre-order products included', () => {
    const { products } = testCatalog();
    // The cart sells a simple article only from its online units (cart-lines.ts stockProblem).
    const inStockWithout = products.filter(
      (p) => p.typeId === 'simple' && p.stockStatus === 'IN_STOCK' && (p.onlineQty ?? 0) <= 0,
    );
    expect(inStockWithout.map((p) => `${p.sku} (${p.status})`)).toEqual([]);
    const preOrders = products.filter((p) => p.typeId === 'simple' && p.status === 'Pre-order');
    expect(preOrders.length).toBeGreaterThan(0);
    expect(preOrders.every((p) => p.stockStatus === 'IN_STOCK')).toBe(true);
  });

  it('gives valid, unique EANs and unique SKUs and urls', () => {
    const { products } = testCatalog();
    const eans = products.flatMap((p) => (p.ean ? [p.ean] : []));
    expect(eans.length).toBeGreaterThan(TEST_PRODUCTS);
    expect(eans.every(isValidEan13)).toBe(true);
    expect(eans.every((ean) => ean.startsWith('87'))).toBe(true);
    expect(new Set(eans).size).toBe(eans.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => `${p.urlKey}${p.urlSuffix}`)).size).toBe(products.length);
    expect(products.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.urlKey))).toBe(true);
  });

  it('builds a category tree at least three levels deep with longtail children that hold products', () => {
    const { categories, productCategories } = testCatalog();
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(Math.max(...categories.map((c) => c.level))).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      const parent = category.parentId ? byId.get(category.parentId) : undefined;
      expect(category.level).toBe((parent?.level ?? 0) + 1);
      expect(category.urlPath).toBe(
        parent ? `${parent.urlPath}/${category.urlKey}` : category.urlKey,
      );
    }
    const longtail = categories.filter((c) => c.longtail);
    expect(longtail.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Wasmachines 8 kg',
        'Stille wasmachines',
        'Bokshandschoenen 14 oz',
        'OLED televisies',
      ]),
    );
    expect(longtail.every((c) => c.includeInMenu === false && c.parentId !== null)).toBe(true);
    const filled = new Set(productCategories.map((pc) => pc.categoryId));
    expect(longtail.filter((c) => filled.has(c.id)).length).toBeGreaterThan(longtail.length / 2);
    expect(
      byId.get(
        categories.find((c) => c.urlPath === 'huishouden/wassen-drogen/wasmachines')?.id ?? -1,
      ),
    ).toBeDefined();
  });

  it('gives the categories fr, de and en url keys whose paths name one category, no product’s address', () => {
    const { categories, products } = testCatalog();
    const keyed = (locale: 'fr' | 'de' | 'en') =>
      categories.filter((c) => c.textTranslations?.[locale]?.urlKey).length;
    for (const locale of ['fr', 'de', 'en'] as const)
      expect(keyed(locale), locale).toBeGreaterThan(categories.length / 2);
    const home = categories.find((c) => c.urlPath === 'huishouden')!;
    expect(home.textTranslations?.fr?.urlKey).toBe('electromenager');
    const addresses = new Set(
      products.flatMap((p) => [
        p.urlKey + p.urlSuffix,
        ...(['fr', 'de', 'en'] as const).flatMap((l) =>
          p.translations?.[l]?.urlKey ? [p.translations[l]!.urlKey! + p.urlSuffix] : [],
        ),
      ]),
    );
    expect(categoryUrlClashes(categories, (path) => addresses.has(path))).toEqual([]);
  });

  it('puts every listed non-bundle product in a category, and no hidden child', () => {
    const { products, productCategories } = testCatalog();
    const assigned = new Set(productCategories.map((pc) => pc.productId));
    for (const product of products) {
      expect(assigned.has(product.id)).toBe(
        product.visible === true && product.typeId !== 'bundle',
      );
    }
  });
});
