import type { CustomerParent } from '../customers/customer-view.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationConfirmNewsletterSubscriptionArgs,
  MutationSubscribeEmailToNewsletterArgs,
  MutationUnsubscribeEmailFromNewsletterArgs,
} from '../graphql/generated/resolver-types.ts';

export const newsletterResolvers = {
  Mutation: {
    async subscribeEmailToNewsletter(
      _: unknown,
      { email }: MutationSubscribeEmailToNewsletterArgs,
      context: GraphQLContext,
    ) {
      await context.newsletter.subscribe(email, context.locale ?? 'nl');
      // The same answer for every address, subscribed or not: it tells nobody anything.
      return { status: 'NOT_ACTIVE' as const, coupon_mailed: false };
    },
    async confirmNewsletterSubscription(
      _: unknown,
      { input }: MutationConfirmNewsletterSubscriptionArgs,
      context: GraphQLContext,
    ) {
      const outcome = await context.newsletter.confirm(input.email, input.code);
      return { status: outcome.status, coupon_mailed: outcome.couponMailed };
    },
    async unsubscribeEmailFromNewsletter(
      _: unknown,
      { input }: MutationUnsubscribeEmailFromNewsletterArgs,
      context: GraphQLContext,
    ) {
      const status = await context.newsletter.unsubscribeByLink(input.email, input.code);
      return { status, coupon_mailed: false };
    },
  },
  Customer: {
    async is_subscribed(parent: CustomerParent, _: unknown, context: GraphQLContext) {
      if (parent.customerId === null) return false;
      return (await context.newsletter.status(parent.email)) === 'SUBSCRIBED';
    },
    async newsletter_status(parent: CustomerParent, _: unknown, context: GraphQLContext) {
      if (parent.customerId === null) return null;
      return context.newsletter.status(parent.email);
    },
  },
};
