import { reserveInStore } from '@/lib/commerce/reservations/reserve-in-store';
import { guardedJsonBody } from '@/lib/cart/request-guard';
import { reservationRequestSchema } from '@/lib/reservation/reservation-form';

export const dynamic = 'force-dynamic';

const reply = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/** spec §3 reservation form → the engine's reserveInStore; spec §8 'reservation failed, try later'. */
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
  const outcome = await reserveInStore({
    sku,
    storeCode: store,
    quantity,
    name,
    email,
    telephone: phone,
  });
  if (!outcome.ok)
    return reply(outcome.httpStatus, {
      status: 'error',
      code: outcome.code,
      message: 'Reservation failed, try later',
    });
  return reply(200, { status: 'success', reservation: outcome.reservation });
}
