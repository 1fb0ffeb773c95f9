'use client';

import { deferred } from '@/components/ui/deferred';

// Delivery and payment are not needed until the first step is done: their code loads when the
// shopper reaches them (or at once, on a reload at that step), keeping /checkout's first load small.
export const DeliveryStep = deferred(() => import('./delivery-step').then((m) => m.DeliveryStep));
export const PaymentStep = deferred(() => import('./payment-step').then((m) => m.PaymentStep));
export const AddressOverview = deferred(() =>
  import('./address-overview').then((m) => m.AddressOverview),
);
