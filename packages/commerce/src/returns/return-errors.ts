export type ReturnErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'RETURN_NOT_FOUND'
  | 'RETURN_ORDER_NOT_DELIVERED'
  | 'RETURN_WINDOW_CLOSED'
  | 'RETURN_NO_LINES'
  | 'RETURN_UNKNOWN_LINE'
  | 'RETURN_QUANTITY_TOO_HIGH'
  | 'RETURN_ALREADY_REFUNDED'
  | 'RETURN_REASON_INVALID'
  | 'RETURN_COMMENT_TOO_LONG'
  | 'RETURN_NOT_REQUESTED'
  | 'RETURN_NOT_RECEIVED';

/**
 * Why a return was not asked, received, refunded or cancelled, by code (ADR 0021): the storefront
 * shows its own sentence per code in the shopper's language, staff read the message.
 */
export class ReturnError extends Error {
  constructor(
    readonly code: ReturnErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ReturnError';
  }
}
