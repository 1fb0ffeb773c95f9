import { describe, expect, it } from 'vitest';
import { TEST_NOW, testCatalog } from './test-fixture.ts';

describe('generated stores, stock, deals and pages', () => {
  const data = testCatalog();

  it('has at least six stores in Dutch cities with coordinates and opening hours', () => {
    expect(data.stores.length).toBeGreaterThanOrEqual(6);
    for (const store of data.stores) {
      expect(store.latitude).toBeGreaterThan(50.7);
      expect(store.latitude).toBeLessThan(53.6);
      expect(store.longitude).toBeGreaterThan(3.3);
      expect(store.longitude).toBeLessThan(7.3);
      expect(store.openingHours.map((hours) => hours.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(store.phone).toMatch(/^0\d/);
    }
    const closingTimes = data.stores.flatMap((s) => s.openingHours.map((h) => h.close));
    expect(closingTimes).toContain('21:00');
    expect(data.stores.some((s) => s.openingHours[0]?.open === null)).toBe(true);
    expect(data.stores.some((s) => s.openingHours[0]?.open !== null)).toBe(true);
  });

  it('keeps stock per store for sellable articles, some of it zero', () => {
    const byId = new Map(data.products.map((p) => [p.id, p]));
    expect(data.storeStock.length).toBeGreaterThan(data.products.length);
    expect(data.storeStock.some((s) => s.qty === 0)).toBe(true);
    expect(data.storeStock.some((s) => (s.qty ?? 0) > 0)).toBe(true);
    const codes = new Set(data.stores.map((s) => s.code));
    for (const stock of data.storeStock) {
      expect(codes.has(stock.storeCode)).toBe(true);
      expect(byId.get(stock.productId)?.typeId).toBe('simple');
    }
  });

  it('runs one weekly deal now, has past and future ones and one fallback', () => {
    const weekly = data.deals.filter((d) => d.actionType !== 3);
    const active = weekly.filter((d) => d.startDate <= TEST_NOW && d.endDate > TEST_NOW);
    expect(active).toHaveLength(1);
    expect(weekly.some((d) => d.endDate <= TEST_NOW)).toBe(true);
    expect(weekly.some((d) => d.startDate > TEST_NOW)).toBe(true);
    const fallback = data.deals.filter((d) => d.actionType === 3);
    expect(fallback).toHaveLength(1);
    expect(fallback[0]?.endDate.getTime()).toBeGreaterThan(TEST_NOW.getTime());
    expect(new Set(data.deals.map((d) => d.darkOrLight))).toEqual(new Set([0, 1]));
    expect(data.deals.some((d) => d.buttonText && d.contentLink)).toBe(true);
    const product = data.products.find((p) => p.id === active[0]?.productId);
    expect(product?.specialPriceCents).toBeLessThan(product?.priceCents ?? 0);
  });

  it('writes the service pages as page-builder blocks, never the home page', () => {
    const identifiers = data.cmsPages.map((page) => page.identifier);
    expect(identifiers).toEqual(
      expect.arrayContaining([
        'service/algemene-voorwaarden',
        'privacybeleid',
        'service/gespreid-betalen',
      ]),
    );
    expect(identifiers).not.toContain('home');
    for (const page of data.cmsPages) {
      expect(page.urlKey).toBe(page.identifier);
      const blocks = page.content as { id: string; type: string }[];
      expect(blocks[0]).toMatchObject({ type: 'heading', level: 1 });
      expect(blocks.every((block) => block.id && ['heading', 'text'].includes(block.type))).toBe(
        true,
      );
    }
  });
});
