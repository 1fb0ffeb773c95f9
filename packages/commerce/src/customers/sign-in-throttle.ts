import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { accountRules, type ThrottleRule } from './account-rules.ts';
import { signInFailures } from './schema.ts';

/** A key's failed sign-ins as stored. */
export interface FailureRecord {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** Failures that still count at `now`; older ones are forgotten. */
function countedFailures(record: FailureRecord | null, now: Date, rule: ThrottleRule): number {
  if (!record) return 0;
  return now.getTime() - record.lastFailureAt.getTime() >= rule.forgetAfterMs ? 0 : record.failures;
}

/** Whether an attempt may be checked now: not locked, and the growing delay has passed. */
export function attemptAllowed(
  record: FailureRecord | null,
  now: Date,
  rule: ThrottleRule,
): boolean {
  if (!record) return true;
  if (record.lockedUntil && record.lockedUntil > now) return false;
  const failures = countedFailures(record, now, rule);
  if (failures < rule.freeFailures) return true;
  return now.getTime() - record.lastFailureAt.getTime() >= delayAfter(failures, rule);
}

/** How long until an attempt is allowed at `now`: the lock, or the growing delay; 0 when it is. */
export function waitAt(record: FailureRecord | null, now: Date, rule: ThrottleRule): number {
  if (!record || attemptAllowed(record, now, rule)) return 0;
  if (record.lockedUntil && record.lockedUntil > now) {
    return record.lockedUntil.getTime() - now.getTime();
  }
  const failures = countedFailures(record, now, rule);
  return record.lastFailureAt.getTime() + delayAfter(failures, rule) - now.getTime();
}

/** The wait after `failures` failures: nothing for the free ones, then doubling up to the cap. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.firstDelayMs * 2 ** doublings, rule.maxDelayMs);
}

/** The record after one more failure at `now` (locked when it reaches the rule's limit). */
export function withFailure(
  record: FailureRecord | null,
  now: Date,
  rule: ThrottleRule,
): FailureRecord {
  const failures = countedFailures(record, now, rule) + 1;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: failures >= rule.lockAfter ? new Date(now.getTime() + rule.lockMs) : null,
  };
}

/** An attempt counted in advance; `undo` takes it back when the password turned out right. */
export interface ReservedAttempt {
  key: string;
  before: FailureRecord | null;
  after: FailureRecord;
}

/**
 * Failed sign-ins in the database, so every instance of the shop counts the same. An attempt is
 * counted as a failure BEFORE its password is checked (compare-and-set on the stored record), so
 * a burst of parallel guesses cannot all slip through before the first failure is written; a
 * right password then takes the attempt back.
 */
export class SignInThrottle {
  constructor(private readonly db: Database) {}

  /**
   * Counts one attempt against the key, or null when the key is locked or must wait. An attempt
   * that loses a race with another one for the same key reads the count again and decides anew
   * (a shopper double-clicking "sign in" is not refused), a few times at most.
   */
  async reserve(key: string, now: Date, rule: ThrottleRule): Promise<ReservedAttempt | null> {
    // Each lost race means another attempt was counted, and without a wait at most
    // `freeFailures` can be: this many rounds let every attempt of a burst be counted or refused
    // by the rule itself, never by the number of rounds.
    const rounds = Math.max(5, rule.freeFailures + 2);
    for (let round = 0; round < rounds; round++) {
      const outcome = await this.tryReserve(key, now, rule);
      if (outcome !== 'raced') return outcome;
    }
    return null;
  }

  private async tryReserve(
    key: string,
    now: Date,
    rule: ThrottleRule,
  ): Promise<ReservedAttempt | null | 'raced'> {
    const before = await this.record(key);
    if (!attemptAllowed(before, now, rule)) return null;
    const after = withFailure(before, now, rule);
    const written = before
      ? await this.db
          .update(signInFailures)
          .set(after)
          .where(
            and(
              eq(signInFailures.key, key),
              eq(signInFailures.failures, before.failures),
              eq(signInFailures.lastFailureAt, before.lastFailureAt),
            ),
          )
          .returning({ key: signInFailures.key })
      : await this.db
          .insert(signInFailures)
          .values({ key, ...after })
          .onConflictDoNothing({ target: signInFailures.key })
          .returning({ key: signInFailures.key });
    return written.length === 1 ? { key, before, after } : 'raced';
  }

  /** The password was right: the account's failures are cleared. */
  async clear(key: string, db: Database = this.db): Promise<void> {
    await db.delete(signInFailures).where(eq(signInFailures.key, key));
  }

  /**
   * The password was right: only this attempt is taken back (the client address keeps its other
   * failures). Nothing happens when another attempt has been counted since.
   */
  async undo(attempt: ReservedAttempt): Promise<void> {
    const matches = and(
      eq(signInFailures.key, attempt.key),
      eq(signInFailures.failures, attempt.after.failures),
      eq(signInFailures.lastFailureAt, attempt.after.lastFailureAt),
    );
    if (attempt.before) {
      await this.db.update(signInFailures).set(attempt.before).where(matches);
    } else {
      await this.db.delete(signInFailures).where(matches);
    }
  }

  /** How long until the key may try again: 0 when it may now. */
  async retryAfterMs(key: string, now: Date, rule: ThrottleRule): Promise<number> {
    return waitAt(await this.record(key), now, rule);
  }

  /** Drops records that no longer count: no lock left and the last failure long forgotten. */
  async sweep(now: Date, forgetAfterMs: number): Promise<void> {
    const forgottenBefore = new Date(now.getTime() - forgetAfterMs);
    await this.db
      .delete(signInFailures)
      .where(
        and(
          lt(signInFailures.lastFailureAt, forgottenBefore),
          or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
        ),
      );
  }

  private async record(key: string): Promise<FailureRecord | null> {
    const [row] = await this.db
      .select({
        failures: signInFailures.failures,
        lastFailureAt: signInFailures.lastFailureAt,
        lockedUntil: signInFailures.lockedUntil,
      })
      .from(signInFailures)
      .where(eq(signInFailures.key, key));
    return row ?? null;
  }
}

/** The keys one password check counts against: the account, and the client when known. */
export interface CheckKeys {
  account: string;
  /** `null` when the client's address is unknown to the caller (the CLI, a test). */
  address: string | null;
}

/**
 * Runs one password check through the throttle, as every sign-in of the shop does (customers and
 * staff alike): the attempt is counted against both keys first; a locked or waiting key answers
 * null without any check; a right answer clears the account and takes back only this attempt of
 * the address. `check` must take as long for an unknown account as for a known one (decoy hash).
 */
export async function throttledCheck<Row>(
  throttle: SignInThrottle,
  keys: CheckKeys,
  now: Date,
  check: () => Promise<Row | null>,
): Promise<Row | null> {
  let addressAttempt: ReservedAttempt | null = null;
  if (keys.address) {
    addressAttempt = await throttle.reserve(keys.address, now, accountRules.addressThrottle);
    if (!addressAttempt) return null;
  }
  if (!(await throttle.reserve(keys.account, now, accountRules.accountThrottle))) return null;
  const row = await check();
  if (!row) return null;
  await throttle.clear(keys.account);
  if (addressAttempt) await throttle.undo(addressAttempt);
  return row;
}
