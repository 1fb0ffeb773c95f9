import { describe, expect, it } from 'vitest';
import { usesSelect, variantFor } from './variants';

const variants = [
  { sku: 'red-6', attributes: { color: 1, size: 6 }, inStock: true },
  { sku: 'red-8', attributes: { color: 1, size: 8 }, inStock: true },
  { sku: 'blue-6', attributes: { color: 2, size: 6 }, inStock: false },
  { sku: 'blue-8', attributes: { color: 2, size: 8 }, inStock: true },
];

describe('variantFor (spec §4)', () => {
  it('keeps the other choices', () => {
    expect(variantFor(variants, { color: 1, size: 8 }, 'color', 2)?.sku).toBe('blue-8');
    expect(variantFor(variants, { color: 2, size: 6 }, 'size', 8)?.sku).toBe('blue-8');
  });
  it('prefers stock when nothing is chosen and gives null for unknown values', () => {
    expect(variantFor(variants, {}, 'color', 2)?.sku).toBe('blue-8');
    expect(variantFor(variants, {}, 'color', 9)).toBeNull();
  });
});

describe('select cutoff', () => {
  it('shows buttons up to five values and a dropdown from six', () => {
    expect(usesSelect(5)).toBe(false);
    expect(usesSelect(6)).toBe(true);
  });
});
