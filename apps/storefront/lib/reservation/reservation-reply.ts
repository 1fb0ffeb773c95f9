import type { ReservationOutcome } from '@/lib/commerce/reservations/reserve-in-store';
import { engineErrorText, hasEngineErrorText } from '@/lib/cart/engine-errors';

/**
 * What /api/reservation and /api/reservation/confirm answer: the reservation, or the refusal's
 * code and, for a refusal with a reason (a limit, a lapsed link), its message in the page's
 * language. Without a reason the page says spec §8's 'reservation failed, try later' itself.
 */
export function reservationReply(
  outcome: ReservationOutcome,
  locale: string,
): { status: number; body: Record<string, unknown> } {
  if (outcome.ok)
    return { status: 200, body: { status: 'success', reservation: outcome.reservation } };
  const { httpStatus, code, reason, params } = outcome;
  return {
    status: httpStatus,
    body: {
      status: 'error',
      code,
      ...(hasEngineErrorText(reason)
        ? { reason, message: engineErrorText(locale, { code, reason, params: params ?? null }) }
        : {}),
    },
  };
}
