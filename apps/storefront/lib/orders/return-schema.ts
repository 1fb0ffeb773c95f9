import { z } from 'zod/mini';

/** The engine's short list of reasons (ReturnReasonEnum); giving one is never required. */
export const returnReasons = [
  'CHANGED_MIND',
  'DOES_NOT_FIT',
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'OTHER',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** The engine's bound on the free text (RETURN_COMMENT_TOO_LONG beyond it). */
export const maxReturnComment = 500;

/**
 * The "Return items" form: a quantity per returnable line (a select, so a string), an optional
 * reason and comment. At least one unit must be chosen; messages are keys of `Returns.errors`.
 */
export const returnFormSchema = z
  .object({
    lines: z.array(
      z.object({
        sku: z.string().check(z.minLength(1), z.maxLength(64)),
        quantity: z.string().check(z.regex(/^\d{1,4}$/)),
      }),
    ),
    reason: z.union([z.enum(returnReasons), z.literal('')]),
    comment: z.string().check(z.maxLength(maxReturnComment, 'commentTooLong')),
  })
  .check(
    z.refine((form) => form.lines.some((line) => Number(line.quantity) > 0), {
      message: 'chooseItems',
      path: ['lines'],
    }),
  );

export type ReturnForm = z.output<typeof returnFormSchema>;

/** What the form sends: the chosen lines only, nothing where nothing was given. */
export function returnRequestOf(form: ReturnForm) {
  return {
    lines: form.lines
      .map((line) => ({ sku: line.sku, quantity: Number(line.quantity) }))
      .filter((line) => line.quantity > 0),
    reason: form.reason === '' ? null : form.reason,
    comment: form.comment.trim() === '' ? null : form.comment.trim(),
  };
}

/** The engine's refusals the form explains in the shopper's language; others are `unknown`. */
export const returnErrorCodes = [
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
  'RETURN_ORDER_NOT_DELIVERED',
  'RETURN_WINDOW_CLOSED',
  'RETURN_NO_LINES',
  'RETURN_UNKNOWN_LINE',
  'RETURN_QUANTITY_TOO_HIGH',
  'RETURN_ALREADY_REFUNDED',
  'RETURN_REASON_INVALID',
  'RETURN_COMMENT_TOO_LONG',
] as const;
export type ReturnErrorCode = (typeof returnErrorCodes)[number] | 'unknown';

export function returnErrorCode(code: string | undefined): ReturnErrorCode {
  return (returnErrorCodes as readonly string[]).includes(code ?? '')
    ? (code as ReturnErrorCode)
    : 'unknown';
}
