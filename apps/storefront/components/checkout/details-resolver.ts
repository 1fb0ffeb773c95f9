import { zodResolver } from '@hookform/resolvers/zod';
import { detailsSchema } from '@/lib/checkout/checkout-schemas';

/** The details step's validation, in a chunk of its own (see `detailsFormResolver`). */
export const detailsResolver = zodResolver(detailsSchema);
