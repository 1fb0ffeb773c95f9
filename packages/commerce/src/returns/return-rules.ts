import { shopDate } from '../pricing/product-price.ts';

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
