import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { normalEmail } from '../customers/normal-email.ts';
import { hashPassword, passwordProblem } from '../customers/passwords.ts';
import type { AuditLog, AuditActor } from './audit-log.ts';
import { STAFF_ROLES, type StaffRole } from './capabilities.ts';
import { staffAccounts, staffSessions } from './schema.ts';
import { staffRules } from './staff-rules.ts';

export type StaffRow = typeof staffAccounts.$inferSelect;

/** A refused account change, with the GraphQL code and field it maps to. */
export class StaffInputError extends Error {
  constructor(
    message: string,
    readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' = 'BAD_USER_INPUT',
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  storeCode?: string | null;
}

/** What the audit log keeps of an account: never the hash or the TOTP secret. */
export function auditView(row: StaffRow) {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    storeCode: row.storeCode,
    active: row.active,
    totpEnabled: row.totpEnabled,
  };
}

/** A temporary password the owner is shown once: 120 random bits, URL-safe. */
function temporaryPassword(): string {
  return randomBytes(staffRules.temporaryPasswordBytes).toString('base64url');
}

/**
 * Staff accounts: created by the owner (or the CLI for the first owner), given a role, a store
 * for store employees, deactivated. Every change is written with its audit entry in one
 * transaction.
 */
export class StaffAccounts {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly audit: AuditLog,
    private readonly storeExists: (code: string) => boolean,
  ) {}

  async byId(id: number): Promise<StaffRow | null> {
    const [row] = await this.db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
    return row ?? null;
  }

  async byEmail(email: string): Promise<StaffRow | null> {
    const [row] = await this.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, normalEmail(email)));
    return row ?? null;
  }

  async list(): Promise<StaffRow[]> {
    return this.db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
  }

  /**
   * Creates an account. With `password` (the CLI's first owner, typed at a prompt) it is the
   * account's own; without, a temporary password is made, answered once and never stored in
   * clear: the account must choose its own at first sign-in.
   */
  async create(
    input: NewStaff,
    actor: AuditActor,
    password?: string,
  ): Promise<{ staff: StaffRow; temporaryPassword: string | null }> {
    const email = normalEmail(input.email);
    const name = input.name.trim();
    this.checkIdentity(email, name);
    const storeCode = this.checkedStore(input.role, input.storeCode ?? null);
    if (password !== undefined) {
      const problem = passwordProblem(password);
      if (problem) throw new StaffInputError(problem, 'BAD_USER_INPUT', 'password');
    }
    const temporary = password === undefined ? temporaryPassword() : null;
    const passwordHash = await hashPassword(password ?? temporary!);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [staff] = await tx
        .insert(staffAccounts)
        .values({
          email,
          name,
          role: input.role,
          storeCode,
          passwordHash,
          temporaryPasswordUntil: temporary
            ? new Date(now.getTime() + staffRules.temporaryPasswordLifetimeMs)
            : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: staffAccounts.email })
        .returning();
      if (!staff) {
        throw new StaffInputError('A staff account with this e-mail address exists.', 'CONFLICT');
      }
      await this.audit.record(
        actor,
        { operation: 'createStaff', target: `staff:${staff.id}`, after: auditView(staff) },
        tx,
      );
      return { staff, temporaryPassword: temporary };
    });
  }

  /** Changes role (and store); refuses to take the last active owner's role away. */
  async changeRole(
    id: number,
    role: StaffRole,
    storeCode: string | null,
    actor: AuditActor,
  ): Promise<StaffRow> {
    const store = this.checkedStore(role, storeCode);
    return this.change(id, actor, 'changeStaffRole', async (tx, before) => {
      if (before.role === 'OWNER' && role !== 'OWNER') await this.keepAnOwner(tx, id);
      return { role, storeCode: store };
    });
  }

  /** Deactivates an account and ends its sessions; the last active owner stays. */
  async deactivate(id: number, actor: AuditActor): Promise<StaffRow> {
    return this.change(id, actor, 'deactivateStaff', async (tx, before) => {
      if (before.role === 'OWNER') await this.keepAnOwner(tx, id);
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
      return { active: false };
    });
  }

  /**
   * Lets a deactivated account sign in again (someone back from leave, or a deactivation by
   * mistake). Its password is the one it had; the owner resets it too when that is not known.
   */
  async reactivate(id: number, actor: AuditActor): Promise<StaffRow> {
    return this.change(id, actor, 'reactivateStaff', async (_tx, before) => {
      if (before.active) {
        throw new StaffInputError('This staff account is already active.', 'CONFLICT');
      }
      return { active: true };
    });
  }

  /**
   * Turns two-factor sign-in off for someone who lost their phone, and signs them out everywhere:
   * they sign in with their password alone and may enrol again (an owner must, at once).
   */
  async resetTotp(id: number, actor: AuditActor): Promise<StaffRow> {
    return this.change(id, actor, 'resetStaffTotp', async (tx, before) => {
      if (!before.totpEnabled && !before.totpSecret) {
        throw new StaffInputError('This account has no two-factor sign-in to reset.', 'CONFLICT');
      }
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
      return { totpEnabled: false, totpSecret: null, totpLastStep: null };
    });
  }

  /**
   * A new temporary password, answered once (the owner's "reset" for someone locked out, or the
   * CLI's for an owner who lost theirs). Signs the account out everywhere.
   */
  async resetPassword(
    id: number,
    actor: AuditActor,
  ): Promise<{ staff: StaffRow; password: string }> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const staff = await this.change(id, actor, 'resetStaffPassword', async (tx) => {
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
      return {
        passwordHash,
        temporaryPasswordUntil: new Date(
          this.now().getTime() + staffRules.temporaryPasswordLifetimeMs,
        ),
      };
    });
    return { staff, password };
  }

  /**
   * The account's own new password (after a temporary one, or any time): other sessions end,
   * `keepToken` (this browser's session hash) stays.
   */
  async setOwnPassword(id: number, password: string, keepTokenHash: string): Promise<StaffRow> {
    const problem = passwordProblem(password);
    if (problem) throw new StaffInputError(problem, 'BAD_USER_INPUT', 'new_password');
    const passwordHash = await hashPassword(password);
    const own = await this.byId(id);
    if (!own) throw new StaffInputError('No such staff account.', 'NOT_FOUND');
    const actor: AuditActor = { kind: 'staff', staffId: id, name: own.email };
    return this.change(id, actor, 'changeOwnStaffPassword', async (tx) => {
      await tx
        .delete(staffSessions)
        .where(and(eq(staffSessions.staffId, id), ne(staffSessions.tokenHash, keepTokenHash)));
      return { passwordHash, temporaryPasswordUntil: null };
    });
  }

  /**
   * Applies `patch` to account `id` in a transaction with its audit entry (before and after
   * without secrets). The row is locked, so two owners' changes apply one after the other.
   */
  async change(
    id: number,
    actor: AuditActor,
    operation: string,
    patch: (tx: Database, before: StaffRow) => Promise<Partial<StaffRow>>,
  ): Promise<StaffRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, id))
        .for('update');
      if (!before) throw new StaffInputError('No such staff account.', 'NOT_FOUND');
      const values = await patch(tx, before);
      const [after] = await tx
        .update(staffAccounts)
        .set({ ...values, updatedAt: this.now() })
        .where(eq(staffAccounts.id, id))
        .returning();
      await this.audit.record(
        actor,
        { operation, target: `staff:${id}`, before: auditView(before), after: auditView(after!) },
        tx,
      );
      return after!;
    });
  }

  /** Refuses a change that would leave the shop without an active owner to manage staff. */
  private async keepAnOwner(tx: Database, leaving: number): Promise<void> {
    const owners = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'OWNER'), eq(staffAccounts.active, true)))
      .for('update');
    if (!owners.some((owner) => owner.id !== leaving)) {
      throw new StaffInputError('The shop needs at least one active owner.', 'CONFLICT');
    }
  }

  private checkIdentity(email: string, name: string): void {
    if (email.length > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      throw new StaffInputError('Enter a valid e-mail address.', 'BAD_USER_INPUT', 'email');
    }
    if (name.length === 0 || name.length > staffRules.maxNameLength) {
      throw new StaffInputError(
        `A name is 1 to ${staffRules.maxNameLength} characters.`,
        'BAD_USER_INPUT',
        'name',
      );
    }
  }

  /** Store employees belong to one existing store; the other roles to none. */
  private checkedStore(role: StaffRole, storeCode: string | null): string | null {
    if (!STAFF_ROLES.includes(role)) {
      throw new StaffInputError(
        `A role is one of ${STAFF_ROLES.join(', ')}.`,
        'BAD_USER_INPUT',
        'role',
      );
    }
    if (role !== 'STORE_EMPLOYEE') {
      if (storeCode) {
        throw new StaffInputError(
          'Only store employees belong to a store.',
          'BAD_USER_INPUT',
          'store_code',
        );
      }
      return null;
    }
    if (!storeCode || !this.storeExists(storeCode)) {
      throw new StaffInputError(
        'A store employee needs an existing store.',
        'BAD_USER_INPUT',
        'store_code',
      );
    }
    return storeCode;
  }
}
