import type { DutchAddressQuery } from '@/lib/commerce/generated/graphql';
import type { DutchAddressLookupQuery } from './address-lookup';

/**
 * Asks the engine for the street and city of a Dutch postcode and house number. The GraphQL
 * client and the generated documents (about 6 kB gzip) load with the first lookup, not with the
 * checkout page.
 */
export async function requestDutchAddress(
  query: DutchAddressLookupQuery,
): Promise<DutchAddressQuery | null> {
  const [{ browserQuery }, { DutchAddressDocument }] = await Promise.all([
    import('@/lib/commerce/browser-query'),
    import('@/lib/commerce/generated/graphql'),
  ]);
  return browserQuery(DutchAddressDocument, query);
}
