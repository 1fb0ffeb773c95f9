import type { MailLocale } from '../mail/mail-port.ts';

/** An invoice, or a credit note correcting one (negative amounts, referring to it). */
export type InvoiceKind = 'invoice' | 'credit-note';

/** The shop as an invoice names it (the Belastingdienst's factuureisen: name, address, VAT number). */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  /** Chamber of Commerce (KvK) number. */
  kvk: string;
  vatId: string;
}

/** The buyer from the order's billing address; company, VAT number and reference for a business. */
export interface InvoiceBuyer {
  name: string;
  company: string | null;
  addressLines: string[];
  countryCode: string;
  vatId: string | null;
  reference: string | null;
}

/**
 * `discount` is also a credit note's amount refunded beyond lines and shipping (a price
 * reduction, VAT-wise); `credited-earlier` is the positive line of the credit note that settles
 * the invoice, for what earlier credit notes already credited without lines (ADR 0026).
 */
export type InvoiceLineKind = 'product' | 'shipping' | 'discount' | 'credited-earlier';

/** One line; amounts include VAT (the shop's prices do) unless the VAT is reverse charged. */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  sku: string | null;
  quantity: number;
  unitCents: number;
  amountCents: number;
  /** Percent; 0 when reverse charged. */
  vatRate: number;
}

/** Per VAT rate: the amount excluding VAT, the rate and the VAT (factuureisen). */
export interface VatTotal {
  rate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Everything an issued document shows, fixed when it is issued: the PDF is rendered from this
 * alone, so it reads the same in seven years whatever changed in the shop meanwhile.
 */
export interface InvoiceSnapshot {
  version: 1;
  kind: InvoiceKind;
  number: string;
  /** ISO moment of issue; for an invoice also the day the payment (a prepayment) came in. */
  issuedAt: string;
  locale: MailLocale;
  orderNumber: string;
  orderDate: string;
  paymentMethod: string;
  /** A credit note's invoice number. */
  creditedInvoiceNumber: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  vatTotals: VatTotal[];
  totalNetCents: number;
  totalVatCents: number;
  totalCents: number;
  /** VAT reverse charged to an EU business buyer outside the Netherlands (art. 138 VAT Directive). */
  reverseCharge: boolean;
}

/**
 * Money paid back on an order, as the refunds record it: what a credit note is made from.
 * Amounts are positive and include VAT, like the order's.
 */
export interface RefundForCreditNote {
  /** The refund's own idempotency key: one refund gives one credit note. */
  key: string;
  orderId: number;
  lines: { sku: string; quantity: number; amountCents: number }[];
  shippingCents: number;
  /**
   * All the refund paid back: the lines, the shipping and any amount beyond them (a goodwill
   * amount), or less than the lines when it settles what earlier refunds left over.
   */
  amountCents: number;
}
