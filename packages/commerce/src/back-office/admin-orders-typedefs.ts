/**
 * The back office's order screens and dashboard (ADR 0030). Every field needs the admin key
 * (X-Admin-Key); without it the answer is FORBIDDEN.
 */
export const adminOrdersTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Shop staff: orders newest first, filtered and searched, a keyset page at a time. \`first\` is
    1 to 100 (else BAD_USER_INPUT reason FIRST_OUT_OF_RANGE); \`after\` is a page's end_cursor
    (else BAD_USER_INPUT reason INVALID_CURSOR). \`search\` matches an order number exactly and
    e-mail address, postcode or last name ("first last" too) by their start.
    """
    adminOrders(
      filter: AdminOrderFilterInput
      search: String
      first: Int = 20
      after: String
    ): AdminOrderConnection!
    "Shop staff: one order with everything the back office shows of it; null when unknown."
    adminOrder(number: String!): AdminOrderDetail
    "Shop staff: today's figures (shop time, Europe/Amsterdam) and what waits for someone."
    adminDashboard: AdminDashboard!
    "Shop staff: the values the order list's filters offer, each with its name."
    adminOrderFilterOptions: AdminOrderFilterOptions!
  }

  "What the order list can be filtered by: choices, not codes to type."
  type AdminOrderFilterOptions {
    "The payment methods orders were placed with, by title."
    payment_methods: [AdminFilterOption!]!
    "The stores orders can be picked up at (a store employee: their own store only)."
    pickup_stores: [AdminFilterOption!]!
  }

  "One choice of a filter: the code the filter takes and the name staff read."
  type AdminFilterOption {
    code: String!
    label: String!
  }

  extend type Mutation {
    "Shop staff: an internal note on an order; never shown to the shopper."
    adminAddOrderNote(input: AdminOrderNoteInput!): AdminOrderNote!
    """
    Shop staff: sends one of the order's mails again through the outbox. The same
    idempotency_key queues one copy however often it is sent (a double click, a retry).
    """
    adminResendOrderMail(input: AdminResendOrderMailInput!): AdminOrderMail!
  }

  input AdminOrderFilterInput {
    status: [OrderStatusEnum!]
    "Placed on or after: a shop day (YYYY-MM-DD, Europe/Amsterdam) or an ISO 8601 date-time."
    placed_from: String
    "Placed up to: a shop day, included, or an ISO 8601 date-time, excluded."
    placed_to: String
    "The pickup store's code (pickup orders only)."
    pickup_store: String
    "The payment method's code, e.g. ideal."
    payment_method: String
    grand_total_min_cents: Int
    grand_total_max_cents: Int
  }

  input AdminOrderNoteInput {
    number: String!
    "1 to 2000 characters."
    text: String!
  }

  input AdminResendOrderMailInput {
    number: String!
    "An id from AdminOrderDetail.mails."
    mail_id: ID!
    "Chosen by the caller per click: 8 to 100 letters, digits, - or _."
    idempotency_key: String!
  }

  type AdminOrderConnection {
    items: [AdminOrderSummary!]!
    page_info: AdminPageInfo!
    """
    Orders matching the filter and search; counted up to 10,000 (see total_count_exact). Only
    counted when asked for: a query for the next page can leave it out and save the time.
    """
    total_count: Int!
    "False when there are more than total_count (the count stops at 10,000)."
    total_count_exact: Boolean!
  }

  type AdminPageInfo {
    has_next_page: Boolean!
    "Pass as \`after\` for the next page; null on an empty page."
    end_cursor: String
  }

  type AdminOrderSummary {
    number: String!
    order_date: String!
    status: String!
    status_code: OrderStatusEnum!
    email: String!
    "Billing first and last name."
    customer_name: String!
    company: String
    "Delivery postcode, else the billing one."
    postcode: String
    grand_total: Money!
    grand_total_cents: Int!
    payment_method: OrderPaymentMethod!
    shipping_method: String!
    pickup_location_code: String
  }

  type AdminOrderDetail {
    order: CustomerOrder!
    "The buyer's business data; null for a consumer's order."
    business: AdminOrderBusiness
    payments: [AdminPayment!]!
    "Mails queued for the order, oldest first (resent copies included)."
    mails: [AdminOrderMail!]!
    "Invoice and credit notes, oldest first."
    documents: [AdminInvoiceDocument!]!
    refunds: [AdminRefund!]!
    "Staff's internal notes, oldest first."
    notes: [AdminOrderNote!]!
  }

  type AdminOrderBusiness {
    company: String!
    vat_id: String
    reference: String
  }

  type AdminPayment {
    provider: String!
    "The provider's transaction (order) id."
    transaction_id: String!
    state: PaymentStateEnum!
    "Why staff must look at it: PAID_TWICE or PAID_AFTER_CANCEL."
    attention: String
    created_at: String!
    updated_at: String!
    "The provider's exchange calls received for it and the shop's answers (the newest 50)."
    exchange_calls: [AdminExchangeCall!]!
  }

  type AdminExchangeCall {
    received_at: String!
    answer_status: Int!
    answer: String!
  }

  type AdminOrderMail {
    id: ID!
    template: String!
    recipient: String!
    "pending, sending, sent or failed."
    status: String!
    attempts: Int!
    last_error: String
    created_at: String!
    sent_at: String
    "A copy sent again by staff."
    resent: Boolean!
  }

  type AdminInvoiceDocument {
    number: String!
    "invoice or credit-note."
    kind: String!
    total_cents: Int!
    issued_at: String!
  }

  type AdminRefund {
    id: ID!
    amount_cents: Int!
    shipping_cents: Int!
    "PENDING (asked of the provider) or REFUNDED."
    state: String!
    reason: String
    requested_by: String!
    cancellation: Boolean!
    provider_refund_id: String
    lines: [AdminRefundLine!]!
    created_at: String!
    refunded_at: String
  }

  type AdminRefundLine {
    sku: String!
    quantity: Int!
    amount_cents: Int!
  }

  type AdminOrderNote {
    id: ID!
    text: String!
    author: String!
    created_at: String!
  }

  type AdminDashboard {
    "The shop's calendar day the figures are for (YYYY-MM-DD, Europe/Amsterdam)."
    day: String!
    "Orders placed today, cancelled ones left out."
    orders_today: Int!
    revenue_today: Money!
    revenue_today_cents: Int!
    "Paid orders not yet shipped (processing or ready to ship)."
    orders_to_ship: Int!
    "Orders awaiting payment for longer than pending_payment_minutes."
    orders_pending_payment_too_long: Int!
    pending_payment_minutes: Int!
    "Confirmed reservations held and not yet put ready, per store (stores with none are left out)."
    reservations_to_prepare: [AdminStoreReservations!]!
    "Returns the shoppers asked for whose parcels have not been received yet."
    returns_to_receive: Int!
    "Simple products still sold with at most low_stock_threshold online units."
    low_stock_count: Int!
    low_stock_threshold: Int!
    "The first 20 of them, fewest units first."
    low_stock: [AdminLowStockProduct!]!
  }

  type AdminStoreReservations {
    store_code: String!
    store_name: String!
    count: Int!
  }

  type AdminLowStockProduct {
    sku: String!
    name: String!
    online_qty: Int!
  }
`;
