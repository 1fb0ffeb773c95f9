'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { showToast } from '@/components/ui/toast';
import { useTranslations } from '@/lib/i18n/client';
import type { EcommerceProduct } from '@/lib/analytics/ecommerce';

/** Takes one item off the favourites page's list, then shows the page again. */
export function RemoveFavourite({
  itemId,
  name,
  analytics,
}: {
  itemId: string;
  name: string;
  /** What the remove_from_wishlist event reports of the product. */
  analytics: EcommerceProduct;
}) {
  const t = useTranslations('Wishlist');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const changes = await import('@/lib/wishlist/wishlist-changes');
    const done = await changes.removeFavourites([itemId], [analytics]).catch(() => false);
    if (done) {
      showToast(t('removed'), 'success', { className: 'removeFromWishlist' });
      router.refresh();
    } else {
      showToast(t('failed'), 'error', { className: 'wishlistError' });
    }
    setBusy(false);
  };
  return (
    <button
      type="button"
      onClick={() => void remove()}
      disabled={busy}
      aria-label={t('removeLabel', { name })}
      className="relative z-10 min-h-11 rounded-md border border-line px-3 text-sm font-semibold text-brand hover:bg-brand-light disabled:opacity-60"
      data-testid="wishlist-remove"
    >
      {t('remove')}
    </button>
  );
}
