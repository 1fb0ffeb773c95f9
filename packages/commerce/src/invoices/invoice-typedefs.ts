/**
 * An order's invoices and credit notes (ADR 0026), and the PDF of one. Whoever may read the
 * order may read its documents: a download path carries its own proof (a signed key) except for
 * the signed-in customer's own orders, whose session is the proof.
 */
export const invoiceTypeDefs = /* GraphQL */ `
  extend type CustomerOrder {
    "Shop extension: the order's invoice (issued when it is paid) and credit notes, oldest first."
    invoices: [OrderInvoice!]
  }

  extend type Query {
    """
    Shop extension: an invoice or credit note as PDF. With expires and key from a download path,
    or for the signed-in customer's own order without them. Anything else, another customer's
    document included, answers NOT_FOUND, the same as a number that does not exist.
    """
    invoiceDocument(number: String!, expires: Int, key: String): InvoiceDocument
    """
    Staff: an invoice or credit note as PDF, with the staff sign-in (or key) instead of a link's
    key. Needs the "orders" permission; a store employee reaches their store's pickup orders'
    documents only. Another store's document and an unknown number answer NOT_FOUND alike.
    """
    adminInvoiceDocument(number: String!): InvoiceDocument
  }

  enum OrderInvoiceKind {
    INVOICE
    CREDIT_NOTE
  }

  type OrderInvoice {
    "F2026-000001 (invoices) or C2026-000001 (credit notes), consecutive per year."
    number: String!
    kind: OrderInvoiceKind!
    "ISO moment of issue."
    issued_at: String!
    "Including VAT; negative for a credit note."
    total: Money!
    "The credit note's invoice."
    credited_invoice_number: String
    """
    The storefront route that serves the PDF. For the signed-in customer's own order it needs the
    session; otherwise it holds a key that is valid for an hour.
    """
    download_path: String!
  }

  type InvoiceDocument {
    number: String!
    filename: String!
    content_type: String!
    "The PDF, base64."
    content_base64: String!
  }
`;
