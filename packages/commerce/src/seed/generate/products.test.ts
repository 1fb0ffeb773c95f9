import { describe, expect, it } from 'vitest';
import { shopConstants } from '../../config/constants.ts';
import { attributeDef } from '../data/attributes.ts';
import { finalPriceAt } from './merchandising.ts';
import { TEST_NOW, testCatalog } from './test-fixture.ts';

describe('generated products', () => {
  const data = testCatalog();
  const byId = new Map(data.products.map((p) => [p.id, p]));
  const listed = data.products.filter((p) => p.visible && p.typeId !== 'bundle');

  it('keeps configurable children consistent with their options', () => {
    const parents = data.products.filter((p) => p.typeId === 'configurable');
    expect(parents.length).toBeGreaterThan(0);
    for (const parent of parents) {
      const children = data.products.filter((p) => p.parentId === parent.id);
      const options = data.configurableOptions
        .filter((o) => o.productId === parent.id)
        .map((o) => o.attributeCode);
      expect(options).toContain('color_group');
      expect(children.length).toBeGreaterThan(1);
      const combinations = new Set(
        children.map((child) => options.map((code) => child.attributes?.[code]).join('|')),
      );
      expect(combinations.size).toBe(children.length);
      for (const child of children) {
        expect(child.visible).toBe(false);
        expect(child.typeId).toBe('simple');
        for (const code of options) {
          const value = child.attributes?.[code];
          expect(attributeDef(code).options?.some((o) => o.value === value)).toBe(true);
        }
      }
      expect(parent.priceCents).toBe(Math.min(...children.map((c) => c.priceCents)));
      expect(parent.stockStatus === 'IN_STOCK').toBe(
        children.some((c) => c.stockStatus === 'IN_STOCK'),
      );
    }
  });

  it('builds bundles from an existing main product and accessory', () => {
    const bundles = data.products.filter((p) => p.typeId === 'bundle');
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      const items = data.bundleItems.filter((item) => item.bundleId === bundle.id);
      expect(items).toHaveLength(2);
      const main = byId.get(items.find((item) => item.isMain)?.productId ?? -1);
      const accessory = byId.get(items.find((item) => !item.isMain)?.productId ?? -1);
      expect(main?.typeId).toBe('simple');
      expect(accessory?.visible).toBe(true);
      expect(bundle.urlKey).toBe(main?.urlKey);
      expect(bundle.urlSuffix).toBe(`-bundel-${accessory?.urlKey}`);
      expect(bundle.priceCents).toBe((main?.priceCents ?? 0) + (accessory?.priceCents ?? 0));
    }
  });

  it('stores option values for filterable attributes and text for specifications', () => {
    for (const product of data.products) {
      const attributes = product.attributes ?? {};
      expect(attributes.brand).toBeDefined();
      expect(attributes.delivery_type).toBeDefined();
      for (const [code, value] of Object.entries(attributes)) {
        const options = attributeDef(code).options;
        if (options) expect(options.map((o) => o.value)).toContain(value);
      }
    }
    const energy = data.attributeOptions
      .filter((o) => o.attributeCode === 'energy_class')
      .map((o) => o.value);
    expect(energy).toEqual(expect.arrayContaining(['a', 'g', 'a-plus-plus-plus']));
    expect(
      data.attributeOptions
        .filter((o) => o.attributeCode === 'color_group')
        .every((o) => /^#[0-9a-f]{6}$/.test(o.swatch ?? '')),
    ).toBe(true);
  });

  it('puts energy labels on appliances and televisions', () => {
    const withEnergy = listed.filter((p) =>
      ['Wasmachine', 'Koelkast', 'Televisie'].includes(p.productgroupLabel ?? ''),
    );
    expect(withEnergy.length).toBeGreaterThan(0);
    for (const product of withEnergy) {
      expect(product.energyClass).toMatch(/^[A-G](\+{1,3})?$/);
      expect(product.energyLabelUrl).toMatch(/^\/media\/catalog\/energy\/[a-z-]+\.webp$/);
      expect(product.productSheetUrl).toBeTruthy();
    }
    expect(
      listed.filter((p) => p.productgroupLabel === 'Bokszak').every((p) => p.energyClass === null),
    ).toBe(true);
  });

  it('prices realistically, with sale prices, in-store prices and instalment-range products', () => {
    const washers = listed.filter((p) => p.productgroupLabel === 'Wasmachine');
    expect(washers.every((p) => p.priceCents >= 399_00 && p.priceCents <= 1299_00)).toBe(true);
    const { minCents, maxCents } = shopConstants.installments;
    expect(
      listed.filter((p) => p.priceCents >= minCents && p.priceCents <= maxCents).length,
    ).toBeGreaterThan(50);
    for (const product of data.products) {
      if (product.specialPriceCents !== null && product.specialPriceCents !== undefined) {
        expect(product.specialPriceCents).toBeLessThan(product.priceCents);
        expect(product.specialToDate ?? '2099-12-31').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    // Running, open-ended and already ended sale prices all occur.
    const onSale = listed.filter((p) => p.specialPriceCents);
    const today = '2026-03-11';
    expect(onSale.some((p) => p.specialToDate && p.specialToDate >= today)).toBe(true);
    expect(onSale.some((p) => p.specialToDate === null)).toBe(true);
    expect(onSale.some((p) => p.specialToDate && p.specialToDate < today)).toBe(true);
  });

  it('has tier prices, including quantity-1 tiers the engine drops', () => {
    expect(data.priceTiers.length).toBeGreaterThan(0);
    expect(data.priceTiers.some((tier) => tier.quantity === 1)).toBe(true);
    for (const tier of data.priceTiers) expect(byId.has(tier.productId)).toBe(true);
  });

  it('assigns labels from the data: cash-back, sale and cheaper in store', () => {
    const definitions = new Set(data.productLabelDefinitions.map((d) => d.code));
    expect(definitions.size).toBe(11);
    const cashBackIds = new Set(data.cashBackActions.map((a) => a.id));
    expect(listed.some((p) => p.cashBackId)).toBe(true);
    for (const product of listed) {
      const labels = product.labels ?? [];
      expect(labels.every((label) => definitions.has(label))).toBe(true);
      expect(labels.includes('cash_back_action')).toBe(Boolean(product.cashBackId));
      if (product.cashBackId) expect(cashBackIds.has(product.cashBackId)).toBe(true);
      const final = finalPriceAt(
        TEST_NOW,
        product.priceCents,
        product.specialPriceCents,
        product.specialToDate,
      );
      expect(labels.includes('sale')).toBe(final < product.priceCents);
      expect(labels.includes('cheaper_in_store')).toBe(
        (product.priceInStoreCents ?? Infinity) < final,
      );
    }
  });

  it('gives up to six USPs, sometimes more than the four the engine keeps', () => {
    expect(listed.every((p) => (p.usps?.length ?? 0) >= 2 && (p.usps?.length ?? 0) <= 6)).toBe(
      true,
    );
    expect(listed.some((p) => (p.usps?.length ?? 0) > shopConstants.maxProductUsps)).toBe(true);
  });

  it('links related, upsell and variation products; siblings share a variant key', () => {
    const types = new Set(data.productLinks.map((l) => l.linkType));
    expect(types).toEqual(new Set(['related', 'upsell', 'variation']));
    for (const link of data.productLinks) {
      expect(byId.get(link.linkedProductId)?.visible).toBe(true);
      if (link.linkType === 'upsell') {
        expect(byId.get(link.linkedProductId)?.priceCents ?? 0).toBeGreaterThan(0);
      }
      if (link.linkType === 'variation') {
        const from = byId.get(link.productId);
        expect(from?.variantKey).toBeTruthy();
        expect(byId.get(link.linkedProductId)?.variantKey).toBe(from?.variantKey);
      }
    }
  });

  it('gives listed products a gallery of 2–4 images, sometimes with a video', () => {
    for (const product of listed) {
      const images = data.productMedia.filter(
        (m) => m.productId === product.id && m.mediaType === 'image' && !m.disabled,
      );
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
    }
    const videos = data.productMedia.filter((m) => m.mediaType === 'external-video');
    expect(videos.length).toBeGreaterThan(0);
    expect(
      videos.every((v) =>
        /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(v.videoUrl ?? ''),
      ),
    ).toBe(true);
    const files = new Set(data.images.map((image) => image.file));
    expect(data.productMedia.every((m) => files.has(m.file))).toBe(true);
  });

  it('writes Dutch names and HTML descriptions', () => {
    expect(listed.some((p) => /^Voltana \S+ Wasmachine \d+ kg \d+ toeren$/.test(p.name))).toBe(
      true,
    );
    for (const product of listed) {
      expect(product.description).toMatch(/^<p>.*<\/p>$/s);
      expect(product.shortDescription).toMatch(/^<p>.+<\/p>$/);
      expect(product.metaTitle).toContain(product.name);
    }
  });
});
