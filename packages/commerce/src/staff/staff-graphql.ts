import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminChangeStaffRoleArgs,
  MutationAdminCreateStaffArgs,
  MutationAdminDeactivateStaffArgs,
  MutationAdminReactivateStaffArgs,
  MutationAdminResetStaffTotpArgs,
  MutationAdminResetStaffPasswordArgs,
  MutationStaffChangePasswordArgs,
  MutationStaffConfirmTotpArgs,
  MutationStaffDisableTotpArgs,
  MutationStaffSignInArgs,
  MutationStaffSignInTotpArgs,
  QueryAdminAuditLogArgs,
} from '../graphql/generated/resolver-types.ts';
import { accountRules } from '../customers/account-rules.ts';
import { maxPasswordLength } from '../customers/passwords.ts';
import type { AuditEntry } from './audit-log.ts';
import {
  actorMay,
  adminActorOf,
  adminRefusal,
  requireAdmin,
  type AdminActor,
} from './authorise.ts';
import { CAPABILITIES } from './capabilities.ts';
import { clearedSessionCookie, sessionCookie, setCookieOn } from './session-cookie.ts';
import { StaffInputError, type StaffRow } from './staff-accounts.ts';
import { staffRules } from './staff-rules.ts';
import { restrictionOf, type StaffSession, type StaffSignIn } from './staff-service.ts';

export function staffMemberView(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    store_code: row.storeCode,
    active: row.active,
    totp_enabled: row.totpEnabled,
    must_change_password: row.temporaryPasswordUntil !== null,
    created_at: row.createdAt.toISOString(),
  };
}

function meView(actor: AdminActor) {
  const session = actor.session!;
  return {
    staff: staffMemberView(session.staff),
    restriction: session.restriction.toUpperCase().replace('-', '_'),
    capabilities: CAPABILITIES.filter((capability) =>
      actorMay(actor, capability, { perStore: true }),
    ),
  };
}

/** The session as an actor for `meView`, right after sign-in (the request had none yet). */
function actorOfSession(session: StaffSession): AdminActor {
  const { staff } = session;
  return {
    kind: 'staff',
    staffId: staff.id,
    name: staff.email,
    storeCode: staff.role === 'STORE_EMPLOYEE' ? staff.storeCode : null,
    session,
  };
}

/**
 * The signed-in staff member, for operations on one's own account. `allowed` lists the
 * restrictions under which the operation still works (choosing a password always does).
 */
async function ownSession(
  context: GraphQLContext,
  allowed: StaffSession['restriction'][],
): Promise<{ actor: AdminActor; session: StaffSession }> {
  const actor = await adminActorOf(context);
  if (!actor?.session) throw adminRefusal('UNAUTHENTICATED', 'Sign in as staff first.');
  if (!allowed.includes(actor.session.restriction)) {
    throw adminRefusal(
      'FORBIDDEN',
      actor.session.restriction === 'password-change'
        ? 'Choose your own password first.'
        : 'Turn on two-factor sign-in first.',
    );
  }
  return { actor, session: actor.session };
}

function inputError(error: unknown): never {
  if (error instanceof StaffInputError) {
    throw new GraphQLError(error.message, {
      extensions: { code: error.code, ...(error.field ? { field: error.field } : {}) },
    });
  }
  throw error;
}

const auditInputError = (message: string, reason: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason, field } });

const signInRefused = () =>
  adminRefusal('UNAUTHENTICATED', 'The sign-in was not right, or too many tries: wait and retry.');

function signInAnswer(context: GraphQLContext, outcome: StaffSignIn) {
  if (outcome.kind === 'refused') throw signInRefused();
  setCookieOn(context.request, sessionCookie(outcome.token, outcome.expiresAt, context.now()));
  if (outcome.kind === 'totp-required') return { status: 'TOTP_REQUIRED', me: null };
  const session: StaffSession = {
    staff: outcome.staff,
    tokenHash: '',
    restriction: restrictionOf(outcome.staff),
  };
  return { status: 'SIGNED_IN', me: meView(actorOfSession(session)) };
}

/** Cookie token of this request, whatever its state (the TOTP step reads a pending one). */
const cookieToken = (context: GraphQLContext) => context.staffToken;

async function meAfter(context: GraphQLContext, session: StaffSession, row: StaffRow) {
  const fresh = await context.staff.session(context.staffToken);
  return meView(actorOfSession(fresh ?? { ...session, staff: row }));
}

function auditEntryView(entry: AuditEntry) {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor_kind: entry.actorKind,
    staff_id: entry.staffId,
    actor: entry.actorName,
    operation: entry.operation,
    target: entry.target,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  };
}

function boundedCredentials(email: string, password: string) {
  return email.length <= accountRules.maxEmailLength && password.length <= maxPasswordLength;
}

