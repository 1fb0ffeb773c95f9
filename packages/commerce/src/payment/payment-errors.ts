/** Why the provider could not do what was asked; the checkout turns the code into a GraphQL error. */
export type PaymentProviderErrorCode =
  /** Pay. did not answer in time, or answered with a server error: try again later. */
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  /** Pay. refused the request (4xx): the order's data or the method does not fit. */
  | 'PAYMENT_PROVIDER_REJECTED'
  /** No such order at Pay. (or an id that cannot be one). */
  | 'PAYMENT_ORDER_NOT_FOUND';

export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
