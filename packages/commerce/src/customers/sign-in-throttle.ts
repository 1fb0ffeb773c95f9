import { and, eq, isNull, like, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { accountRules, type ThrottleRule } from './account-rules.ts';
import { unknownClientAddress } from '../graphql/client-address.ts';
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

  /** Forgets every failure counted against an account, across addresses and at each one. */
  async clearAccount(who: 'account' | 'staff', email: string, db: Database = this.db) {
    await db.delete(signInFailures).where(accountFailures(who, email));
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

/**
 * The rows of every key `passwordThrottleKeys` counts an account's failures under: across
 * addresses and at each address. For a reset password and an erased or moved account.
 */
export function accountFailures(who: 'account' | 'staff', email: string) {
  // LIKE's wildcards and escape in an e-mail address are taken literally.
  const literal = email.replace(/[\\%_]/g, (character) => `\\${character}`);
  return or(
    eq(signInFailures.key, `${who}:${email}`),
    like(signInFailures.key, `${who}-at:%:${literal}`),
  );
}

/** One key an attempt counts against, its rule, and what a right answer does to its count. */
export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
  /**
   * `clear`: a right answer forgets the key's failures (they were the answering person's own);
   * `undo`: it takes back only its own attempt (a key others count against too).
   */
  onSuccess: 'clear' | 'undo';
}

export type ThrottledOutcome<Row> = { kind: 'refused' } | { kind: 'checked'; row: Row | null };

/**
 * Runs one check through the throttle, as every password, code and order lookup of the shop
 * does: the attempt is counted against each key in order first (compare-and-set, so a burst
 * cannot slip through) and only then checked. A key that is locked or must wait refuses the
 * attempt without any check, and the keys before it get their count back: the attempt checked
 * nothing, so someone hammering a locked key does not use up a shared one. A right answer clears
 * or takes back per key (`onSuccess`). `check` must take as long for an unknown account as for
 * a known one (decoy hash).
 */
export async function throttledAttempt<Row>(
  throttle: SignInThrottle,
  keys: readonly ThrottleKey[],
  now: Date,
  check: () => Promise<Row | null>,
): Promise<ThrottledOutcome<Row>> {
  const reserved: [ThrottleKey, ReservedAttempt][] = [];
  for (const key of keys) {
    const attempt = await throttle.reserve(key.key, now, key.rule);
    if (!attempt) {
      for (const [, earlier] of reserved.reverse()) await throttle.undo(earlier);
      return { kind: 'refused' };
    }
    reserved.push([key, attempt]);
  }
  const row = await check();
  if (row) {
    for (const [key, attempt] of reserved) {
      if (key.onSuccess === 'clear') await throttle.clear(key.key);
      else await throttle.undo(attempt);
    }
  }
  return { kind: 'checked', row };
}

/** `throttledAttempt` for checks that answer a refusal and a wrong answer alike: null. */
export async function throttledCheck<Row>(
  throttle: SignInThrottle,
  keys: readonly ThrottleKey[],
  now: Date,
  check: () => Promise<Row | null>,
): Promise<Row | null> {
  const outcome = await throttledAttempt(throttle, keys, now, check);
  return outcome.kind === 'checked' ? outcome.row : null;
}

/**
 * The keys a password check counts against (`accountRules.passwordThrottle`): the account at
 * this client address, the account, and the address when it is known. Shoppers' keys start
 * `account`/`ip`, staff's `staff`/`staff-ip`, so neither can lock the other out. The address
 * comes before the e-mail address in the first key, and an e-mail address has no colon where an
 * IPv6 address has them, so two keys cannot be alike.
 */
export function passwordThrottleKeys(
  who: 'account' | 'staff',
  email: string,
  clientAddress: string | null,
): ThrottleKey[] {
  const rules = accountRules.passwordThrottle;
  const keys: ThrottleKey[] = [
    {
      key: `${who}-at:${clientAddress ?? unknownClientAddress}:${email}`,
      rule: rules.perAccountAddress,
      onSuccess: 'clear',
    },
    { key: `${who}:${email}`, rule: rules.perAccount, onSuccess: 'undo' },
  ];
  if (clientAddress) {
    const prefix = who === 'account' ? 'ip' : 'staff-ip';
    keys.push({ key: `${prefix}:${clientAddress}`, rule: rules.perAddress, onSuccess: 'undo' });
  }
  return keys;
}

/** The keys a one-time code counts against: the account alone (codes are typed signed in). */
export function codeThrottleKeys(key: string): ThrottleKey[] {
  return [{ key, rule: accountRules.passwordThrottle.perAccountAddress, onSuccess: 'clear' }];
}
