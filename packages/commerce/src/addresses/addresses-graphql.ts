import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';

export const addressesResolvers: ModuleResolvers = {
  Query: {
    dutchAddress: (
      _: unknown,
      args: { postcode: string; house_number: string; addition?: string | null },
      context: GraphQLContext,
    ) => context.addresses.dutchAddress(args.postcode, args.house_number, args.addition),
    dutchAddressLookupAvailable: (_: unknown, __: unknown, context: GraphQLContext) =>
      context.addresses.lookupAvailable,
  },
};
