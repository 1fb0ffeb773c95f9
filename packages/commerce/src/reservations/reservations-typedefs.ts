/** Reservation for pickup in a store (spec §1, §3 reservation form, §8 'reservation failed'). */
export const reservationsTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Holds units of a product in a store for the shopper to collect and pay there, if the store
    has them; mails a confirmation. Fails with code RESERVATION_FAILED (spec §8: try later).
    """
    reserveInStore(input: ReserveInStoreInput!): ReserveInStoreOutput
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
    "ISO date-time until which the store holds the units."
    expires_at: String!
  }
`;
