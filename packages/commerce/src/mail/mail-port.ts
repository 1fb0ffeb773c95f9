import type { Database } from '../db/connection.ts';

/** The languages of the shop's mails (spec §1 interface languages). */
export type MailLocale = 'nl' | 'fr' | 'de' | 'en';

/** Every transactional mail the shop sends, with what its template needs. */
export type MailMessage =
  | { template: 'order-confirmation'; data: OrderMailData }
  | {
      template: 'payment-failed';
      data: OrderMailData & { reason: 'cancelled' | 'denied' | 'expired' };
    }
  | {
      template: 'order-shipped';
      data: OrderMailData & { trackingNumber: string; trackingUrl: string; carrier: string };
    }
  | { template: 'order-cancelled'; data: OrderMailData & { refundCents: number } }
  | { template: 'order-refunded'; data: RefundMailData }
  | { template: 'return-requested'; data: ReturnMailData }
  | { template: 'reservation-confirmed'; data: ReservationMailData }
  | { template: 'reservation-confirm'; data: ReservationConfirmMailData }
  | { template: 'reservation-ready'; data: ReservationMailData }
  | { template: 'account-confirmation'; data: AccountLinkMailData }
  | { template: 'account-exists'; data: AccountExistsMailData }
  | { template: 'password-reset'; data: AccountLinkMailData }
  | { template: 'password-changed'; data: PasswordChangedMailData }
  | { template: 'email-change-confirmation'; data: AccountLinkMailData }
  | { template: 'email-changed'; data: EmailChangedMailData }
  | { template: 'newsletter-confirmation'; data: AccountLinkMailData }
  | { template: 'newsletter-already-subscribed'; data: AccountLinkMailData }
  | { template: 'newsletter-welcome'; data: NewsletterWelcomeMailData }
  | { template: 'contact-message'; data: ContactMailData }
  | { template: 'contact-received'; data: ContactMailData };

/** Money paid back on an order: how much, for which units, and whether shipping is in it. */
export interface RefundMailData extends OrderMailData {
  refundCents: number;
  refundedLines: { name: string; quantity: number }[];
  shippingRefunded: boolean;
}

/** A return asked by the shopper: its number, its units, and where to send them. */
export interface ReturnMailData extends OrderMailData {
  returnNumber: string;
  returnedLines: { name: string; quantity: number }[];
  /** BW 6:230s: the goods go back within 14 days of the withdrawal. */
  sendWithinDays: number;
  returnAddress: { name: string; lines: string[] };
}

/** The newsletter's first-order coupon. */
export interface NewsletterWelcomeMailData {
  /** Empty when the address has no name: the greeting is then a plain hello. */
  customerName: string;
  couponCode: string;
  percent: number;
  /** Last day the code is valid (YYYY-MM-DD). */
  validTo: string;
  /** The shop's home page. */
  shopUrl: string;
}

/** A contact form message: to the shop (reply-to the shopper) and confirmed to the shopper. */
export interface ContactMailData {
  customerName: string;
  email: string;
  prefix: string | null;
  telephone: string | null;
  subject: string;
  message: string;
  /** The language the shopper wrote in. */
  locale: string;
}

/**
 * A mail with one link (confirm the account, reset the password, confirm the newsletter);
 * `customerName` is empty when the address has no name.
 */
export interface AccountLinkMailData {
  customerName: string;
  url: string;
}

/**
 * Someone registered with an address that already has an account: the holder is told, with the
 * ways in, instead of the form saying so to whoever typed the address.
 */
export interface AccountExistsMailData {
  customerName: string;
  signInUrl: string;
  resetUrl: string;
}

/** The password was changed or reset; a shopper who did not do so can reset it. */
export interface PasswordChangedMailData {
  customerName: string;
  resetUrl: string;
}

/** To the old address once the account has moved to a new one. */
export interface EmailChangedMailData {
  customerName: string;
  newEmail: string;
  resetUrl: string;
}

