import type { GraphQLContext } from '../graphql/context.ts';
import type { MutationContactUsArgs } from '../graphql/generated/resolver-types.ts';

/**
 * The client's address for the rate limit: the context's `clientAddress` when the server sets
 * one, else the first `X-Forwarded-For` entry of the request (the shop's own proxy sets it),
 * else unknown (the limit per e-mail address still holds).
 */
export function clientAddressOf(context: GraphQLContext): string | null {
  const given = (context as { clientAddress?: unknown }).clientAddress;
  if (typeof given === 'string' && given) return given.slice(0, 64);
  const request = (context as { request?: { headers?: Headers } }).request;
  const forwarded = request?.headers?.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : null;
}

export const contactResolvers = {
  Mutation: {
    async contactUs(_: unknown, { input }: MutationContactUsArgs, context: GraphQLContext) {
      await context.contact.send(input, context.locale ?? 'nl', clientAddressOf(context));
      return { status: true };
    },
  },
};
