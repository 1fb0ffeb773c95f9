'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { useCartQuantity } from '@/lib/cart/cart-summary';
import { preloadUser, useUserSummary } from '@/lib/user/user-summary';
import { ShopperProvider, type ShopperSummary } from './ui-state';

/**
 * Feeds the header's ShopperProvider: the shopper from GET /api/user (read only when the
 * `signed_in` hint says there is a session, and kept current by useUser and the account's
 * actions) and the cart's total quantity.
 */
export function ShopperState({ children }: { children: ReactNode }) {
  const user = useUserSummary();
  const cartQuantity = useCartQuantity();
  useEffect(() => void preloadUser(), []);
  const value = useMemo<ShopperSummary>(
    () => ({
      isLoggedIn: user.isLoggedIn,
      firstname: user.firstname,
      cartQuantity,
      wishlistCount: user.isLoggedIn ? user.wishlistSkus.length : 0,
    }),
    [user, cartQuantity],
  );
  return <ShopperProvider value={value}>{children}</ShopperProvider>;
}
