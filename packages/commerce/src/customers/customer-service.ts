import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { badInput } from '../graphql/bad-input.ts';
import { decoyPasswordHash, hashPassword, passwordMatches, passwordProblem } from './passwords.ts';
import { customers, customerTokens } from './schema.ts';
import { hashToken, isPlausibleToken, newSecretToken } from './secret-token.ts';

export type CustomerRow = typeof customers.$inferSelect;

export interface NewCustomer {
  email: string;
  password: string;
  firstname: string;
  middlename?: string | null;
  lastname: string;
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

/** How long a session lasts without signing in again (the storefront's cookie lives as long). */
export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/** The one form of an e-mail address the shop keys accounts by. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts and sessions: registration, confirmation, sign in and out, tokens. */
export class CustomerService {
  readonly db: Database;

  constructor(
    readonly database: DatabaseHandle,
    readonly now: () => Date,
  ) {
    this.db = database.db;
  }

  async register(input: NewCustomer, locale: string): Promise<RegisterOutcome> {
    const problem = passwordProblem(input.password);
    if (problem) throw badInput(problem);
    const email = normalEmail(input.email);
    const confirmationKey = newSecretToken();
    // Hashing before the look-up keeps both outcomes equally slow.
    const passwordHash = await hashPassword(input.password);
    const [created] = await this.db
      .insert(customers)
      .values({
        email,
        passwordHash,
        firstname: input.firstname.trim(),
        middlename: input.middlename?.trim() || null,
        lastname: input.lastname.trim(),
        prefix: input.prefix?.trim() || null,
        locale,
        confirmationHash: hashToken(confirmationKey),
      })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    if (created) return { kind: 'created', customerId: created.id, confirmationKey };
    const existing = await this.byEmail(email);
    if (!existing) throw new Error('An account vanished while registering');
    return { kind: 'exists', customerId: existing.id };
  }

  /** Confirms the account the key was mailed for; null when the address or key is wrong. */
  async confirm(email: string, confirmationKey: string): Promise<CustomerRow | null> {
    if (!isPlausibleToken(confirmationKey)) return null;
    const [confirmed] = await this.db
      .update(customers)
      .set({ confirmationHash: null, updatedAt: this.now() })
      .where(
        and(
          eq(customers.email, normalEmail(email)),
          eq(customers.confirmationHash, hashToken(confirmationKey)),
        ),
      )
      .returning();
    return confirmed ?? null;
  }

  async signIn(email: string, password: string): Promise<SignInOutcome> {
    const customer = await this.byEmail(normalEmail(email));
    const matches = await passwordMatches(
      customer?.passwordHash ?? (await decoyPasswordHash()),
      password,
    );
    if (!customer || !matches) return { kind: 'refused' };
    if (customer.confirmationHash !== null) return { kind: 'unconfirmed' };
    return {
      kind: 'signed-in',
      token: await this.newSession(customer.id),
      customerId: customer.id,
    };
  }

  /** A new session for the customer; the token itself is only ever in the answer. */
  async newSession(customerId: number): Promise<string> {
    const token = newSecretToken();
    const now = this.now();
    await this.db.insert(customerTokens).values({
      tokenHash: hashToken(token),
      customerId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    });
    return token;
  }

  /** The customer a bearer token signs in, or null for a missing, revoked or expired one. */
  async customerIdForToken(token: string | null): Promise<number | null> {
    if (!token || !isPlausibleToken(token)) return null;
    const [session] = await this.db
      .select({ customerId: customerTokens.customerId })
      .from(customerTokens)
      .where(
        and(
          eq(customerTokens.tokenHash, hashToken(token)),
          gt(customerTokens.expiresAt, this.now()),
        ),
      );
    return session?.customerId ?? null;
  }

  async revokeToken(token: string): Promise<void> {
    if (!isPlausibleToken(token)) return;
    await this.db.delete(customerTokens).where(eq(customerTokens.tokenHash, hashToken(token)));
  }

  /** Signs the customer out everywhere (password changed or reset). */
  async revokeAllSessions(customerId: number, db: Database = this.db): Promise<void> {
    await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
  }

  /** Drops sessions that have expired; the sign-in check already ignores them. */
  async deleteExpiredSessions(): Promise<void> {
    await this.db.delete(customerTokens).where(lte(customerTokens.expiresAt, this.now()));
  }

  async customer(customerId: number): Promise<CustomerRow | null> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    return row ?? null;
  }

  async byEmail(email: string): Promise<CustomerRow | null> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(eq(customers.email, normalEmail(email)));
    return row ?? null;
  }

  async isConfirmed(customerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNotNull(customers.confirmationHash)));
    return row === undefined;
  }
}
