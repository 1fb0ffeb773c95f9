import { createHash } from 'node:crypto';
import type { ConfirmationStatusEnum } from '../graphql/generated/resolver-types.ts';
import type { CustomerRow } from './customer-service.ts';
import { normalEmail } from './normal-email.ts';

/**
 * What stands behind the GraphQL Customer type. `customerId` is null in the answer to
 * createCustomerV2, which echoes what was sent so it reads the same whether or not the address
 * already had an account; fields other modules add (orders, wishlists) are then empty.
 */
export interface CustomerParent {
  customerId: number | null;
  id: string;
  email: string;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  created_at: string | null;
  confirmation_status: ConfirmationStatusEnum;
  default_billing: string | null;
  default_shipping: string | null;
  token?: string | null;
}

/** The API's id of a customer: stable, opaque, and derived from nothing secret but the address. */
export function opaqueCustomerId(email: string): string {
  return createHash('sha256')
    .update(`customer:${normalEmail(email)}`)
    .digest('base64url')
    .slice(0, 22);
}

export function customerView(row: CustomerRow): CustomerParent {
  return {
    customerId: row.id,
    id: opaqueCustomerId(row.email),
    email: row.email,
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    created_at: row.createdAt.toISOString(),
    confirmation_status:
      row.confirmationHash === null ? 'ACCOUNT_CONFIRMED' : 'ACCOUNT_CONFIRMATION_REQUIRED',
    default_billing: row.defaultBillingId === null ? null : String(row.defaultBillingId),
    default_shipping: row.defaultShippingId === null ? null : String(row.defaultShippingId),
  };
}
