import { and, eq } from 'drizzle-orm';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { storeStock } from '../stores/schema.ts';
import { mailOutbox } from '../mail/schema.ts';

/** reserveInStore with the form's fields as variables. */
export const reserveMutation = /* GraphQL */ `
  mutation ($sku: String!, $store: String!, $qty: Int, $email: String = "anna@example.nl") {
    reserveInStore(
      input: {
        sku: $sku
        store_code: $store
        quantity: $qty
        name: "Anna de Vries"
        email: $email
        telephone: "0612345678"
      }
    ) {
      reservation {
        number
        quantity
        expires_at
        confirmed
        store {
          code
        }
      }
    }
  }
`;

export const confirmMutation = /* GraphQL */ `
  mutation ($token: String!) {
    confirmReservation(token: $token) {
      reservation {
        number
        expires_at
        confirmed
      }
    }
  }
`;

export interface ReservedAnswer {
  reserveInStore: {
    reservation: { number: string; expires_at: string; confirmed: boolean; quantity: number };
  };
}

export interface ConfirmedAnswer {
  confirmReservation: {
    reservation: { number: string; expires_at: string; confirmed: boolean };
  };
}

/** Gives a store exactly `qty` units of a product. */
export async function setStoreQty(
  engine: CommerceEngine,
  productId: number,
  storeCode: string,
  qty: number,
): Promise<void> {
  await engine.database.db
    .insert(storeStock)
    .values({ productId, storeCode, qty })
    .onConflictDoUpdate({ target: [storeStock.productId, storeStock.storeCode], set: { qty } });
}

export async function storeQty(
  engine: CommerceEngine,
  productId: number,
  storeCode: string,
): Promise<number> {
  const [row] = await engine.database.db
    .select({ qty: storeStock.qty })
    .from(storeStock)
    .where(and(eq(storeStock.productId, productId), eq(storeStock.storeCode, storeCode)));
  return row?.qty ?? 0;
}

/** The mailed confirmation link of a reservation, from the outbox. */
export async function confirmationLink(engine: CommerceEngine, number: string): Promise<URL> {
  const [mail] = await engine.database.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `reservation-confirm:${number}`));
  if (!mail) throw new Error(`No confirmation link was mailed for ${number}.`);
  return new URL((mail.data as { confirmUrl: string }).confirmUrl);
}
