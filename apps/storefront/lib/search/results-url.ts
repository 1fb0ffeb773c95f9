import { parseListingSegments, type ListingState } from '@/lib/catalog/listing-url';

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Splits `/search/{term}/q/...` (spec §2, with the listing URL shape of the category pages)
 * into the term, the listing base path and the listing state.
 */
export function parseSearchSegments(
  segments: readonly string[] = [],
  search?: { page?: string | string[] | undefined },
): { term: string; basePath: string; state: ListingState } {
  const [head, ...tail] = segments;
  const hasTerm = head !== undefined && head !== 'q';
  const term = hasTerm ? safeDecode(head).trim() : '';
  const { state } = parseListingSegments(hasTerm ? tail : segments, search);
  return { term, basePath: term ? `/search/${encodeURIComponent(term)}` : '/search', state };
}
