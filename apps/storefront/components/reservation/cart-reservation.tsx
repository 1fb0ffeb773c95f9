'use client';

import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast';
import { useTranslations } from '@/lib/i18n/client';
import { useUiState } from '@/components/state/ui-state';
import { useCart } from '@/lib/cart/use-cart';
import { deferred } from '@/components/ui/deferred';

const ReservationModal = deferred(() =>
  import('./reservation-modal').then((m) => m.ReservationModal),
);

/** The cart drawer's Reserve button (spec §2): reserve one of the cart's products in a store. */
export function CartReservation() {
  const t = useTranslations('Reservation');
  const { closeModal } = useUiState();
  const { cart } = useCart();
  const products = (cart?.items ?? []).map((item) => ({
    sku: item.product.variantSku,
    name: item.product.name,
  }));
  const empty = Boolean(cart) && products.length === 0;
  useEffect(() => {
    if (!empty) return;
    showToast(t('emptyCart'), 'info');
    closeModal();
  }, [empty, t, closeModal]);
  if (!products.length) return null;
  return <ReservationModal products={products} onClose={closeModal} />;
}