export interface OrderMailData {
  orderNumber: string;
  customerName: string;
  /** Link to the order or tracking page on the shop. */
  orderUrl: string;
  items: { name: string; sku: string; quantity: number; rowTotalCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  taxCents: number;
  grandTotalCents: number;
  paymentMethod: string;
  shippingMethod: string;
  /** Address lines, or the pickup store's name and address. */
  deliveryLines: string[];
  /**
   * The invoice address with, for a business order, company, VAT number and reference (spec §3).
   * Absent in mails queued before it existed.
   */
  billing?: OrderMailBilling;
  /** The order-paid mail's link to its invoice PDF (signed, ADR 0026). */
  invoiceUrl?: string;
}

/** The parts of an address a mail prints (spec §3 Address). */
export interface MailAddress {
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  /** spec §3 street lines: street, house number, addition. */
  street: string[];
  postcode: string | null;
  city: string;
  countryCode: string;
}

export interface OrderMailBilling {
  lines: string[];
  company: string | null;
  vatId: string | null;
  reference: string | null;
}

export interface ReservationMailData {
  reservationNumber: string;
  customerName: string;
  productName: string;
  sku: string;
  quantity: number;
  storeName: string;
  storeAddressLines: string[];
  /** ISO date-time until which the store holds the product. */
  expiresAt: string;
}

/** A reservation waiting for the shopper: `expiresAt` is when it lapses unless confirmed. */
export interface ReservationConfirmMailData extends ReservationMailData {
  /** The storefront page that confirms it, with the secret in its query. */
  confirmUrl: string;
  /** Days the store holds it once confirmed. */
  holdDays: number;
}

export interface OutgoingMail {
  to: string;
  locale: MailLocale;
  /**
   * What makes this mail unique (e.g. `order-confirmation:NL000123`): writing the same key twice
   * keeps one mail, so a replayed event never mails twice.
   */
  dedupeKey: string;
  message: MailMessage;
}

/** An address an account moved away from, and the notice mailed to it then. */
export interface FormerAddress {
  email: string;
  noticeMailId: number;
}

/** What to forget of an address. */
export interface ForgetOptions {
  /**
   * Only mails to the address of these templates, and none that merely name it: for an address
   * that may be someone else's (the new address of a pending e-mail change), whose other mails
   * are that person's.
   */
  onlyTemplates?: readonly MailMessage['template'][];
  /**
   * Only mails up to this one (by id): for a former address, up to the notice that it was left,
   * when another account has taken the address since (later mails are that holder's).
   */
  upToMailId?: number;
}

/** What other modules ask of the mail module. */
export interface MailOutbox {
  /**
   * Writes the mail to the outbox in the caller's transaction, so it exists exactly when the
   * event that causes it commits. A second mail with the same dedupe key is ignored.
   */
  enqueue(transaction: Database, mail: OutgoingMail): Promise<void>;
  /** The mails queued for an order (every order mail's data names its number), oldest first. */
  ofOrder(orderNumber: string): Promise<OutboxMail[]>;
  /**
   * Queues a copy of one of the order's mails, once per idempotency key (the same key answers the
   * same copy). Null when the mail is not one of that order's.
   */
  resend(mailId: number, orderNumber: string, idempotencyKey: string): Promise<OutboxMail | null>;
  /** The back office's outbox, newest first, a keyset page at a time (ADR 0033). */
  page(options: {
    statuses: readonly OutboxMail['status'][] | null;
    first: number;
    after: number | null;
  }): Promise<OutboxPage>;
  /** A failed mail back in the queue, due now; a mail in any other state is left alone. */
  retry(mailId: number): Promise<RetryOutcome>;
  /** Mails to an address, without bodies (GDPR export). */
  toRecipient(email: string): Promise<OutboxMail[]>;
  /**
   * Deletes the mails that are not about an order and go to the address or name it as the
   * shopper's (the contact form's mail to the shop), in the caller's transaction (ADR 0033).
   */
  forgetRecipient(tx: Database, email: string, options?: ForgetOptions): Promise<number>;
  /**
   * The addresses an account moved away from before `email`, newest first, with the notice that
   * told each one (the outbox is the only place that remembers them).
   */
  formerAddresses(tx: Database, email: string): Promise<FormerAddress[]>;
}

/** A page of the back office's outbox, newest first. */
export interface OutboxPage {
  rows: OutboxMail[];
  hasNextPage: boolean;
}

/** What a retry found: the mail back in the queue, or why not. */
export type RetryOutcome =
  | { kind: 'retried'; before: OutboxMail; after: OutboxMail }
  | { kind: 'not-found' }
  | { kind: 'not-failed'; mail: OutboxMail };

/** A mail in the outbox as staff see it. */
export interface OutboxMail {
  id: number;
  dedupeKey: string;
  recipient: string;
  locale: string;
  template: MailMessage['template'];
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** When a pending mail is next tried. */
  nextAttemptAt?: Date;
}
