import type { GraphQLContext } from '../graphql/context.ts';
import { activeDeals, type DealRow } from './deal-service.ts';

export const dealResolvers = {
  Query: {
    activeDeal: (_: unknown, __: unknown, context: GraphQLContext) =>
      activeDeals(context.db, context.now()),
  },
  Deal: {
    image_url: (deal: DealRow) => deal.imageUrl,
    content_link: (deal: DealRow) => deal.contentLink,
    button_text: (deal: DealRow) => deal.buttonText,
    end_date: (deal: DealRow) => deal.endDate.toISOString(),
    dark_or_light: (deal: DealRow) => deal.darkOrLight,
    action_type: (deal: DealRow) => deal.actionType,
    product: (deal: DealRow, _: unknown, context: GraphQLContext) =>
      deal.productId === null ? null : (context.catalog.product(deal.productId) ?? null),
  },
};
