import { GraphQLError } from 'graphql';
import { badInput, parseFirst, parseSearch } from '../back-office/admin-order-input.ts';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminEraseCustomerArgs,
  MutationAdminRetryMailArgs,
  QueryAdminCustomerArgs,
  QueryAdminCustomersArgs,
  QueryAdminExportCustomerArgs,
  QueryAdminMailOutboxArgs,
} from '../graphql/generated/resolver-types.ts';
import type { OutboxMail } from '../mail/mail-port.ts';
import { requireAdmin } from '../orders/admin-key.ts';
import { customerView, detailView, mailStatusOf, statusesOf } from './customer-care-views.ts';
import { idCursor, parseIdCursor } from './id-cursor.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** An id as GraphQL gives it; anything but a plain positive number is unknown. */
function idOf(id: string): number | null {
  return /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

const customerNotFound = () =>
  new GraphQLError('Could not find the customer.', { extensions: { code: 'NOT_FOUND' } });

export function outboxMailView(mail: OutboxMail) {
  return {
    id: String(mail.id),
    template: mail.template,
    recipient: mail.recipient,
    locale: mail.locale,
    status: mailStatusOf(mail.status),
    attempts: mail.attempts,
    last_error: mail.lastError,
    created_at: mail.createdAt.toISOString(),
    sent_at: iso(mail.sentAt),
    next_attempt_at: mail.status === 'pending' ? iso(mail.nextAttemptAt) : null,
  };
}

export const customerCareResolvers = {
  Query: {
    async adminCustomers(_: unknown, args: QueryAdminCustomersArgs, context: GraphQLContext) {
      await requireAdmin(context, 'customers');
      const first = parseFirst(args.first);
      const page = await context.customerCare.search({
        search: parseSearch(args.search),
        first,
        after: parseIdCursor(args.after),
      });
      const last = page.rows.at(-1);
      return {
        items: page.rows.map(customerView),
        page_info: { has_next_page: page.hasNextPage, end_cursor: last ? idCursor(last.id) : null },
      };
    },
    async adminCustomer(_: unknown, { id }: QueryAdminCustomerArgs, context: GraphQLContext) {
      await requireAdmin(context, 'customers');
      const customerId = idOf(id);
      const found = customerId === null ? null : await context.customerCare.customer(customerId);
      return found ? detailView(found) : null;
    },
    async adminExportCustomer(
      _: unknown,
      { id }: QueryAdminExportCustomerArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'customers');
      const customerId = idOf(id);
      const document = customerId === null ? null : await context.customerCare.exportOf(customerId);
      if (!document) return null;
      // Handing out someone's data is logged like a change: who, whose and when, not what.
      await context.staff.audit.record(actor, {
        operation: 'adminExportCustomer',
        target: `customer:${customerId}`,
        after: { orders: document.orders.length },
      });
      return {
        file_name: `customer-${customerId}-${document.exported_at.slice(0, 10)}.json`,
        json: JSON.stringify(document, null, 2),
      };
    },
    async adminMailOutbox(_: unknown, args: QueryAdminMailOutboxArgs, context: GraphQLContext) {
      await requireAdmin(context, 'customers');
      const page = await context.mail.page({
        statuses: statusesOf(args.status ?? null),
        first: parseFirst(args.first),
        after: parseIdCursor(args.after),
      });
      const last = page.rows.at(-1);
      return {
        items: page.rows.map(outboxMailView),
        page_info: { has_next_page: page.hasNextPage, end_cursor: last ? idCursor(last.id) : null },
      };
    },
  },
  Mutation: {
    async adminEraseCustomer(
      _: unknown,
      { input }: MutationAdminEraseCustomerArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'customers');
      const customerId = idOf(input.id);
      if (customerId === null) throw customerNotFound();
      if (input.confirm_email.length > 254) {
        throw badInput(
          'confirm_email is at most 254 characters.',
          'EMAIL_MISMATCH',
          'confirm_email',
        );
      }
      const outcome = await context.customerCare.erase(
        customerId,
        input.confirm_email,
        // In the erasure's transaction, and only counts and order numbers: the log must not
        // keep what the erasure removed.
        (tx, report) =>
          context.staff.audit.record(
            actor,
            {
              operation: 'adminEraseCustomer',
              target: `customer:${customerId}`,
              before: { erased: false },
              after: report,
            },
            tx,
          ),
      );
      if (outcome.kind === 'unknown') throw customerNotFound();
      if (outcome.kind === 'email-mismatch') {
        throw badInput(
          "Type the customer's e-mail address exactly to confirm.",
          'EMAIL_MISMATCH',
          'confirm_email',
        );
      }
      if (outcome.kind === 'already-erased') {
        return {
          id: String(customerId),
          erased_at: outcome.erasedAt.toISOString(),
          already_erased: true,
          orders_kept: [],
        };
      }
      return {
        id: String(customerId),
        erased_at: outcome.report.erasedAt,
        already_erased: false,
        orders_kept: outcome.report.ordersDetached,
      };
    },
    async adminRetryMail(_: unknown, { id }: MutationAdminRetryMailArgs, context: GraphQLContext) {
      const actor = await requireAdmin(context, 'customers');
      const mailId = idOf(id);
      const outcome =
        mailId === null ? { kind: 'not-found' as const } : await context.mail.retry(mailId);
      if (outcome.kind === 'not-found') {
        throw new GraphQLError('Could not find the mail.', { extensions: { code: 'NOT_FOUND' } });
      }
      if (outcome.kind === 'not-failed') {
        throw badInput(
          `Only a failed mail can be sent again; this one is ${mailStatusOf(outcome.mail.status).toLowerCase()}.`,
          'MAIL_NOT_FAILED',
          'id',
        );
      }
      await context.staff.audit.record(actor, {
        operation: 'adminRetryMail',
        target: `mail:${mailId}`,
        before: { status: outcome.before.status, attempts: outcome.before.attempts },
        after: { status: outcome.after.status, attempts: outcome.after.attempts },
      });
      return outboxMailView(outcome.after);
    },
  },
} as unknown as ModuleResolvers;
