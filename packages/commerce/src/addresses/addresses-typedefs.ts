/** Dutch address lookup (postcode plus house number) through the configured lookup port. */
export const addressesTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The street and city of a Dutch postcode and house number. Null when not found, and always
    null when no lookup is configured: the checkout then asks for street and city by hand.
    """
    dutchAddress(postcode: String!, house_number: String!, addition: String): DutchAddress

    """
    Whether a Dutch address lookup is configured. False: dutchAddress is always null, so the
    checkout skips the lookup and asks for street and city by hand without a 'not found' note.
    """
    dutchAddressLookupAvailable: Boolean!
  }

  type DutchAddress {
    street: String!
    house_number: String!
    addition: String
    postcode: String!
    city: String!
  }
`;
