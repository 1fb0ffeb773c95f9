import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { normalEmail } from '../customers/normal-email.ts';
import { decoyPasswordHash, passwordMatches } from '../customers/passwords.ts';
import { hashToken, isPlausibleToken, newSecretToken } from '../customers/secret-token.ts';
import {
  codeThrottleKeys,
  passwordThrottleKeys,
  throttledCheck,
  type SignInThrottle,
} from '../customers/sign-in-throttle.ts';
import { AuditLog } from './audit-log.ts';
import { StaffAccounts, StaffInputError, type StaffRow } from './staff-accounts.ts';
import { staffAccounts, staffSessions } from './schema.ts';
import { staffRules } from './staff-rules.ts';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp.ts';

export type StaffSignIn =
  | { kind: 'refused' }
  /** The password was right; the TOTP code must follow with this short-lived token. */
  | { kind: 'totp-required'; token: string; expiresAt: Date }
  | { kind: 'signed-in'; token: string; expiresAt: Date; staff: StaffRow };

/** A signed-in staff member as the session cookie shows them. */
export interface StaffSession {
  staff: StaffRow;
  tokenHash: string;
  /**
   * What the session may do besides `staffMe` and signing out: everything its role grants, or
   * only choosing a password (temporary one) or enrolling TOTP (an owner without it).
   */
  restriction: 'none' | 'password-change' | 'totp-enrolment';
}

/**
 * What a session of the account may do: a temporary password must be replaced first, then an
 * owner without TOTP must enrol (ADR 0028).
 */
export function restrictionOf(staff: StaffRow): StaffSession['restriction'] {
  if (staff.temporaryPasswordUntil) return 'password-change';
  return staff.role === 'OWNER' && !staff.totpEnabled ? 'totp-enrolment' : 'none';
}

/**
 * Staff sign-in and sessions, and the TOTP second step. The throttle's table and counting,
 * password hashing, decoy checks and token hashing are the customers' own (ADR 0014), reached
 * through their service; the keys and limits of staff passwords are the shoppers' (`accountRules.passwordThrottle`),
 * under keys of their own.
 */
