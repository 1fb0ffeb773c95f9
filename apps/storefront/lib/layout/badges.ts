import { layoutConfig } from '@/lib/config/layout';

/** spec §4: the cart toggle is active from 1 item and has a large badge from 10. */
export function cartBadge(quantity: number): {
  active: boolean;
  large: boolean;
  text: string | null;
} {
  const count = Math.max(0, Math.floor(quantity || 0));
  return {
    active: count >= 1,
    large: count >= layoutConfig.cartBadgeLargeFrom,
    text: count >= 1 ? String(count) : null,
  };
}

/** spec §4: the wishlist toggle shows a count only when signed in and above 0. */
export function wishlistBadge(isLoggedIn: boolean, count: number): string | null {
  return isLoggedIn && count > 0 ? String(count) : null;
}
