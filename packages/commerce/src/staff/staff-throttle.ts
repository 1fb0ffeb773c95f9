import type { ThrottleRule } from '../customers/account-rules.ts';
import type { ReservedAttempt, SignInThrottle } from '../customers/sign-in-throttle.ts';
import { unknownClientAddress } from '../graphql/client-address.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How staff password checks are throttled (ADR 0028 addendum of 2026-12-02). Staff of one shop
 * usually share one connection (the shop's or the warehouse's), so a per-address lock tight
 * enough to stop guessing would let one colleague's typos lock everyone else out. Three keys:
 */
export const staffThrottleRules = {
  /**
   * Per account and client address (`staff-at:<address>:<email>`): the tight one, as a
   * shopper's account (3 free, then 1 s, 2 s … up to a minute, the 10th failure locks for 15
   * minutes). Only the person typing at that address, for that account, is slowed.
   */
  perAccountAddress: {
    freeFailures: 3,
    firstDelayMs: second,
    maxDelayMs: minute,
    lockAfter: 10,
    lockMs: 15 * minute,
    forgetAfterMs: day,
  } satisfies ThrottleRule,
  /**
   * Per account across addresses (`staff:<email>`): guessing one account's password from many
   * addresses is slowed after 20 failures in a day and locked after 50 for 15 minutes. A right
   * password takes back only its own attempt, so it does not give a guesser a fresh count.
   */
  perAccount: {
    freeFailures: 20,
    firstDelayMs: second,
    maxDelayMs: minute,
    lockAfter: 50,
    lockMs: 15 * minute,
    forgetAfterMs: day,
  } satisfies ThrottleRule,
  /**
   * Per client address (`staff-ip:<address>`): trying accounts one after another from one
   * address. One person locks their own account and address at 10 failures (and counts one more
   * per 15 minutes after), so 50 free failures an hour take five colleagues locking themselves
   * out; the 100th locks the address for 15 minutes.
   */
  perAddress: {
    freeFailures: 50,
    firstDelayMs: second,
    maxDelayMs: 30 * second,
    lockAfter: 100,
    lockMs: 15 * minute,
    forgetAfterMs: hour,
  } satisfies ThrottleRule,
} as const;

/**
 * Runs one staff password check through the throttle: counted first against the account at this
 * address, then the account, then the address (each compare-and-set, so a burst cannot slip
 * through), then checked. An attempt that a later key refuses is taken back from the earlier
 * ones: it checked nothing, so a locked colleague hammering the button does not use up the
 * address. A right password clears the account at this address and takes back only this attempt
 * from the other two. `check` must take as long for an unknown account as for a known one.
 */
export async function staffThrottledCheck<Row>(
  throttle: SignInThrottle,
  email: string,
  clientAddress: string | null,
  now: Date,
  check: () => Promise<Row | null>,
): Promise<Row | null> {
  const address = clientAddress ?? unknownClientAddress;
  const keys: [string, ThrottleRule][] = [
    [`staff-at:${address}:${email}`, staffThrottleRules.perAccountAddress],
    [`staff:${email}`, staffThrottleRules.perAccount],
    [`staff-ip:${address}`, staffThrottleRules.perAddress],
  ];
  const reserved: ReservedAttempt[] = [];
  for (const [key, rule] of keys) {
    const attempt = await throttle.reserve(key, now, rule);
    if (!attempt) {
      for (const earlier of reserved.reverse()) await throttle.undo(earlier);
      return null;
    }
    reserved.push(attempt);
  }
  const row = await check();
  if (!row) return null;
  const [pair, ...others] = reserved;
  await throttle.clear(pair!.key);
  for (const attempt of others) await throttle.undo(attempt);
  return row;
}
