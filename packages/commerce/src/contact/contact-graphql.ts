import type { GraphQLContext } from '../graphql/context.ts';
import { unknownClientAddress } from '../graphql/client-address.ts';
import type { MutationContactUsArgs } from '../graphql/generated/resolver-types.ts';

/**
 * The client's address for the rate limit, as the GraphQL server read it (client-address.ts);
 * a context without one counts in the shared unknown bucket, never outside the limit.
 */
export function clientAddressOf(context: GraphQLContext): string {
  const given = (context as { clientAddress?: unknown }).clientAddress;
  return typeof given === 'string' && given ? given.slice(0, 64) : unknownClientAddress;
}

export const contactResolvers = {
  Mutation: {
    async contactUs(_: unknown, { input }: MutationContactUsArgs, context: GraphQLContext) {
      await context.contact.send(input, context.locale ?? 'nl', clientAddressOf(context));
      return { status: true };
    },
  },
};
