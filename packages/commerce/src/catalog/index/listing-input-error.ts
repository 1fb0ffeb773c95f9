/**
 * A listing or autocomplete request the index cannot answer as asked (an unknown filter code, a
 * page number below 1). The GraphQL layer turns it into a GraphQL error for the caller.
 */
export class ListingInputError extends Error {
  override readonly name = 'ListingInputError';

  constructor(
    message: string,
    /** The offending input: the filter code, `currentPage`, `pageSize`, `sort` or `price`. */
    readonly input: string,
  ) {
    super(message);
  }
}
