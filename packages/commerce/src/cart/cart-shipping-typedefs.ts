/** How the order travels: the shipping methods a cart offers and the one chosen. */
export const cartShippingTypeDefs = /* GraphQL */ `
  input SetShippingMethodsOnCartInput {
    cart_id: String!
    shipping_methods: [ShippingMethodInput]!
  }

  "Home delivery is flatrate/flatrate; pickup in a store is instore/pickup (Magento's codes)."
  input ShippingMethodInput {
    carrier_code: String!
    method_code: String!
  }

  type SetShippingMethodsOnCartOutput {
    cart: Cart!
  }

  type AvailableShippingMethod {
    carrier_code: String!
    carrier_title: String!
    method_code: String
    method_title: String
    amount: Money!
    price_excl_tax: Money!
    price_incl_tax: Money!
    available: Boolean!
    error_message: String
  }

  type SelectedShippingMethod {
    carrier_code: String!
    carrier_title: String!
    method_code: String!
    method_title: String!
    amount: Money!
    price_excl_tax: Money!
    price_incl_tax: Money!
  }
`;
