import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import { accountRules } from './account-rules.ts';
import { normalEmail } from './normal-email.ts';
import { customers } from './schema.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

export type CustomerRow = typeof customers.$inferSelect;

export interface NewCustomer {
  email: string;
  password: string;
  firstname: string;
  middlename?: string | null;
  lastname: string;
  prefix?: string | null;
}

export interface CustomerDetails {
  firstname?: string;
  middlename?: string | null;
  lastname?: string;
  prefix?: string | null;
}

/** What registering did; the API answers both alike, so it tells nobody which one happened. */
export type RegisterOutcome =
  | { kind: 'created'; customerId: number; confirmationKey: string }
  | { kind: 'exists'; customerId: number };

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; customerId: number }
  | { kind: 'refused' }
  | { kind: 'unconfirmed' };

/**
 * What the account operations work with: the database, the clock, the outbox their mails go
 * into (in the transaction of the change) and the sign-in throttle. The customer service is one.
 */
export interface AccountContext {
  readonly db: Database;
  readonly now: () => Date;
  readonly mail: MailOutbox;
  readonly throttle: SignInThrottle;
}

/** How long a session lasts without signing in again (the storefront's cookie lives as long). */
export const sessionLifetimeMs = accountRules.sessionLifetimeMs;

// Defined once each, for staff and customers alike; kept importable from here.
export { normalEmail };
export { invalidResetLink, wrongCurrentPassword } from './account-refusals.ts';

export async function customerById(db: Database, customerId: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

export async function customerByEmail(db: Database, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normalEmail(email)));
  return row ?? null;
}
