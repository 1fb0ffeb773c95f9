import { LRUCache } from 'lru-cache';
import type {
  AddressLookup,
  AddressLookupResult,
  DutchAddress,
  DutchAddressQuery,
} from './address-lookup-port.ts';
import { parseDutchAddressQuery } from './address-query.ts';
import { createPdokAddressLookup } from './pdok-address-lookup.ts';

export interface AddressService {
  /** False when no lookup is configured: every dutchAddress answer is then null. */
  readonly lookupAvailable: boolean;
  /** Null when not found or when no lookup is configured; BAD_USER_INPUT for invalid arguments. */
  dutchAddress(
    postcode: string,
    houseNumber: string,
    addition: string | null | undefined,
  ): Promise<DutchAddress | null>;
}

export interface AddressServiceOptions {
  /** Null: no lookup, every answer is null and the checkout asks for street and city. */
  lookup: AddressLookup | null;
  cacheEntries?: number;
  cacheTtlMs?: number;
}

type Answer = Exclude<AddressLookupResult, { status: 'unavailable' }>;

/**
 * Looks addresses up through the configured port, remembering answers (found and not found) in
 * a bounded LRU. Only validated, normalised queries become keys, so hostile input cannot fill
 * the cache or reach the lookup; an unavailable lookup is asked again next time.
 */
export function createAddressService(options: AddressServiceOptions): AddressService {
  const { lookup } = options;
  const cache = new LRUCache<string, Answer>({
    max: options.cacheEntries ?? 1_000,
    ttl: options.cacheTtlMs ?? 24 * 60 * 60_000,
  });
  return {
    lookupAvailable: lookup !== null,
    async dutchAddress(postcode, houseNumber, addition) {
      const query = parseDutchAddressQuery(postcode, houseNumber, addition);
      if (!lookup) return null;
      const key = cacheKey(query);
      let answer = cache.get(key);
      if (!answer) {
        const result = await lookup.find(query);
        if (result.status === 'unavailable') return null;
        cache.set(key, result);
        answer = result;
      }
      return answer.status === 'found' ? answer.address : null;
    },
  };
}

function cacheKey(query: DutchAddressQuery): string {
  return `${query.postcode}|${query.houseNumber}|${query.addition ?? ''}`;
}

/** ADDRESS_LOOKUP=pdok (and optionally ADDRESS_LOOKUP_URL) chooses PDOK; unset means none. */
export function addressLookupFromEnv(env = process.env): AddressLookup | null {
  const kind = env.ADDRESS_LOOKUP?.trim() ?? '';
  if (kind === '' || kind === 'none') return null;
  if (kind === 'pdok') return createPdokAddressLookup({ url: env.ADDRESS_LOOKUP_URL || undefined });
  throw new Error(`ADDRESS_LOOKUP=${kind} is not a known address lookup; use pdok or none.`);
}
