import { describe, expect, it } from 'vitest';
import { discountBadge } from './discount-badge';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('discountBadge', () => {
  it('shows the rounded percentage when it is at least 1 %', () => {
    expect(discountBadge({ regular: eur(100), final: eur(80), percentOff: 20 })).toEqual({
      kind: 'percent',
      percent: 20,
    });
  });

  it('shows the amount off instead of -0 % for a bundle whose discount is a sliver', () => {
    // A €620 bundle with 5 % off its €20 accessory.
    const badge = discountBadge({ regular: eur(620), final: eur(619), percentOff: 0.16 });
    expect(badge).toEqual({ kind: 'amount', amount: eur(1) });
  });

  it('shows nothing without a discount', () => {
    expect(discountBadge({ regular: eur(50), final: eur(50), percentOff: 0 })).toBeNull();
  });
});
