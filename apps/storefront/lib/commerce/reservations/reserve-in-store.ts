import { ReserveInStoreDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';

export interface Reservation {
  number: string;
  productName: string;
  quantity: number;
  storeName: string;
  /** ISO date-time until which the store holds the product. */
  expiresAt: string;
}

export type ReservationOutcome =
  { ok: true; reservation: Reservation } | { ok: false; httpStatus: number; code: string };

/** spec §1 reserve for pickup in a store; a refusal is RESERVATION_FAILED (spec §8: try later). */
export async function reserveInStore(input: {
  sku: string;
  storeCode: string;
  quantity: number;
  name: string;
  email: string;
  telephone: string;
}): Promise<ReservationOutcome> {
  const result = await commerceQuery(ReserveInStoreDocument, {
    input: {
      sku: input.sku,
      store_code: input.storeCode,
      quantity: input.quantity,
      name: input.name,
      email: input.email,
      telephone: input.telephone,
    },
  });
  if (!result.ok) {
    const code =
      result.error.code ?? (result.error.unavailable ? 'UNAVAILABLE' : 'RESERVATION_FAILED');
    const httpStatus = result.error.unavailable ? 503 : result.error.clientError ? 400 : 409;
    return { ok: false, httpStatus, code };
  }
  const reservation = result.data.reserveInStore?.reservation;
  if (!reservation) return { ok: false, httpStatus: 503, code: 'UNAVAILABLE' };
  return {
    ok: true,
    reservation: {
      number: reservation.number,
      productName: reservation.product_name,
      quantity: reservation.quantity,
      storeName: reservation.store.name,
      expiresAt: reservation.expires_at,
    },
  };
}
