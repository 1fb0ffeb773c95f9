import { AdminRequestError } from '@/lib/admin-client';
import type { catalogMessages } from './messages';

type CatalogKey = keyof (typeof catalogMessages)['en'];

const reasons = new Set([
  'INVALID_AMOUNT',
  'SPECIAL_NOT_BELOW_PRICE',
  'INVALID_DATE',
  'DATE_RANGE',
  'SPECIAL_PRICE_ENDED',
  'UNKNOWN_LABEL',
  'TOO_MANY_LABELS',
  'NEGATIVE_QUANTITY',
  'BAD_QUANTITY',
  'UNKNOWN_SOURCE',
  'NOT_A_SIMPLE_PRODUCT',
]);

/** The catalogue's own words for a refusal the engine gave a reason for; null for the rest. */
export function reasonKey(error: unknown): CatalogKey | null {
  if (!(error instanceof AdminRequestError) || !error.reason || !reasons.has(error.reason)) {
    return null;
  }
  return `reason.${error.reason}` as CatalogKey;
}
