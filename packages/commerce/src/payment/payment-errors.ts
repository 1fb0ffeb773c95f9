import { GraphQLError } from 'graphql';

/** Why the provider could not do what was asked. */
export type PaymentProviderErrorCode =
  /** Pay. did not answer in time, or answered with a server error: try again later. */
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  /** Pay. refused the request (4xx): the order's data or the method does not fit. */
  | 'PAYMENT_PROVIDER_REJECTED'
  /** No such order at Pay. (or an id that cannot be one). */
  | 'PAYMENT_ORDER_NOT_FOUND';

/**
 * A GraphQL error with its code, so a resolver that lets it through gives the client the reason
 * and the code instead of a masked internal error.
 */
export class PaymentProviderError extends GraphQLError {
  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, {
      extensions: { code },
      ...(options?.cause instanceof Error ? { originalError: options.cause } : {}),
    });
    this.name = 'PaymentProviderError';
  }
}
