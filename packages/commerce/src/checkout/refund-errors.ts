import type { RefundProblem } from './refund-amounts.ts';

export type RefundErrorCode =
  | RefundProblem['code']
  | 'ORDER_NOT_FOUND'
  | 'REFUND_NOT_PAID'
  | 'REFUND_KEY_REUSED'
  | 'REFUND_IN_PROGRESS'
  | 'REFUND_UNFINISHED'
  | 'REFUND_REFUSED'
  | 'REFUND_OUTCOME_UNKNOWN'
  | 'ORDER_ALREADY_SHIPPED';

/**
 * Why a refund or cancellation did not happen, by code (ADR 0021): the admin API and the CLI
 * show the message, callers decide by the code. `details` carries what the message names.
 */
export class RefundError extends Error {
  constructor(
    readonly code: RefundErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RefundError';
  }
}

/** The staff-facing sentence for a problem found while planning a refund. */
export function problemError(problem: RefundProblem): RefundError {
  const euros = (cents: number) => `€ ${(cents / 100).toFixed(2)}`;
  switch (problem.code) {
    case 'REFUND_UNKNOWN_LINE':
      return new RefundError(problem.code, `The order has no line ${problem.sku}.`, problem);
    case 'REFUND_QUANTITY_TOO_HIGH':
      return new RefundError(
        problem.code,
        `At most ${problem.refundable} of ${problem.sku} can still be refunded.`,
        problem,
      );
    case 'REFUND_SHIPPING_ALREADY_REFUNDED':
      return new RefundError(problem.code, 'The shipping cost was refunded already.', problem);
    case 'REFUND_NOTHING_TO_REFUND':
      return new RefundError(problem.code, 'Nothing is left to refund.', problem);
    case 'REFUND_AMOUNT_INVALID':
      return new RefundError(problem.code, 'An amount is at least € 0.01.', problem);
    case 'REFUND_EXCEEDS_PAID':
      return new RefundError(
        problem.code,
        `That is more than was paid and not yet refunded (${euros(problem.refundableCents)}).`,
        problem,
      );
  }
}
