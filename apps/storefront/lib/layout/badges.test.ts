import { describe, expect, it } from 'vitest';
import { cartBadge, wishlistBadge } from './badges';

describe('header badges (spec §4)', () => {
  it('activates the cart toggle from one item and makes the badge large from ten', () => {
    expect(cartBadge(0)).toEqual({ active: false, large: false, text: null });
    expect(cartBadge(1)).toEqual({ active: true, large: false, text: '1' });
    expect(cartBadge(9).large).toBe(false);
    expect(cartBadge(10)).toEqual({ active: true, large: true, text: '10' });
  });

  it('shows the wishlist count only when signed in and above zero', () => {
    expect(wishlistBadge(false, 3)).toBeNull();
    expect(wishlistBadge(true, 0)).toBeNull();
    expect(wishlistBadge(true, 3)).toBe('3');
  });
});