export class StaffService {
  readonly audit: AuditLog;
  readonly accounts: StaffAccounts;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly throttle: SignInThrottle,
    storeExists: (code: string) => boolean,
  ) {
    this.audit = new AuditLog(db, now);
    this.accounts = new StaffAccounts(db, now, this.audit, storeExists);
  }

  /**
   * Signs in with e-mail address and password. An unknown address, a deactivated account, a
   * lapsed temporary password, a throttled account or client all answer `refused`, after as long
   * a check. With TOTP enabled the answer is a pending token for `completeTotp`.
   */
  async signIn(
    email: string,
    password: string,
    clientAddress: string | null,
  ): Promise<StaffSignIn> {
    const address = normalEmail(email);
    const now = this.now();
    const staff = await throttledCheck(
      this.throttle,
      passwordThrottleKeys('staff', address, clientAddress),
      now,
      async () => {
        const row = await this.accounts.byEmail(address);
        const matches = await passwordMatches(
          row?.passwordHash ?? (await decoyPasswordHash()),
          password,
        );
        const lapsed = !!row?.temporaryPasswordUntil && row.temporaryPasswordUntil <= now;
        return row && matches && row.active && !lapsed ? row : null;
      },
    );
    if (!staff) return { kind: 'refused' };
    if (staff.totpEnabled) {
      const session = await this.newSession(staff.id, true);
      return { kind: 'totp-required', ...session };
    }
    return { kind: 'signed-in', ...(await this.newSession(staff.id, false)), staff };
  }

  /**
   * The second step: the pending token and a code from the authenticator. Codes are throttled
   * per account like passwords (six digits are guessable otherwise) and each works once.
   */
  async completeTotp(pendingToken: string, code: string): Promise<StaffSignIn> {
    const now = this.now();
    const pending = await this.sessionRow(pendingToken, true);
    if (!pending) return { kind: 'refused' };
    const staff = await throttledCheck(
      this.throttle,
      codeThrottleKeys(`staff-totp:${pending.staffId}`),
      now,
      async () => {
        const row = await this.accounts.byId(pending.staffId);
        if (!row?.active || !row.totpEnabled || !row.totpSecret) return null;
        return (await this.takeTotpStep(row, code)) ? row : null;
      },
    );
    if (!staff) return { kind: 'refused' };
    await this.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(pendingToken)));
    return { kind: 'signed-in', ...(await this.newSession(staff.id, false)), staff };
  }

  /**
   * The staff member a session token signs in, or null (unknown, pending, expired, idle too long,
   * deactivated). A used session's idle clock restarts, written at most once a minute.
   */
  async session(token: string | null): Promise<StaffSession | null> {
    if (!token || !isPlausibleToken(token)) return null;
    const now = this.now();
    // One indexed read per admin request: the session and its account together.
    const [found] = await this.db
      .select({ row: staffSessions, staff: staffAccounts })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(and(this.liveSession(token, false, now), eq(staffAccounts.active, true)));
    if (!found) return null;
    const { row, staff } = found;
    if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
      await this.db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(eq(staffSessions.tokenHash, row.tokenHash));
    }
    return { staff, tokenHash: row.tokenHash, restriction: restrictionOf(staff) };
  }

  async signOut(token: string): Promise<void> {
    if (!isPlausibleToken(token)) return;
    await this.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  }

  /**
   * The signed-in member's own new password, after the current one (temporary or not) checked
   * through the sign-in throttle. Every other session of the account ends; this one stays.
   */
  async changeOwnPassword(
    session: StaffSession,
    current: string,
    next: string,
    clientAddress: string | null,
  ): Promise<StaffRow> {
    const staff = session.staff;
    const checked = await throttledCheck(
      this.throttle,
      passwordThrottleKeys('staff', staff.email, clientAddress),
      this.now(),
      async () => ((await passwordMatches(staff.passwordHash, current)) ? staff : null),
    );
    if (!checked) {
      throw new StaffInputError(
        'The current password is not right (or too many tries).',
        'BAD_USER_INPUT',
        'current_password',
      );
    }
    return this.accounts.setOwnPassword(staff.id, next, session.tokenHash);
  }

  /** Starts (or restarts) TOTP enrolment: a new secret, not yet in force until confirmed. */
  async startTotpEnrolment(staff: StaffRow): Promise<{ secret: string; uri: string }> {
    if (staff.totpEnabled) {
      throw new StaffInputError('Two-factor sign-in is already on; turn it off first.', 'CONFLICT');
    }
    const secret = newTotpSecret();
    await this.db
      .update(staffAccounts)
      .set({ totpSecret: secret, updatedAt: this.now() })
      .where(eq(staffAccounts.id, staff.id));
    return { secret, uri: totpUri(secret, staff.email) };
  }

  /** Confirms enrolment with a code from the app: from then on sign-in asks for a code. */
  async confirmTotp(staffId: number, code: string): Promise<StaffRow> {
    const own = await this.ownCodeChecked(staffId, code, false);
    return this.accounts.change(staffId, ownActor(own), 'enableStaffTotp', async () => ({
      totpEnabled: true,
    }));
  }

  /** Turns TOTP off with a current code; owners must keep it (ADR 0028). */
  async disableTotp(staffId: number, code: string): Promise<StaffRow> {
    if ((await this.accounts.byId(staffId))?.role === 'OWNER') {
      throw new StaffInputError('Owners must keep two-factor sign-in.', 'CONFLICT');
    }
    const own = await this.ownCodeChecked(staffId, code, true);
    return this.accounts.change(staffId, ownActor(own), 'disableStaffTotp', async () => ({
      totpEnabled: false,
      totpSecret: null,
    }));
  }

  /** The periodic sweep: sessions past their lifetime or idle too long. */
  async sweepExpired(): Promise<void> {
    const now = this.now();
    await this.db.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
    await this.db
      .delete(staffSessions)
      .where(lte(staffSessions.lastSeenAt, new Date(now.getTime() - staffRules.idleTimeoutMs)));
  }

  private async ownCodeChecked(staffId: number, code: string, enabled: boolean): Promise<StaffRow> {
    const staff = await throttledCheck(
      this.throttle,
      codeThrottleKeys(`staff-totp:${staffId}`),
      this.now(),
      async () => {
        const row = await this.accounts.byId(staffId);
        if (!row?.totpSecret || row.totpEnabled !== enabled) return null;
        return (await this.takeTotpStep(row, code)) ? row : null;
      },
    );
    if (!staff) {
      throw new StaffInputError(
        'That code is not right (or too many tries).',
        'BAD_USER_INPUT',
        'code',
      );
    }
    return staff;
  }

  /** Accepts a code once: its time step must be later than the last one accepted. */
  private async takeTotpStep(row: StaffRow, code: string): Promise<boolean> {
    const step = await acceptedTotpStep(row.totpSecret!, code, this.now());
    if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) return false;
    const taken = await this.db
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, row.id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    return taken.length === 1;
  }

  private async newSession(staffId: number, pending: boolean) {
    const token = newSecretToken();
    const now = this.now();
    const lifetime = pending ? staffRules.pendingLifetimeMs : staffRules.sessionLifetimeMs;
    const expiresAt = new Date(now.getTime() + lifetime);
    await this.db.insert(staffSessions).values({
      tokenHash: hashToken(token),
      staffId,
      pending,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  private async sessionRow(token: string, pending: boolean) {
    if (!isPlausibleToken(token)) return null;
    const [row] = await this.db
      .select()
      .from(staffSessions)
      .where(this.liveSession(token, pending, this.now()));
    return row ?? null;
  }

  /** The token's session, of the kind asked for, neither expired nor idle too long. */
  private liveSession(token: string, pending: boolean, now: Date) {
    return and(
      eq(staffSessions.tokenHash, hashToken(token)),
      eq(staffSessions.pending, pending),
      gt(staffSessions.expiresAt, now),
      gt(staffSessions.lastSeenAt, new Date(now.getTime() - staffRules.idleTimeoutMs)),
    );
  }
}

const ownActor = (staff: StaffRow) => ({
  kind: 'staff' as const,
  staffId: staff.id,
  name: staff.email,
});
