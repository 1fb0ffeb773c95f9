import type { PaymentStateEnum } from '../graphql/generated/resolver-types.ts';

/**
 * The payment provider as the checkout sees it. One real adapter speaks Pay.'s Order API
 * (connect.pay.nl /v1/orders); pointed at the local simulator, which speaks the same HTTP API,
 * the same adapter is the embedded default. Amounts are integer cents.
 */
export interface PaymentProvider {
  /** The methods the provider offers this shop, with their limits and (legacy iDEAL) issuers. */
  methods(): Promise<ProviderPaymentMethod[]>;
  /** Creates the provider's order; the shopper pays at `redirectUrl`. */
  createOrder(order: ProviderOrderRequest): Promise<ProviderOrder>;
  /** The payment's status, read from the provider: the only source the shop trusts. */
  status(providerOrderId: string): Promise<ProviderStatus>;
  /**
   * Reads an exchange (webhook) call: which provider order it is about. A signed call whose
   * HMAC does not verify gives null. Its status is a hint only: callers read `status()`.
   */
  parseExchange(request: Request): Promise<ExchangeNotice | null>;
  /**
   * Pays (part of) a paid order back to the shopper. The provider has no idempotency key of its
   * own: the caller serialises refunds per payment and asks `refundedCents()` before retrying
   * one whose outcome it never heard (ADR 0025).
   * @throws PaymentProviderError PAYMENT_PROVIDER_REJECTED when the provider refuses it.
   */
  refund(request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** How much of the payment the provider has paid back so far, in cents. */
  refundedCents(providerOrderId: string): Promise<number>;
}

export interface ProviderRefundRequest {
  providerOrderId: string;
  amountCents: number;
  currency: 'EUR';
  /** On the shopper's bank statement; carries the shop's refund reference. */
  description: string;
}

export interface ProviderRefund {
  /** The provider's id of the refund, when its answer names one. */
  refundId: string | null;
  /** The payment's refunded total after this refund. */
  refundedTotalCents: number;
}

export interface ProviderPaymentMethod {
  /** The shop's method code, e.g. `paynl_payment_ideal`. */
  code: string;
  /** Pay.'s payment method (option) id, e.g. 10 for iDEAL. */
  providerId: number;
  title: string;
  /** File below /media. */
  logo: string;
  issuers: { id: string; name: string }[];
  minCents: number | null;
  maxCents: number | null;
  requiredFields: ('ISSUER' | 'DATE_OF_BIRTH' | 'GENDER' | 'TELEPHONE')[];
  /** Minutes before an unpaid order expires at the provider (iDEAL-like methods: 15). */
  expireMinutes: number;
  /** Not offered to business customers (Riverty). */
  personalOnly: boolean;
}

export interface ProviderAddress {
  street: string;
  houseNumber: string;
  houseNumberExtension?: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface ProviderOrderRequest {
  /** The shop's order number: Pay.'s `reference`. */
  reference: string;
  description: string;
  amountCents: number;
  currency: 'EUR';
  returnUrl: string;
  exchangeUrl: string;
  expiresAt: Date;
  method: { providerId: number; issuerId?: string };
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    /** YYYY-MM-DD */
    birthDate?: string;
    gender?: 'M' | 'F';
    ipAddress?: string;
    company?: { name?: string; vatNumber?: string; cocNumber?: string };
    locale: string;
  };
  deliveryAddress: ProviderAddress;
  invoiceAddress: ProviderAddress & { firstName: string; lastName: string };
  products: {
    id: string;
    description: string;
    type: 'product' | 'shipping' | 'discount';
    priceCents: number;
    quantity: number;
    vatPercentage: number;
  }[];
}

export interface ProviderOrder {
  providerOrderId: string;
  redirectUrl: string;
}

export interface ProviderStatus {
  /** Pay.'s numeric status code (100 paid, 20/50/90 pending, -90 cancelled, -63 denied, …). */
  code: number;
  /** What the code means for the order. */
  state: PaymentStateEnum;
  amountCents: number;
  reference: string;
}

export interface ExchangeNotice {
  providerOrderId: string;
  reference: string | null;
}
