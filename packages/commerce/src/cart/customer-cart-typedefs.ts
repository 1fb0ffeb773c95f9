/**
 * The signed-in customer's cart (Magento 2.4 QuoteGraphQl names). A cart that belongs to a
 * customer answers only that customer's token: to a guest or another customer it is missing.
 */
export const customerCartTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in customer's active cart, created when there is none."
    customerCart: Cart!
  }

  extend type Mutation {
    """
    Moves the guest cart's items into the customer's cart (quantities add up, capped by stock);
    the guest cart stops working. destination_cart_id defaults to the customer's cart.
    """
    mergeCarts(source_cart_id: String!, destination_cart_id: String): Cart!
  }
`;
