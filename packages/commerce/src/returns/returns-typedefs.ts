/**
 * Returns within the withdrawal period (ADR 0027): shoppers ask for them on the order page or
 * the tracking page, staff receive and refund them (admin API key). Refused requests are GraphQL
 * errors whose extensions.code says why (ADR 0021).
 */
export const returnsTypeDefs = /* GraphQL */ `
  extend type Query {
    "Shop staff: returns, newest first, optionally in one state."
    adminReturns(
      state: OrderReturnStateEnum
      pageSize: Int = 20
      currentPage: Int = 1
    ): AdminReturns
  }

  extend type Mutation {
    """
    The signed-in customer returns units of one of their delivered orders, within the return
    period (RETURN_WINDOW_CLOSED after it), never more than was delivered and not yet returned
    (RETURN_QUANTITY_TOO_HIGH), nor units or an order already refunded in full
    (RETURN_ALREADY_REFUNDED). The shopper gets the return number and instructions by mail.
    """
    requestReturn(input: RequestReturnInput!): OrderReturn
    """
    A guest returns units of an order found by number and postcode, as guestOrder finds it
    (same throttle, same NOT_FOUND for a wrong postcode). Otherwise as requestReturn.
    """
    requestGuestReturn(input: RequestGuestReturnInput!): OrderReturn
    """
    Shop staff: the return's parcel arrived. Per line sellable (back to stock) or not; lines
    not named are sellable. Only a REQUESTED return (RETURN_NOT_REQUESTED otherwise).
    """
    adminReceiveReturn(input: AdminReceiveReturnInput!): OrderReturn
    """
    Shop staff: pays a RECEIVED return back through the payment provider (its units; the
    shipping cost too when the whole order is now returned), less units other refunds already
    paid back; when those paid it all, it is REFUNDED without a payout, answering the order's
    last refund. Once per return: a repeat answers the same refund. A refund the provider
    refuses is REFUND_REFUSED and leaves it RECEIVED.
    """
    adminRefundReturn(number: String!): AdminRefundReturnOutput
    "Shop staff: cancels a return that was asked but never came back (REQUESTED only)."
    adminCancelReturn(number: String!): OrderReturn
  }

  input RequestReturnInput {
    order_number: String!
    lines: [ReturnLineInput!]!
    "Optional: the law lets a shop ask for a reason, never require one."
    reason: ReturnReasonEnum
    "Optional, at most 500 characters."
    comment: String
  }

  input RequestGuestReturnInput {
    order_number: String!
    postcode: String!
    lines: [ReturnLineInput!]!
    reason: ReturnReasonEnum
    comment: String
  }

  input ReturnLineInput {
    sku: String!
    quantity: Int!
  }

  input AdminReceiveReturnInput {
    number: String!
    lines: [AdminReceiveReturnLineInput!]
  }

  input AdminReceiveReturnLineInput {
    sku: String!
    sellable: Boolean!
  }

  enum ReturnReasonEnum {
    CHANGED_MIND
    DOES_NOT_FIT
    DAMAGED
    WRONG_ITEM
    NOT_AS_DESCRIBED
    OTHER
  }

  enum OrderReturnStateEnum {
    "Asked by the shopper; the goods are on their way back."
    REQUESTED
    "The goods are back at the shop."
    RECEIVED
    "Paid back."
    REFUNDED
    "Cancelled by staff before the goods came back."
    CANCELLED
  }

  type OrderReturn {
    "R + order number + the order's return count, e.g. R100000012-1."
    number: String!
    order_number: String!
    state: OrderReturnStateEnum!
    reason: ReturnReasonEnum
    comment: String
    items: [OrderReturnItem!]!
    created_at: String!
    received_at: String
    refunded_at: String
  }

  type OrderReturnItem {
    product_sku: String!
    product_name: String
    quantity: Int!
    "Staff's verdict on receipt; null before."
    sellable: Boolean
  }

  type ReturnableItem {
    product_sku: String!
    "Delivered units not yet in a return."
    quantity: Int!
  }

  type AdminReturns {
    items: [OrderReturn!]!
    total_count: Int!
  }

  type AdminRefundReturnOutput {
    return: OrderReturn!
    refund: OrderRefund!
  }

  extend type CustomerOrder {
    "Shop extension: the order's returns, oldest first."
    returns: [OrderReturn!]
    "Shop extension: until when a return may be asked; null when not delivered."
    returnable_until: String
    "Shop extension: units that may still be returned (empty outside the return period)."
    returnable_items: [ReturnableItem!]
  }
`;