export const staffResolvers = {
  Query: {
    async staffMe(_: unknown, __: unknown, context: GraphQLContext) {
      const actor = await adminActorOf(context);
      return actor?.session ? meView(actor) : null;
    },
    async adminStaff(_: unknown, __: unknown, context: GraphQLContext) {
      await requireAdmin(context, 'staff');
      return (await context.staff.accounts.list()).map(staffMemberView);
    },
    async adminAuditLog(_: unknown, args: QueryAdminAuditLogArgs, context: GraphQLContext) {
      await requireAdmin(context, 'audit');
      const pageSize = args.page_size ?? 50;
      if (pageSize < 1 || pageSize > staffRules.maxAuditPageSize) {
        throw auditInputError(
          `page_size is 1 to ${staffRules.maxAuditPageSize} entries.`,
          'PAGE_SIZE_OUT_OF_RANGE',
          'page_size',
        );
      }
      const filter = (value: string | null | undefined, field: string) => {
        const text = value?.trim() ?? '';
        if (text.length > staffRules.maxAuditFilterLength) {
          throw auditInputError(
            `A filter is at most ${staffRules.maxAuditFilterLength} characters.`,
            'FILTER_TOO_LONG',
            field,
          );
        }
        return text || null;
      };
      const { entries, hasMore } = await context.staff.audit.page({
        pageSize,
        after: args.after ?? null,
        staffId: args.staff_id ?? null,
        operation: filter(args.operation, 'operation'),
        target: filter(args.target, 'target'),
      });
      return {
        items: entries.map(auditEntryView),
        has_more: hasMore,
        next_after: hasMore ? (entries.at(-1)?.id ?? null) : null,
      };
    },
  },
  Mutation: {
    async staffSignIn(_: unknown, args: MutationStaffSignInArgs, context: GraphQLContext) {
      if (!boundedCredentials(args.email, args.password)) throw signInRefused();
      // Every sign-in starts a new session; the one this browser had ends (rotation).
      if (context.staffToken) await context.staff.signOut(context.staffToken);
      const outcome = await context.staff.signIn(args.email, args.password, context.clientAddress);
      return signInAnswer(context, outcome);
    },
    async staffSignInTotp(_: unknown, args: MutationStaffSignInTotpArgs, context: GraphQLContext) {
      const token = cookieToken(context);
      if (!token || args.code.length > 10) throw signInRefused();
      return signInAnswer(context, await context.staff.completeTotp(token, args.code));
    },
    async staffSignOut(_: unknown, __: unknown, context: GraphQLContext) {
      const token = cookieToken(context);
      if (token) await context.staff.signOut(token);
      setCookieOn(context.request, clearedSessionCookie());
      return true;
    },
    async staffChangePassword(
      _: unknown,
      args: MutationStaffChangePasswordArgs,
      context: GraphQLContext,
    ) {
      const { session } = await ownSession(context, ['none', 'password-change', 'totp-enrolment']);
      if (!boundedCredentials('', args.current_password)) throw signInRefused();
      try {
        const row = await context.staff.changeOwnPassword(
          session,
          args.current_password,
          args.new_password,
          context.clientAddress,
        );
        return meAfter(context, session, row);
      } catch (error) {
        inputError(error);
      }
    },
    async staffStartTotpEnrolment(_: unknown, __: unknown, context: GraphQLContext) {
      const { session } = await ownSession(context, ['none', 'totp-enrolment']);
      try {
        const { secret, uri } = await context.staff.startTotpEnrolment(session.staff);
        return { secret, otpauth_url: uri };
      } catch (error) {
        inputError(error);
      }
    },
    async staffConfirmTotp(
      _: unknown,
      args: MutationStaffConfirmTotpArgs,
      context: GraphQLContext,
    ) {
      const { session } = await ownSession(context, ['none', 'totp-enrolment']);
      try {
        return meAfter(
          context,
          session,
          await context.staff.confirmTotp(session.staff.id, args.code),
        );
      } catch (error) {
        inputError(error);
      }
    },
    async staffDisableTotp(
      _: unknown,
      args: MutationStaffDisableTotpArgs,
      context: GraphQLContext,
    ) {
      const { session } = await ownSession(context, ['none']);
      try {
        return meAfter(
          context,
          session,
          await context.staff.disableTotp(session.staff.id, args.code),
        );
      } catch (error) {
        inputError(error);
      }
    },
    async adminCreateStaff(
      _: unknown,
      { input }: MutationAdminCreateStaffArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'staff');
      try {
        const { staff, temporaryPassword } = await context.staff.accounts.create(
          { email: input.email, name: input.name, role: input.role, storeCode: input.store_code },
          actor,
        );
        return { staff: staffMemberView(staff), temporary_password: temporaryPassword };
      } catch (error) {
        inputError(error);
      }
    },
    async adminChangeStaffRole(
      _: unknown,
      args: MutationAdminChangeStaffRoleArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'staff');
      try {
        const row = await context.staff.accounts.changeRole(
          args.id,
          args.role,
          args.store_code ?? null,
          actor,
        );
        return staffMemberView(row);
      } catch (error) {
        inputError(error);
      }
    },
    async adminDeactivateStaff(
      _: unknown,
      args: MutationAdminDeactivateStaffArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'staff');
      try {
        return staffMemberView(await context.staff.accounts.deactivate(args.id, actor));
      } catch (error) {
        inputError(error);
      }
    },
    async adminReactivateStaff(
      _: unknown,
      args: MutationAdminReactivateStaffArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'staff');
      try {
        return staffMemberView(await context.staff.accounts.reactivate(args.id, actor));
      } catch (error) {
        inputError(error);
      }
    },
    async adminResetStaffTotp(
      _: unknown,
      args: MutationAdminResetStaffTotpArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'staff');
      try {
        return staffMemberView(await context.staff.accounts.resetTotp(args.id, actor));
      } catch (error) {
        inputError(error);
      }
    },
    async adminResetStaffPassword(
      _: unknown,
      args: MutationAdminResetStaffPasswordArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'staff');
      try {
        const { staff, password } = await context.staff.accounts.resetPassword(args.id, actor);
        return { staff: staffMemberView(staff), temporary_password: password };
      } catch (error) {
        inputError(error);
      }
    },
  },
} as unknown as ModuleResolvers;
