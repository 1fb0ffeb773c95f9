import {
  ConfirmReservationDocument,
  ReserveInStoreDocument,
  type ReserveInStoreMutation,
} from '../generated/graphql';
import { commerceQuery, type CommerceResult } from '../transport';

export interface Reservation {
  number: string;
  productName: string;
  quantity: number;
  storeName: string;
  /** ISO date-time until which the store holds the product (unconfirmed: until the link lapses). */
  expiresAt: string;
  /** False until the shopper follows the mailed link. */
  confirmed: boolean;
}

export type ReservationOutcome =
  | { ok: true; reservation: Reservation }
  | {
      ok: false;
      httpStatus: number;
      code: string;
      /** The engine's reason and its values (ADR 0021), to say the refusal translated. */
      reason?: string;
      params?: Record<string, unknown>;
    };

/** Who asks: the page's language, the client's address and, when signed in, the session. */
export interface ReservationCaller {
  locale: string;
  clientAddress: string | null;
  token: string | null;
}

type EngineReservation = NonNullable<
  NonNullable<ReserveInStoreMutation['reserveInStore']>['reservation']
>;

function outcomeOf(
  result: CommerceResult<unknown>,
  reservation: EngineReservation | null | undefined,
): ReservationOutcome {
  if (!result.ok) {
    const { code, unavailable, clientError, reason, params } = result.error;
    const httpStatus = unavailable
      ? 503
      : code === 'TOO_MANY_REQUESTS'
        ? 429
        : clientError
          ? 400
          : 409;
    return {
      ok: false,
      httpStatus,
      code: code ?? (unavailable ? 'UNAVAILABLE' : 'RESERVATION_FAILED'),
      ...(reason ? { reason } : {}),
      ...(params ? { params } : {}),
    };
  }
  if (!reservation) return { ok: false, httpStatus: 503, code: 'UNAVAILABLE' };
  return {
    ok: true,
    reservation: {
      number: reservation.number,
      productName: reservation.product_name,
      quantity: reservation.quantity,
      storeName: reservation.store.name,
      expiresAt: reservation.expires_at,
      confirmed: reservation.confirmed,
    },
  };
}

/**
 * spec §1 reserve for pickup in a store. A refusal is RESERVATION_FAILED (spec §8: try later)
 * or one of the shop's limits, with its reason.
 */
export async function reserveInStore(
  input: {
    sku: string;
    storeCode: string;
    quantity: number;
    name: string;
    email: string;
    telephone: string;
  },
  caller: ReservationCaller,
): Promise<ReservationOutcome> {
  const result = await commerceQuery(
    ReserveInStoreDocument,
    {
      input: {
        sku: input.sku,
        store_code: input.storeCode,
        quantity: input.quantity,
        name: input.name,
        email: input.email,
        telephone: input.telephone,
      },
    },
    caller,
  );
  return outcomeOf(result, result.ok ? result.data.reserveInStore?.reservation : null);
}

/** The mailed link's secret: the store then holds the reservation for the normal period. */
export async function confirmReservation(
  token: string,
  locale: string,
): Promise<ReservationOutcome> {
  const result = await commerceQuery(ConfirmReservationDocument, { token }, { locale });
  return outcomeOf(result, result.ok ? result.data.confirmReservation?.reservation : null);
}
