import { describe, expect, it } from 'vitest';
import { jsonSizeUpTo } from './json-size.ts';

describe('JSON size without writing JSON', () => {
  it('comes near the length of the written JSON', () => {
    const value = {
      data: {
        products: { items: [{ sku: 'VOL-1', name: 'Wasmachine', price: 499.5, stock: true }] },
      },
      list: [null, 'a', 1],
    };
    const written = JSON.stringify(value).length;
    const counted = jsonSizeUpTo(value, Infinity);
    expect(counted).toBeGreaterThanOrEqual(written * 0.8);
    expect(counted).toBeLessThanOrEqual(written * 1.5);
  });

  it('counts objects without a prototype, as graphql-js answers them', () => {
    const answer = Object.assign(Object.create(null) as object, { name: 'x'.repeat(1_000) });
    expect(jsonSizeUpTo(answer, Infinity)).toBeGreaterThan(1_000);
  });

  it('gives up past the limit instead of walking the whole answer', () => {
    let opened = 0;
    const items = Array.from({ length: 100_000 }, (_, n) => ({
      get sku() {
        opened++;
        return `SKU-${n}`;
      },
    }));
    expect(jsonSizeUpTo({ items }, 1_000)).toBeGreaterThan(1_000);
    expect(opened).toBeLessThan(200);
  });
});
