/**
 * The back office's customer care and mail outbox (ADR 0033). Every field needs the
 * `customers` capability (owners and staff); a store employee and the machine key are refused.
 */
export const customerCareTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Shop staff: customer accounts newest first, a keyset page at a time. \`search\` matches an
    e-mail address, a last name or an address book postcode by their start, and "first last".
    \`first\` is 1 to 100 (else BAD_USER_INPUT reason FIRST_OUT_OF_RANGE); \`after\` is a page's
    end_cursor (else BAD_USER_INPUT reason INVALID_CURSOR).
    """
    adminCustomers(search: String, first: Int = 20, after: String): AdminCustomerConnection!
    "Shop staff: one account with its addresses, newsletter state and orders; null when unknown."
    adminCustomer(id: ID!): AdminCustomerDetail
    """
    Shop staff: everything the shop holds on the customer as one JSON document (GDPR access
    request); null when unknown. Each export is written to the audit log (who, whose, when).
    """
    adminExportCustomer(id: ID!): AdminCustomerExport
    """
    Shop staff: the mail outbox newest first, optionally in one state; recipients shown, bodies
    never. Paged like adminCustomers.
    """
    adminMailOutbox(status: AdminMailStatus, first: Int = 20, after: String): AdminMailConnection!
  }

  extend type Mutation {
    """
    Shop staff: erases a customer (GDPR). The account is emptied and can no longer sign in; its
    addresses, wishlist, carts, newsletter subscription, contact messages and account mails go;
    reservations keep no personal data. Orders are kept for the tax office (7 years) with their
    invoice data, detached from the account. \`confirm_email\` must be the account's address
    (else BAD_USER_INPUT reason EMAIL_MISMATCH). Erasing an erased account changes nothing and
    answers already_erased true.
    """
    adminEraseCustomer(input: AdminEraseCustomerInput!): AdminCustomerErasure!
    """
    Shop staff: a failed mail back in the queue, due now. A mail in any other state (sent,
    pending) is refused: BAD_USER_INPUT reason MAIL_NOT_FAILED; an unknown id is NOT_FOUND.
    """
    adminRetryMail(id: ID!): AdminOutboxMail!
  }

  input AdminEraseCustomerInput {
    id: ID!
    "The account's e-mail address, typed by staff as confirmation."
    confirm_email: String!
  }

  type AdminCustomerConnection {
    items: [AdminCustomerSummary!]!
    page_info: AdminPageInfo!
  }

  type AdminCustomerSummary {
    id: ID!
    email: String!
    firstname: String!
    lastname: String!
    created_at: String!
    confirmed: Boolean!
    "Set when the account was erased (GDPR)."
    erased_at: String
  }

  type AdminCustomerDetail {
    id: ID!
    email: String!
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    locale: String!
    confirmed: Boolean!
    created_at: String!
    erased_at: String
    addresses: [AdminCustomerAddress!]!
    "The newsletter state of the account's address; null when it never asked."
    newsletter: SubscriptionStatusesEnum
    "The account's orders, newest first (at most 200)."
    orders: [AdminCustomerOrder!]!
  }

  type AdminCustomerAddress {
    id: ID!
    name: String!
    company: String
    street: [String!]!
    postcode: String
    city: String!
    country_code: String!
    telephone: String
    default_billing: Boolean!
    default_shipping: Boolean!
  }

  type AdminCustomerOrder {
    number: String!
    order_date: String!
    status: String!
    status_code: OrderStatusEnum!
    grand_total_cents: Int!
  }

  type AdminCustomerExport {
    "A file name for the download, e.g. customer-12-2026-11-27.json."
    file_name: String!
    "The document, JSON."
    json: String!
  }

  type AdminCustomerErasure {
    id: ID!
    erased_at: String!
    "True when the account had been erased before: nothing changed."
    already_erased: Boolean!
    "The orders kept and detached from the account (empty on a second erasure)."
    orders_kept: [String!]!
  }

  enum AdminMailStatus {
    "Waiting to be sent, or being sent."
    PENDING
    FAILED
    SENT
  }

  type AdminMailConnection {
    items: [AdminOutboxMail!]!
    page_info: AdminPageInfo!
  }

  type AdminOutboxMail {
    id: ID!
    template: String!
    recipient: String!
    locale: String!
    status: AdminMailStatus!
    attempts: Int!
    last_error: String
    created_at: String!
    sent_at: String
    "When a pending mail is next tried."
    next_attempt_at: String
  }
`;
