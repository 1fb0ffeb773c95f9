'use client';

import { deferred } from '@/components/ui/deferred';

// Category and product pages share one route: the button's code comes in its own chunk, only on
// pages that show one (ADR 0005).
export const AddToCart = deferred(() =>
  import('./add-to-cart-button').then((module) => module.AddToCartButton),
);
