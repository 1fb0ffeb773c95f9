/** Reservation for pickup in a store (spec §1, §3 reservation form, §8 'reservation failed'). */
export const reservationsTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Holds units of a product in a store for the shopper to collect and pay there, if the store
    has them and the shop's limits allow it. The units are held for an hour and a link to confirm
    is mailed; a signed-in customer reserving for the account's confirmed address gets the
    confirmation at once. Fails with code RESERVATION_FAILED (spec §8: try later),
    RESERVATION_LIMIT (reasons RESERVATION_EMAIL_LIMIT, RESERVATION_UNITS_LIMIT),
    TOO_MANY_REQUESTS (reason RESERVATION_CLIENT_LIMIT) or BAD_USER_INPUT.
    """
    reserveInStore(input: ReserveInStoreInput!): ReserveInStoreOutput
    """
    Confirms a reservation with the secret of its mailed link: the store then holds the units
    for the normal period and the confirmation is mailed. Confirming again answers the same.
    An unknown, lapsed or released link fails with BAD_USER_INPUT, reason
    RESERVATION_LINK_INVALID.
    """
    confirmReservation(token: String!): ReserveInStoreOutput
  }

  input ReserveInStoreInput {
    sku: String!
    store_code: String!
    quantity: Int = 1
    name: String!
    email: String!
    telephone: String!
  }

  type ReserveInStoreOutput {
    reservation: StoreReservation
  }

  type StoreReservation {
    number: String!
    sku: String!
    product_name: String!
    quantity: Int!
    store: PhysicalStore!
    "ISO date-time until which the store holds the units (unconfirmed: until the link lapses)."
    expires_at: String!
    "False until the shopper follows the mailed link; the units go back at expires_at then."
    confirmed: Boolean!
  }
`;
