import { describe, expect, it } from 'vitest';
import {
  bundleAccessoryCents,
  finalPriceCents,
  installmentCents,
  percentOff,
  shopDate,
  shouldDisplayPrice,
  visibleTierPrices,
} from './product-price.ts';

describe('special price', () => {
  const facts = { priceCents: 799_00, specialPriceCents: 699_00, specialToDate: '2026-11-30' };

  it('applies through its last day and not after', () => {
    expect(finalPriceCents(facts, '2026-11-30')).toBe(699_00);
    expect(finalPriceCents(facts, '2026-12-01')).toBe(799_00);
  });

  it('is ignored when it is not lower than the regular price', () => {
    expect(finalPriceCents({ ...facts, specialPriceCents: 899_00 }, '2026-11-01')).toBe(799_00);
  });

  it('applies from its first day when it has one', () => {
    const later = { ...facts, specialFromDate: '2026-11-20' };
    expect(finalPriceCents(later, '2026-11-19')).toBe(799_00);
    expect(finalPriceCents(later, '2026-11-20')).toBe(699_00);
    expect(finalPriceCents(later, '2026-12-01')).toBe(799_00);
  });

  it('has no end without a to-date', () => {
    expect(finalPriceCents({ ...facts, specialToDate: null }, '2099-01-01')).toBe(699_00);
  });
});

describe('shop date', () => {
  it('uses Amsterdam time, so late evening UTC is already the next day', () => {
    expect(shopDate(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});

describe('installments (spec §9)', () => {
  it('divides by 3 from 250 up to 10000 inclusive', () => {
    expect(installmentCents(250_00)).toBe(83_34);
    expect(installmentCents(900_00)).toBe(300_00);
    expect(installmentCents(10_000_00)).toBe(333_334);
  });

  it('is absent below 250 and above 10000', () => {
    expect(installmentCents(249_99)).toBeNull();
    expect(installmentCents(10_000_01)).toBeNull();
  });
});

describe('tier prices', () => {
  it('drops quantity 1 and reports the discount against the final price', () => {
    const tiers = visibleTierPrices(
      [
        { quantity: 5, priceCents: 90_00 },
        { quantity: 1, priceCents: 99_00 },
        { quantity: 2, priceCents: 95_00 },
      ],
      100_00,
    );
    expect(tiers.map((tier) => tier.quantity)).toEqual([2, 5]);
    expect(tiers[1]).toMatchObject({ percentOff: 10, amountOffCents: 10_00 });
  });
});

it('takes 5 % off accessories in a bundle', () => {
  expect(bundleAccessoryCents(39_99)).toBe(37_99);
});

it('hides the price for on-request and out-of-assortment products (spec §4)', () => {
  expect(shouldDisplayPrice('Actief (op aanvraag)')).toBe(false);
  expect(shouldDisplayPrice('Uit assortiment')).toBe(false);
  expect(shouldDisplayPrice('Uitlopend')).toBe(true);
  expect(shouldDisplayPrice('Pre-order')).toBe(true);
});

it('reports percent off with two decimals', () => {
  expect(percentOff(799_00, 699_00)).toBe(12.52);
  expect(percentOff(100_00, 100_00)).toBe(0);
});
