'use client';

import { useEffect } from 'react';
import { pushPurchaseOnce } from '@/lib/analytics/checkout-events';
import { checkoutConstants } from '@/lib/config/checkout';

interface Props {
  orderNumber: string;
  totalCents: number;
  items: { uid: string; sku: string; name: string; quantity: number; rowCents: number }[];
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** GA4 purchase for a placed order, once, however often the success page is loaded. */
export function PurchaseTracker({ orderNumber, totalCents, items }: Props) {
  useEffect(() => {
    pushPurchaseOnce(
      orderNumber,
      { items, grandTotalCents: totalCents },
      sessionStore(),
      checkoutConstants.purchaseTrackedKey,
    );
  }, [orderNumber, totalCents, items]);
  return null;
}
