'use client';

import { useState } from 'react';
import { useShopper } from '@/components/state/ui-state';
import { showToast } from '@/components/ui/toast';
import { HeartIcon } from '@/components/ui/icons';
import { useTranslations } from '@/lib/i18n/client';
import { mayBeSignedIn, preloadUser } from '@/lib/user/user-summary';
import type { EcommerceProduct } from '@/lib/analytics/ecommerce';

/**
 * The heart on product cards and the product page (spec §6). Signed in it keeps the product as
 * a favourite or lets it go; a guest gets the sign-in prompt, one at a time. The button is all
 * a page loads: what a click does loads with the first click.
 */
export function WishlistToggle({
  sku,
  parentSku = null,
  name,
  analytics,
  withText = false,
}: {
  sku: string;
  parentSku?: string | null;
  name: string;
  analytics: EcommerceProduct;
  /** Shows the word beside the heart (the product page); cards show the heart alone. */
  withText?: boolean;
}) {
  const t = useTranslations('Wishlist');
  const header = useTranslations('Header');
  const shopper = useShopper();
  // The state the shopper asked for while the engine is asked; null when at rest.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const kept = shopper.isLoggedIn && (shopper.wishlistSkus ?? []).includes(parentSku || sku);
  const pressed = wanted ?? kept;

  const onClick = async () => {
    if (wanted !== null) return;
    // A click before the shopper's state is in waits for it, so a signed-in shopper is not
    // asked to sign in.
    const signedIn =
      shopper.isLoggedIn || (mayBeSignedIn() && (await preloadUser())?.isLoggedIn === true);
    if (!signedIn) {
      showToast(header('wishlistLoginRequired'), 'info', { className: 'wishlistLoginRequired' });
      return;
    }
    const next = !pressed;
    setWanted(next);
    const changes = await import('@/lib/wishlist/wishlist-changes');
    const done = await changes.setFavourite({ sku, parentSku, analytics }, next).catch(() => false);
    if (!done) showToast(t('failed'), 'error', { className: 'wishlistError' });
    setWanted(null);
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-pressed={pressed}
      aria-label={withText ? undefined : t('toggle', { name })}
      aria-busy={wanted !== null || undefined}
      className={`relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-sm font-medium hover:bg-brand-light ${pressed ? 'text-accent' : 'text-brand'} ${withText ? 'px-3' : ''}`}
      data-testid="wishlist-toggle"
    >
      <HeartIcon fill={pressed ? 'currentColor' : 'none'} />
      {withText ? <span>{t('favourite')}</span> : null}
    </button>
  );
}
