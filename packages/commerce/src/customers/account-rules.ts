/**
 * The numbers behind accounts and sessions, each with its reason (ADR 0014). Change them here;
 * nothing else in the engine repeats them.
 */

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** How failed sign-ins are slowed down and then locked, for one kind of key. */
export interface ThrottleRule {
  /** Failures that cost nothing: people mistype. */
  freeFailures: number;
  /** After the free ones, each attempt waits this long after the last failure, doubling. */
  firstDelayMs: number;
  /** The wait never grows beyond this (the lock takes over). */
  maxDelayMs: number;
  /** This many failures lock the key. */
  lockAfter: number;
  lockMs: number;
  /** A key whose last failure is older than this starts counting from zero again. */
  forgetAfterMs: number;
}

export const accountRules = {
  /**
   * Sessions last 14 days: long enough that a shopper stays signed in between visits, short
   * enough that a forgotten session on a shared computer dies. The storefront's cookie lives as
   * long. Sign in and password change start a new session (rotation).
   */
  sessionLifetimeMs: 14 * day,
  /** A mailed reset link works once, for one hour (issue: "single-use token that expires"). */
  passwordResetLifetimeMs: hour,
  /**
   * At most this many reset mails per account per hour: a stranger who knows an address cannot
   * flood its inbox. Requests beyond it answer the same `true` and mail nothing.
   */
  passwordResetsPerHour: 3,
  /**
   * A new e-mail address is confirmed from a link mailed to it, valid a day: long enough for a
   * mailbox checked once a day, short enough that an old link in a forgotten inbox is dead.
   */
  emailChangeLifetimeMs: day,
  /**
   * At most this many e-mail change requests per account per hour: each one mails two
   * addresses, so a signed-in stranger cannot use the shop to flood someone's inbox.
   */
  emailChangesPerHour: 3,
  /** A confirmation mail is sent again at most this often per account (resendConfirmationEmail). */
  confirmationResendGapMs: 2 * minute,
  /**
   * How password checks are throttled, for shoppers (`account…` keys) and staff (`staff…`)
   * alike (ADR 0014, ADR 0028 addendum of 2026-12-02). People share connections (an office, a
   * shop's till, a mobile carrier's NAT), so a per-address lock tight enough to stop guessing
   * would let one person's typos lock everyone else out, and a per-account lock from anywhere
   * would let anyone lock a shopper out by typing wrong passwords for them. Three keys:
   */
  passwordThrottle: {
    /**
     * Per account and client address (`account-at:<address>:<email>`): the tight one. 3 free
     * failures, then 1 s, 2 s, 4 s … up to a minute between attempts, and the 10th failure locks
     * for 15 minutes: about 10 guesses a quarter of an hour, while someone who mistypes a few
     * times is never slowed. A lock that ran out locks again at the next failure until a day
     * without failures has passed; a right password clears it. Only the person typing at that
     * address, for that account, is slowed. Counted whether or not the account exists, so the
     * throttle tells nothing.
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
     * Per account across addresses (`account:<email>`): guessing one account's password from
     * many addresses is slowed after 20 failures in a day and locked after 50 for 15 minutes. A
     * right password takes back only its own attempt, so it gives a guesser no fresh count.
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
     * Per client address (`ip:<address>`, when known): trying accounts one after another from
     * one address. One person locks their own account at that address at 10 failures, so 50
     * free failures an hour take five people locking themselves out; then waits up to 30 s, and
     * the 100th failure locks the address for 15 minutes. A right password takes back only its
     * own attempt, so one good account cannot wash an address clean.
     */
    perAddress: {
      freeFailures: 50,
      firstDelayMs: second,
      maxDelayMs: 30 * second,
      lockAfter: 100,
      lockMs: 15 * minute,
      forgetAfterMs: hour,
    } satisfies ThrottleRule,
  },
  /** Input bounds (ADR 0009): RFC 5321's longest address, Magento's name columns. */
  maxEmailLength: 254,
  maxNameLength: 255,
  /** Salutations are a handful of words ("Dhr.", "Mevr.", "Monsieur"). */
  maxPrefixLength: 40,
  /** Confirmation and reset keys are 43 characters; anything much longer is not worth reading. */
  maxKeyLength: 100,
} as const;
