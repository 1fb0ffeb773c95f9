import { z } from 'zod';
import { confirmReservation } from '@/lib/commerce/reservations/reserve-in-store';
import { guardedJsonBody } from '@/lib/cart/request-guard';
import { reservationReply } from '@/lib/reservation/reservation-reply';
import { requestLocale } from '@/lib/user/user-texts';

export const dynamic = 'force-dynamic';

const reply = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

const confirmSchema = z.object({ token: z.string().max(128) });

/**
 * The button of /reservation/confirm: `{ token }` from the mailed link, guarded like /api/cart
 * (same origin, JSON, bounded). A press, not the page load, confirms, so a mail scanner that
 * opens links holds nobody's stock for days.
 */
export async function POST(request: Request) {
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok) return reply(guarded.status, { status: 'error', message: guarded.message });
  const parsed = confirmSchema.safeParse(guarded.body);
  const locale = requestLocale(request);
  const outcome = await confirmReservation(parsed.success ? parsed.data.token : '', locale);
  const answer = reservationReply(outcome, locale);
  return reply(answer.status, answer.body);
}
