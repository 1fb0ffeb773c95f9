'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { deferred } from '@/components/ui/deferred';

const ReservationModal = deferred(() =>
  import('./reservation-modal').then((m) => m.ReservationModal),
);

/** The product page's way into the reservation modal (spec §2), under the stock per store. */
export function ReserveInStoreButton({ sku, name }: { sku: string; name: string }) {
  const t = useTranslations('Reservation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary mt-2 w-full"
        onClick={() => setOpen(true)}
        data-testid="reserve-in-store"
      >
        {t('open')}
      </button>
      {open ? <ReservationModal products={[{ sku, name }]} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
