/**
 * The contact form (Magento 2.4 ContactGraphQl's contactUs, with the spec §3 fields the shop adds,
 * marked). The message is mailed to the shop and confirmed to the shopper; sending is
 * rate-limited per address and per client.
 */
export const contactTypeDefs = /* GraphQL */ `
  extend type Mutation {
    contactUs(input: ContactUsInput!): ContactUsOutput
  }

  input ContactUsInput {
    "The shopper's full name (first, middle and last)."
    name: String!
    email: String!
    telephone: String
    "The message."
    comment: String!
    "Shop extension (spec §3): salutation."
    prefix: String
    "Shop extension (spec §3): subject."
    subject: String
    """
    Shop extension: a field people never see. Anything in it marks a robot: the answer is a
    success and nothing is sent.
    """
    website: String
  }

  type ContactUsOutput {
    status: Boolean!
  }
`;
