import type { CheckoutDetails, CheckoutDetailsInput } from '@/lib/checkout/checkout-schemas';
import { lazyResolver } from './lazy-resolver';

/**
 * The details step's validation (zod and the checkout's schemas, about 25 kB gzip) is not needed
 * to show the step: it loads when the shopper first moves into the form, or on the first submit.
 */
export const detailsFormResolver = lazyResolver<CheckoutDetailsInput, CheckoutDetails>(() =>
  import('./details-resolver').then((module) => module.detailsResolver),
);
