/**
 * The numbers behind staff accounts and sessions, each with its reason (ADR 0028). Passwords
 * and TOTP codes are throttled by the shop's one rule set (`accountRules.passwordThrottle` in
 * customers/account-rules.ts), under keys of staff's own.
 */

const minute = 60 * 1000;
const hour = 60 * minute;

export const staffRules = {
  /**
   * A staff session lasts a working day at most: a back office left signed in overnight on a
   * shop counter's computer is signed out by morning.
   */
  sessionLifetimeMs: 12 * hour,
  /** ... and half an hour without a request ends it sooner (idle timeout). */
  idleTimeoutMs: 30 * minute,
  /** Between the password and the TOTP code: long enough to open the authenticator app. */
  pendingLifetimeMs: 5 * minute,
  /** A temporary password the owner was shown works for three days, then must be reissued. */
  temporaryPasswordLifetimeMs: 72 * hour,
  /** Temporary passwords: 20 characters from a 64-character alphabet, 120 bits. */
  temporaryPasswordBytes: 15,
  /**
   * TOTP codes are accepted one 30-second step early or late: phone clocks drift, and typing a
   * code takes a few seconds.
   */
  totpToleranceSeconds: 30,
  /** The issuer shown in authenticator apps. */
  totpIssuer: process.env.STAFF_TOTP_ISSUER?.trim() || 'Webshop back office',
  /** Audit entries keep at most this much JSON per side; larger states are cut and marked. */
  maxAuditJsonBytes: 8 * 1024,
  /** Audit pages are at most this long. */
  maxAuditPageSize: 100,
  /** Audit filters are exact names (`adminShipOrder`, `staff:3`): longer text names nothing. */
  maxAuditFilterLength: 200,
  maxNameLength: 255,
  /** The session cookie's name; only the engine's own responses set it. */
  cookieName: 'staff_session',
} as const;
