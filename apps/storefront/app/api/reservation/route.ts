import { reserveInStore } from '@/lib/commerce/reservations/reserve-in-store';
import { guardedJsonBody } from '@/lib/cart/request-guard';
import { reservationRequestSchema } from '@/lib/reservation/reservation-form';
import { reservationReply } from '@/lib/reservation/reservation-reply';
import { clientAddressOf } from '@/lib/user/client-address';
import { actingSessionToken } from '@/lib/user/session-cookie';
import { requestLocale } from '@/lib/user/user-texts';

export const dynamic = 'force-dynamic';

const reply = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * spec §3 reservation form → the engine's reserveInStore, in the page's language (?locale=), with
 * the client's address for the shop's hourly limit and, when signed in, the session (a confirmed
 * account's own address needs no mailed link). spec §8 'reservation failed, try later'; a limit
 * is said by its reason.
 */
export async function POST(request: Request) {
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok)
    return reply(guarded.status, {
      status: 'error',
      code: guarded.code,
      message: guarded.message,
    });
  const parsed = reservationRequestSchema.safeParse(guarded.body);
  if (!parsed.success)
    return reply(400, {
      status: 'error',
      code: 'BAD_REQUEST',
      message: `${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    });
  const { sku, store, name, email, phone, quantity } = parsed.data;
  const locale = requestLocale(request);
  const outcome = await reserveInStore(
    { sku, storeCode: store, quantity, name, email, telephone: phone },
    { locale, clientAddress: clientAddressOf(request), token: actingSessionToken(request) },
  );
  const answer = reservationReply(outcome, locale);
  return reply(answer.status, answer.body);
}
