import { accountFailures } from './sign-in-throttle.ts';
import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import {
  customerAddresses,
  customers,
  customerTokens,
  emailChangeRequests,
  passwordResetTokens,
  signInFailures,
} from './schema.ts';

export type CustomerAccountRow = typeof customers.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;

/** A page of the back office's customer list: newest accounts first. */
export interface CustomerPage {
  rows: CustomerAccountRow[];
  hasNextPage: boolean;
}

/** `%`, `_` and `\` typed by staff are literal characters, not patterns. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Exactly the indexed expressions (schema.ts), so each branch is one index range.
const lastnameKey = sql`lower(${customers.lastname})`;
const postcodeKey = sql`upper(replace(${customerAddresses.postcode}, ' ', ''))`;

/**
 * The ids matching a search: an e-mail address, a last name or an address book postcode by its
 * start, or "first last" (a first name's start and a last name's start). Found through the
 * prefix indexes first, as the order list does (ADR 0030), so a rare match never walks the table.
 */
function matchingIds(search: string): SQL {
  const term = search.toLowerCase();
  const branches: SQL[] = [
    sql`select ${customers.id} as id from ${customers} where ${customers.email} like ${likePrefix(term)}`,
    sql`select ${customers.id} from ${customers} where ${lastnameKey} like ${likePrefix(term)}`,
    sql`select ${customerAddresses.customerId} from ${customerAddresses} where ${postcodeKey} like ${likePrefix(term.toUpperCase().replace(/\s+/g, ''))}`,
  ];
  const words = term.split(/\s+/);
  if (words.length >= 2) {
    const [first, ...rest] = words;
    branches.push(
      sql`select ${customers.id} from ${customers} where ${lastnameKey} like ${likePrefix(rest.join(' '))} and lower(${customers.firstname}) like ${likePrefix(first!)}`,
    );
  }
  return sql.join(branches, sql` union `);
}

/** Keyset paging on the id: accounts made while staff page go before the first page. */
export async function searchCustomers(
  db: Database,
  options: { search: string | null; first: number; after: number | null },
): Promise<CustomerPage> {
  const conditions: SQL[] = [];
  if (options.after !== null) conditions.push(lt(customers.id, options.after));
  if (options.search) {
    conditions.push(
      sql`${customers.id} in (select id from (${matchingIds(options.search)}) as hits)`,
    );
  }
  const rows = await db
    .select()
    .from(customers)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(customers.id))
    .limit(options.first + 1);
  return { rows: rows.slice(0, options.first), hasNextPage: rows.length > options.first };
}

export async function addressesOf(db: Database, customerId: number): Promise<CustomerAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(customerAddresses.id);
}

/** Everything the customers module holds on an account, for the GDPR export (no secrets). */
export async function accountPersonalData(db: Database, customerId: number) {
  const [account] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!account) return null;
  const [change] = await db
    .select()
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.customerId, customerId));
  const sessions = await db
    .select({ createdAt: customerTokens.createdAt, expiresAt: customerTokens.expiresAt })
    .from(customerTokens)
    .where(eq(customerTokens.customerId, customerId));
  const [failures] = await db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.key, `account:${account.email}`));
  return {
    account: {
      id: account.id,
      email: account.email,
      prefix: account.prefix,
      firstname: account.firstname,
      middlename: account.middlename,
      lastname: account.lastname,
      locale: account.locale,
      confirmed: account.confirmationHash === null,
      default_billing_address_id: account.defaultBillingId,
      default_shipping_address_id: account.defaultShippingId,
      created_at: account.createdAt.toISOString(),
      updated_at: account.updatedAt.toISOString(),
      erased_at: account.erasedAt?.toISOString() ?? null,
    },
    addresses: (await addressesOf(db, customerId)).map((address) => ({
      id: address.id,
      prefix: address.prefix,
      firstname: address.firstname,
      middlename: address.middlename,
      lastname: address.lastname,
      company: address.company,
      street: address.street,
      postcode: address.postcode,
      city: address.city,
      region: address.region,
      country_code: address.countryCode,
      telephone: address.telephone,
      vat_id: address.vatId,
      customer_type: address.customerType,
      reference: address.reference,
      created_at: address.createdAt.toISOString(),
    })),
    pending_email_change: change
      ? { new_email: change.newEmail, expires_at: change.expiresAt.toISOString() }
      : null,
    // Sessions are listed by their times only: the stored hashes are secrets of the shop.
    sessions: sessions.map((session) => ({
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })),
    failed_sign_ins: failures
      ? { count: failures.failures, last_at: failures.lastFailureAt.toISOString() }
      : null,
  };
}

/** The address an erased account keeps: unique, undeliverable (RFC 2606's .invalid). */
export const erasedEmail = (customerId: number) => `erased-${customerId}@erased.invalid`;

/** What an erasure found: nothing to do, a wrong confirmation, or the account it emptied. */
export type AccountErasure =
  | { kind: 'unknown' }
  | { kind: 'email-mismatch' }
  | { kind: 'already-erased'; erasedAt: Date }
  | {
      kind: 'erased';
      email: string;
      /** The new address of an e-mail change asked for and never confirmed: also theirs. */
      pendingEmail: string | null;
      erasedAt: Date;
    };

/**
 * Empties an account in the caller's transaction: sessions, reset links, a pending address
 * change, the address book and its sign-in failures go; the row stays as a shell without name or
 * address and with a hash no password matches, so nobody can sign in with it again and its id is
 * never reused. The row is locked first: of two erasures at once the second waits and finds the
 * first one's work done. Staff must type the account's address (`confirmEmail`), checked under
 * the lock; an erased account answers `already-erased` whatever was typed (a second click).
 */
export async function eraseAccount(
  tx: Database,
  customerId: number,
  confirmEmail: string,
  now: Date,
): Promise<AccountErasure> {
  const [account] = await tx
    .select()
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!account) return { kind: 'unknown' };
  if (account.erasedAt) return { kind: 'already-erased', erasedAt: account.erasedAt };
  if (account.email !== confirmEmail.trim().toLowerCase()) return { kind: 'email-mismatch' };
  await tx.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
  const [pending] = await tx
    .delete(emailChangeRequests)
    .where(eq(emailChangeRequests.customerId, customerId))
    .returning({ newEmail: emailChangeRequests.newEmail });
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await tx.delete(signInFailures).where(accountFailures('account', account.email));
  await tx
    .update(customers)
    .set({
      email: erasedEmail(customerId),
      // Not a PHC string: argon2 refuses it, so no password ever matches.
      passwordHash: '!erased',
      prefix: null,
      firstname: '',
      middlename: null,
      lastname: '',
      confirmationHash: null,
      defaultBillingId: null,
      defaultShippingId: null,
      updatedAt: now,
      erasedAt: now,
    })
    .where(and(eq(customers.id, customerId), isNull(customers.erasedAt)));
  return {
    kind: 'erased',
    email: account.email,
    pendingEmail: pending?.newEmail ?? null,
    erasedAt: now,
  };
}

/**
 * A former address of an erased account (ADR 0033): when no account holds it now, its sign-in
 * failures go and the answer is true (what else is kept under it is the erased customer's too);
 * an account that took the address since owns it, and it is left alone (false).
 */
export async function forgetFormerAddress(tx: Database, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [holder] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, address));
  if (holder) return false;
  await tx.delete(signInFailures).where(accountFailures('account', address));
  return true;
}
