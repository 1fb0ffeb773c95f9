'use client';

import { useState } from 'react';
import { useUiState } from '@/components/state/ui-state';
import { useCartActions } from '@/lib/cart/use-cart-actions';
import { useTranslations } from '@/lib/i18n/client';
import { useHydrated } from './use-hydrated';

/**
 * spec §6 reorder: the order's products that can still be bought go back in the cart through
 * the cart update flow (spec §4, §8 toasts of class reorderItems), then the cart opens.
 */
export function ReorderButton({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('AccountPages');
  const { reorder } = useCartActions();
  const { openSidebar } = useUiState();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={!hydrated || busy}
      onClick={async () => {
        setBusy(true);
        const done = await reorder(orderNumber);
        setBusy(false);
        if (done) openSidebar('CART_VIEW');
      }}
    >
      {busy ? t('reordering') : t('reorder')}
    </button>
  );
}
