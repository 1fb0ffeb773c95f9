import { shopDate } from '../pricing/product-price.ts';
import { ReturnError } from './return-errors.ts';

/**
 * The short list of reasons a shopper may give (ADR 0027). Asking is allowed, requiring is not
 * (BW 6:230o: a consumer withdraws without giving reasons), so every return form leaves it empty.
 */
export const returnReasons = [
  'CHANGED_MIND',
  'DOES_NOT_FIT',
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'OTHER',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** The free text beside the reason. */
export const maxCommentLength = 500;
/** Lines one return can name (an order has far fewer). */
export const maxReturnLines = 200;

/** Days after delivery a return may be asked (RETURN_WINDOW_DAYS, default 14: BW 6:230o). */
export function returnWindowDays(): number {
  const configured = Number(process.env.RETURN_WINDOW_DAYS);
  return Number.isInteger(configured) && configured >= 0 && configured <= 365 ? configured : 14;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The last moment a return may be asked: the end of the Nth day after the delivery day, in the
 * shop's time zone. The period starts the day after delivery and ends at the end of its last day
 * (BW 6:230o with the EU's rule on periods of days), so a parcel delivered at 21:00 on the 1st
 * may be returned until 24:00 on the 15th.
 */
export function returnDeadline(deliveredAt: Date, days: number): Date {
  // The day after the last day, as YYYY-MM-DD in the shop's zone; noon keeps clear of DST shifts.
  const deliveryDay = shopDate(deliveredAt);
  const noon = Date.parse(`${deliveryDay}T12:00:00Z`);
  const dayAfter = shopDate(new Date(noon + (days + 1) * dayMs));
  // Its midnight in the shop's zone: one of the UTC offsets the zone uses.
  const utcMidnight = Date.parse(`${dayAfter}T00:00:00Z`);
  for (const offsetHours of [-1, -2, 0, -3, 1]) {
    const candidate = utcMidnight + offsetHours * 60 * 60 * 1000;
    if (
      shopDate(new Date(candidate)) === dayAfter &&
      shopDate(new Date(candidate - 1)) !== dayAfter
    ) {
      return new Date(candidate - 1);
    }
  }
  return new Date(utcMidnight - 1);
}

/** The reason from the list, or none; the comment within bounds. */
export function checkReason(ask: {
  reason?: string | null;
  comment?: string | null;
}): ReturnReason | null {
  if ((ask.comment?.length ?? 0) > maxCommentLength) {
    throw new ReturnError(
      'RETURN_COMMENT_TOO_LONG',
      `A comment is at most ${maxCommentLength} characters.`,
      { max: maxCommentLength },
    );
  }
  if (ask.reason == null || ask.reason === '') return null;
  if (!(returnReasons as readonly string[]).includes(ask.reason)) {
    throw new ReturnError('RETURN_REASON_INVALID', 'That is not one of the reasons.');
  }
  return ask.reason as ReturnReason;
}

/** The asked lines with one entry per SKU; none, or a quantity below 1, is refused. */
export function mergeLines(
  lines: readonly { sku: string; quantity: number }[],
): { sku: string; quantity: number }[] {
  if (lines.length === 0 || lines.length > maxReturnLines) {
    throw new ReturnError('RETURN_NO_LINES', 'Choose at least one item to return.');
  }
  const merged = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 10_000) {
      throw new ReturnError('RETURN_QUANTITY_TOO_HIGH', `Return 1 or more of ${line.sku}.`, {
        sku: line.sku,
        returnable: null,
      });
    }
    merged.set(line.sku, (merged.get(line.sku) ?? 0) + line.quantity);
  }
  return [...merged].map(([sku, quantity]) => ({ sku, quantity }));
}
