import { GraphQLError } from 'graphql';
import type { ShopperError } from '../cart/shopper-errors.ts';

/** A reason's values as the schema lists them (ErrorParameter): names with text values. */
export function paramList(
  params: Record<string, string | number>,
): { name: string; value: string }[] {
  return Object.entries(params).map(([name, value]) => ({ name, value: String(value) }));
}

/**
 * A refusal as a GraphQL error: the contract's code where clients switch on it, the reason and
 * its values beside it (`extensions.reason`, `extensions.params`) for a shop to translate.
 */
export function shopperGraphQLError(
  code: string,
  error: ShopperError,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code, ...extensions, reason: error.reason, params: error.params },
  });
}
