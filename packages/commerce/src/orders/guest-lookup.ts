import { unknownClientAddress } from '../graphql/client-address.ts';
import type { ThrottleRule } from '../customers/account-rules.ts';
import {
  throttledAttempt,
  type SignInThrottle,
  type ThrottleKey,
} from '../customers/sign-in-throttle.ts';
import type { OrderService, OrderWithItems } from './order-service.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How often an order may be looked up by number and postcode (or e-mail address) with a wrong
 * answer (ADR 0014 addendum). Order numbers are sequential, so the postcode is the only secret,
 * and far fewer guesses than a password's are allowed. No waits before the lock: a shopper who
 * mistypes a postcode tries again at once, and the tracking page can say plainly how long a lock
 * lasts. The customers' sweep forgets throttle records a day after their last failure, so no rule
 * here remembers longer.
 */
export const guestLookupRules = {
  /**
   * Per client address and order number (`order-lookup:<address>:<number>`, whether or not the
   * order exists, so a lock tells nothing): the 5th wrong answer from one address locks that
   * number for that address for 15 minutes; a lock that ran out locks again at the next wrong
   * answer until a day without one has passed. A right answer clears it. Not per number alone:
   * numbers are sequential, so anyone could otherwise lock any shopper out of tracking their own
   * order by sending it wrong postcodes.
   */
  perNumber: {
    freeFailures: 5,
    firstDelayMs: minute,
    maxDelayMs: minute,
    lockAfter: 5,
    lockMs: 15 * minute,
    forgetAfterMs: day,
  } satisfies ThrottleRule,
  /**
   * Per client address (`order-lookup-ip:<address>`): trying numbers one after another from one
   * address locks it at the 20th wrong answer for 15 minutes, again at each one after that within
   * the hour. A right answer takes back only its own attempt.
   */
  perAddress: {
    freeFailures: 20,
    firstDelayMs: minute,
    maxDelayMs: minute,
    lockAfter: 20,
    lockMs: 15 * minute,
    forgetAfterMs: hour,
  } satisfies ThrottleRule,
} as const;

export type GuestLookupOutcome =
  | { kind: 'found'; order: OrderWithItems }
  | { kind: 'not-found' }
  | { kind: 'locked'; retryAfterMs: number };

export interface GuestLookupInput {
  number: string;
  postcode?: string | null;
  email?: string | null;
}

/**
 * A guest's order by number and postcode or e-mail address, throttled per client address and
 * number and per client address with the sign-in throttle's counting (in the database, so every instance and a restart
 * count the same). Each attempt is counted before the order is read; a right answer takes it back.
 */
export async function throttledGuestLookup(
  orders: OrderService,
  throttle: SignInThrottle,
  input: GuestLookupInput,
  clientAddress: string | null,
  now: Date,
): Promise<GuestLookupOutcome> {
  const number = input.number.trim();
  // The number comes last, so an IPv6 address's colons cannot make two keys alike.
  const numberKey = `order-lookup:${clientAddress ?? unknownClientAddress}:${number.toUpperCase()}`;
  const addressKey = clientAddress ? `order-lookup-ip:${clientAddress}` : null;
  const locked = async (): Promise<GuestLookupOutcome> => {
    const waits = await Promise.all([
      throttle.retryAfterMs(numberKey, now, guestLookupRules.perNumber),
      addressKey ? throttle.retryAfterMs(addressKey, now, guestLookupRules.perAddress) : 0,
    ]);
    return { kind: 'locked', retryAfterMs: Math.max(...waits) };
  };

  // The address first: a number locked for this address then gives the address its count back.
  const keys: ThrottleKey[] = [
    ...(addressKey
      ? [{ key: addressKey, rule: guestLookupRules.perAddress, onSuccess: 'undo' as const }]
      : []),
    { key: numberKey, rule: guestLookupRules.perNumber, onSuccess: 'clear' },
  ];
  const outcome = await throttledAttempt(throttle, keys, now, () =>
    orders.guestLookup(number, input.postcode, input.email),
  );
  if (outcome.kind === 'refused') return locked();
  return outcome.row ? { kind: 'found', order: outcome.row } : { kind: 'not-found' };
}
