import { describe, expect, it } from 'vitest';
import { centsOf, eurosOf, productFormSchema, updateOf, type ProductForm } from './product-form';

const form: ProductForm = {
  online: true,
  price: '400',
  hasSpecial: true,
  specialPrice: '349,50',
  specialFrom: '2026-12-01',
  specialTo: '2026-12-10',
  labels: ['sale'],
};

describe('the product form', () => {
  it('reads euros as whole cents without floats', () => {
    expect(centsOf('19.99')).toBe(1999);
    expect(centsOf('349,5')).toBe(34950);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('1.999')).toBeNull();
    expect(centsOf('-1')).toBeNull();
    expect(centsOf('abc')).toBeNull();
    expect(eurosOf(34950)).toBe('349.50');
    expect(eurosOf(5)).toBe('0.05');
  });

  it('checks the special price against the price and its days against each other', () => {
    expect(productFormSchema.safeParse(form).success).toBe(true);
    const dear = productFormSchema.safeParse({ ...form, specialPrice: '400' });
    expect(dear.error?.issues[0]).toMatchObject({
      path: ['specialPrice'],
      message: 'specialNotBelowPrice',
    });
    const backwards = productFormSchema.safeParse({ ...form, specialTo: '2026-11-30' });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['specialTo'], message: 'dateRange' });
    // No special price: its fields are not looked at.
    expect(
      productFormSchema.safeParse({ ...form, hasSpecial: false, specialPrice: 'x' }).success,
    ).toBe(true);
  });

  it('sends only what changed', () => {
    const initial: ProductForm = {
      ...form,
      online: false,
      price: '450',
      hasSpecial: false,
      labels: [],
    };
    expect(updateOf('SKU-1', form, initial)).toEqual({
      sku: 'SKU-1',
      status: 'ONLINE',
      price_cents: 40000,
      special_price: { price_cents: 34950, from: '2026-12-01', to: '2026-12-10' },
      labels: ['sale'],
    });
    expect(updateOf('SKU-1', { ...form, online: false }, form)).toEqual({
      sku: 'SKU-1',
      status: 'OFFLINE',
    });
    expect(updateOf('SKU-1', { ...form, hasSpecial: false }, form)).toEqual({
      sku: 'SKU-1',
      special_price: null,
    });
    expect(updateOf('SKU-1', { ...form, price: '400.00' }, form)).toBeNull();
  });
});
