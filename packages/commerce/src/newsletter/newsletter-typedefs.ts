/**
 * The newsletter with double opt-in (Magento 2.4 NewsletterGraphQl names plus the shop's
 * confirmation and unsubscribe links, marked). spec §4 states: SUBSCRIBED, UNSUBSCRIBED,
 * NOT_ACTIVE (confirmation e-mail sent), UNCONFIRMED (asked for while creating an account that
 * is not confirmed yet).
 */
export const newsletterTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Asks for the newsletter: a confirmation mail is sent and the answer is NOT_ACTIVE, whatever
    the address's state was, so the answer tells nothing about who is subscribed.
    """
    subscribeEmailToNewsletter(email: String!): SubscribeEmailToNewsletterOutput
    """
    Shop extension: the confirmation link. The first confirmation of an address also mails the
    single-use 15 % first-order coupon (spec §2).
    """
    confirmNewsletterSubscription(input: NewsletterLinkInput!): SubscribeEmailToNewsletterOutput
    "Shop extension: the unsubscribe link in every mail."
    unsubscribeEmailFromNewsletter(input: NewsletterLinkInput!): SubscribeEmailToNewsletterOutput
  }

  extend type Customer {
    "True when subscribed (communication preferences)."
    is_subscribed: Boolean
    "Shop extension: the spec §4 state of the customer's address."
    newsletter_status: SubscriptionStatusesEnum
  }

  input NewsletterLinkInput {
    email: String!
    "The code from the mailed link."
    code: String!
  }

  type SubscribeEmailToNewsletterOutput {
    status: SubscriptionStatusesEnum
    """
    Shop extension: true when this answer mailed the first-order coupon (the address's first
    confirmation); false otherwise.
    """
    coupon_mailed: Boolean!
  }

  enum SubscriptionStatusesEnum {
    NOT_ACTIVE
    SUBSCRIBED
    UNSUBSCRIBED
    UNCONFIRMED
  }
`;
