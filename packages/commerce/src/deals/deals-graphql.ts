import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { DealRow } from './deal-service.ts';
import type { DealTexts } from './schema.ts';

/** spec §3 Deal: the weekly deal, possibly of one product. */
export const dealsTypeDefs = /* GraphQL */ `
  type Deal {
    id: Int
    name: String
    subtitle: String
    image_url: String
    content_link: String
    button_text: String
    end_date: String
    "0 = dark theme, otherwise light."
    dark_or_light: Int
    "3 = fallback deal."
    action_type: Int
    product: ProductInterface
  }

  extend type Query {
    "The weekly deal running now, or the fallback deal (first entry is the one to show)."
    activeDeal: [Deal]
  }
`;

/** The deal's texts in the request's language; Dutch when none is given or the deal lacks it. */
function dealTexts(deal: DealRow, context: GraphQLContext): DealTexts {
  const locale = context.locale;
  return (locale && locale !== 'nl' ? deal.translations?.[locale] : undefined) ?? deal;
}

export const dealsResolvers: ModuleResolvers = {
  Query: {
    activeDeal: (_: unknown, __: unknown, context: GraphQLContext) =>
      context.deals.active(context.now()),
  },
  Deal: {
    name: (deal: DealRow, _: unknown, context: GraphQLContext) => dealTexts(deal, context).name,
    subtitle: (deal: DealRow, _: unknown, context: GraphQLContext) =>
      dealTexts(deal, context).subtitle,
    button_text: (deal: DealRow, _: unknown, context: GraphQLContext) =>
      dealTexts(deal, context).buttonText,
    image_url: (deal: DealRow) => deal.imageUrl,
    content_link: (deal: DealRow) => deal.contentLink,
    end_date: (deal: DealRow) => deal.endDate.toISOString(),
    dark_or_light: (deal: DealRow) => deal.darkOrLight,
    action_type: (deal: DealRow) => deal.actionType,
    product: (deal: DealRow, _: unknown, context: GraphQLContext) =>
      deal.productId === null ? null : (context.catalog.product(deal.productId) ?? null),
  },
};
