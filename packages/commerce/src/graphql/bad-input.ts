import { GraphQLError } from 'graphql';

/** A client error the shopper's app can act on: reaches the client unmasked, with its code. */
export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
