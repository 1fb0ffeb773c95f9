/**
 * Staff cancel and refund orders (admin API key); shoppers see an order's refunds on its page.
 * Refused requests are GraphQL errors whose extensions.code says why (ADR 0021, 0025).
 */
export const refundsTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Shop staff: cancels an order that has not shipped. Stock and coupon come back; a paid order
    is refunded in full through the payment provider; the shopper is mailed. Cancelling again
    retries an unfinished refund. A shipped or delivered order is ORDER_ALREADY_SHIPPED.
    """
    adminCancelOrder(input: AdminCancelOrderInput!): AdminCancelOrderOutput
    """
    Shop staff: pays (part of) a paid order back through the payment provider: lines and
    quantities, an amount, the shipping cost, or (none of them) all that is left. Once per
    idempotency_key: a repeat answers the same refund. Never more than paid minus refunded
    (REFUND_EXCEEDS_PAID); a refund the provider refuses is REFUND_REFUSED and changes nothing.
    """
    adminRefundOrder(input: AdminRefundOrderInput!): AdminRefundOrderOutput
  }

  input AdminCancelOrderInput {
    number: String!
  }

  input AdminRefundOrderInput {
    number: String!
    "8 to 100 letters, digits, '-', '_' or ':'; the same key never pays twice."
    idempotency_key: String!
    "An amount in euros (at most two decimals), added to the lines and shipping."
    amount: Float
    lines: [AdminRefundLineInput!]
    "Refund the order's shipping cost (once)."
    shipping: Boolean
    reason: String
  }

  input AdminRefundLineInput {
    sku: String!
    quantity: Int!
  }

  type AdminCancelOrderOutput {
    order: CustomerOrder!
    "The refund of what was paid; null for an order that was never paid."
    refund: OrderRefund
  }

  type AdminRefundOrderOutput {
    order: CustomerOrder!
    refund: OrderRefund!
    "Who asked for it: the admin key's name, or cli."
    requested_by: String!
  }

  enum OrderRefundStateEnum {
    "Asked of the payment provider; its answer is not in yet."
    PENDING
    REFUNDED
  }

  type OrderRefund {
    id: ID!
    amount: Money!
    state: OrderRefundStateEnum!
    items: [OrderRefundItem!]!
    "The part of the amount that is the shipping cost; null when it holds none."
    shipping: Money
    "The refund of a cancellation."
    cancellation: Boolean!
    created_at: String!
    refunded_at: String
  }

  type OrderRefundItem {
    product_sku: String!
    product_name: String
    quantity_refunded: Float!
  }

  extend type CustomerOrder {
    "Shop extension: money paid back on the order, oldest first."
    refunds: [OrderRefund!]
  }
`;
