/**
 * A signed-in customer's orders and reorder, in Magento 2.4's SalesGraphQl names. Orders are
 * always looked up through the token asking: another customer's order number answers exactly
 * like a missing one.
 */
export const customerOrdersTypeDefs = /* GraphQL */ `
  extend type Customer {
    "Newest first. filter.number.eq finds one order (the detail page); match finds by part of it."
    orders(
      filter: CustomerOrdersFilterInput
      currentPage: Int = 1
      pageSize: Int = 20
    ): CustomerOrders
  }

  extend type Mutation {
    """
    Puts the order's products that can still be bought back in the customer's cart (quantities
    capped by stock) and lists the ones that could not be added.
    """
    reorderItems(orderNumber: String!): ReorderItemsOutput
  }

  input CustomerOrdersFilterInput {
    number: FilterStringTypeInput
  }

  input FilterStringTypeInput {
    eq: String
    in: [String]
    match: String
  }

  type CustomerOrders {
    items: [CustomerOrder]!
    page_info: SearchResultPageInfo
    total_count: Int
  }

  type ReorderItemsOutput {
    cart: Cart!
    userInputErrors: [CheckoutUserInputError]!
  }

  type CheckoutUserInputError {
    message: String!
    "The order item's sku, so the shop can say which product could not be added."
    path: [String]!
    code: CheckoutUserInputErrorCodes!
  }

  enum CheckoutUserInputErrorCodes {
    REORDER_NOT_AVAILABLE
    PRODUCT_NOT_FOUND
    NOT_SALABLE
    INSUFFICIENT_STOCK
    UNDEFINED
  }
`;
