import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminAddOrderNoteArgs,
  MutationAdminResendOrderMailArgs,
  QueryAdminOrderArgs,
  QueryAdminOrdersArgs,
} from '../graphql/generated/resolver-types.ts';
import type { OutboxMail } from '../mail/mail-port.ts';
import { actorSeesStore, requireAdmin } from '../orders/admin-key.ts';
import { orderStatusLabels } from '../orders/order-records.ts';
import { orderView } from '../orders/orders-graphql.ts';
import type { OrderRow } from '../orders/order-service.ts';
import { maxNoteLength } from '../orders/admin-order-service.ts';
import { money } from '../pricing/product-price.ts';
import { badInput, parseAfter, parseFilter, parseFirst, parseSearch } from './admin-order-input.ts';
import type { BackOfficeService } from './back-office-service.ts';

type OrderDetail = NonNullable<Awaited<ReturnType<BackOfficeService['orderDetail']>>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function summaryView(order: OrderRow) {
  const billing = order.billingAddress;
  return {
    number: order.number,
    order_date: order.createdAt.toISOString(),
    status: orderStatusLabels[order.status],
    status_code: order.status,
    email: order.email,
    customer_name: [billing.firstname, billing.middlename, billing.lastname]
      .filter(Boolean)
      .join(' '),
    company: billing.company,
    postcode: order.shippingAddress?.postcode ?? billing.postcode,
    grand_total: money(order.grandTotalCents),
    grand_total_cents: order.grandTotalCents,
    payment_method: { name: order.paymentMethodTitle, type: order.paymentMethodCode },
    shipping_method: order.shippingMethod,
    pickup_location_code: order.pickupLocationCode,
  };
}

function mailView(mail: OutboxMail) {
  return {
    id: String(mail.id),
    template: mail.template,
    recipient: mail.recipient,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.lastError,
    created_at: mail.createdAt.toISOString(),
    sent_at: iso(mail.sentAt),
    resent: mail.dedupeKey.startsWith('resend:'),
  };
}

function detailView({ order, payments, mails, documents, refunds, notes }: OrderDetail) {
  const billing = order.billingAddress;
  return {
    order: orderView(order),
    business: billing.company
      ? { company: billing.company, vat_id: billing.vatId, reference: billing.reference }
      : null,
    payments: payments.map((payment) => ({
      provider: payment.provider,
      transaction_id: payment.providerOrderId,
      state: payment.state,
      attention: payment.attention,
      created_at: payment.createdAt.toISOString(),
      updated_at: payment.updatedAt.toISOString(),
      exchange_calls: payment.exchangeCalls.map((call) => ({
        received_at: call.receivedAt.toISOString(),
        answer_status: call.answerStatus,
        answer: call.answer,
      })),
    })),
    mails: mails.map(mailView),
    documents: documents.map((document) => ({
      number: document.number,
      kind: document.kind,
      total_cents: document.totalCents,
      issued_at: document.issuedAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: String(refund.id),
      amount_cents: refund.amountCents,
      shipping_cents: refund.shippingCents,
      state: refund.state,
      reason: refund.reason,
      requested_by: refund.requestedBy,
      cancellation: refund.cancellation,
      provider_refund_id: refund.providerRefundId,
      lines: refund.lines.map((line) => ({
        sku: line.sku,
        quantity: line.quantity,
        amount_cents: line.amountCents,
      })),
      created_at: refund.createdAt.toISOString(),
      refunded_at: iso(refund.refundedAt),
    })),
    notes: notes.map(noteView),
  };
}

function noteView(note: { id: number; text: string; author: string; createdAt: Date }) {
  return {
    id: String(note.id),
    text: note.text,
    author: note.author,
    created_at: note.createdAt.toISOString(),
  };
}

/** Whether the query asks for the count (a fragment might, so one counts as asking). */
function asksCount(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== 'Field' || selection.name.value.startsWith('total_count'),
    ),
  );
}

const orderNotFound = () =>
  new GraphQLError('Could not find the order.', { extensions: { code: 'NOT_FOUND' } });

export const adminOrdersResolvers = {
  Query: {
    async adminOrders(
      _: unknown,
      args: QueryAdminOrdersArgs,
      context: GraphQLContext,
      info: GraphQLResolveInfo,
    ) {
      const actor = await requireAdmin(context, 'orders', { perStore: true });
      const filter = parseFilter(args.filter);
      // A store employee's list is their store's pickup orders, whatever filter they send.
      if (actor.storeCode !== null) filter.pickupStore = actor.storeCode;
      const page = await context.orders.admin.list(
        filter,
        parseSearch(args.search),
        parseFirst(args.first),
        parseAfter(args.after),
        asksCount(info),
      );
      return {
        items: page.rows.map(summaryView),
        page_info: { has_next_page: page.hasNextPage, end_cursor: page.endCursor },
        total_count: page.totalCount,
        total_count_exact: page.totalCountExact,
      };
    },
    async adminOrder(_: unknown, { number }: QueryAdminOrderArgs, context: GraphQLContext) {
      const actor = await requireAdmin(context, 'orders', { perStore: true });
      const detail = await context.backOffice.orderDetail(number);
      // Another store's order answers as a missing one.
      if (!detail || !actorSeesStore(actor, detail.order.pickupLocationCode)) return null;
      return detailView(detail);
    },
    async adminOrderFilterOptions(_: unknown, __: unknown, context: GraphQLContext) {
      const actor = await requireAdmin(context, 'orders', { perStore: true });
      const methods = await context.orders.admin.paymentMethods();
      return {
        payment_methods: methods.map((method) => ({ code: method.code, label: method.title })),
        pickup_stores: context.stores
          .list()
          .filter((store) => actor.storeCode === null || store.code === actor.storeCode)
          .map((store) => ({ code: store.code, label: store.name })),
      };
    },
    async adminDashboard(_: unknown, __: unknown, context: GraphQLContext) {
      await requireAdmin(context, 'orders');
      const board = await context.backOffice.dashboard();
      return {
        day: board.day,
        orders_today: board.todayCount,
        revenue_today: money(board.todayRevenueCents),
        revenue_today_cents: board.todayRevenueCents,
        orders_to_ship: board.toShip,
        orders_pending_payment_too_long: board.pendingTooLong,
        pending_payment_minutes: context.backOffice.settings.pendingPaymentMinutes,
        reservations_to_prepare: board.reservationsToPrepare.map((entry) => ({
          store_code: entry.storeCode,
          store_name: entry.storeName,
          count: entry.count,
        })),
        returns_to_receive: board.returnsToReceive,
        low_stock_count: board.lowStock.count,
        low_stock_threshold: context.backOffice.settings.lowStockThreshold,
        low_stock: board.lowStock.products.map((product) => ({
          sku: product.sku,
          name: product.name,
          online_qty: product.onlineQty,
        })),
      };
    },
  },
  Mutation: {
    async adminAddOrderNote(
      _: unknown,
      { input }: MutationAdminAddOrderNoteArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'orders');
      const author = actor.name;
      const text = input.text.trim();
      if (text.length === 0 || text.length > maxNoteLength) {
        throw badInput(`A note is 1 to ${maxNoteLength} characters.`, 'INVALID_NOTE', 'text');
      }
      const outcome = await context.backOffice.addNote(input.number, text, author);
      if (outcome.kind === 'not-found') throw orderNotFound();
      if (outcome.kind === 'full') {
        throw badInput('This order holds the most notes it may.', 'TOO_MANY_NOTES', 'text');
      }
      await context.staff.audit.record(actor, {
        operation: 'adminAddOrderNote',
        target: `order:${input.number}`,
        after: { note: text },
      });
      return noteView(outcome.note);
    },
    async adminResendOrderMail(
      _: unknown,
      { input }: MutationAdminResendOrderMailArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'orders');
      if (!/^[A-Za-z0-9_-]{8,100}$/.test(input.idempotency_key)) {
        throw badInput(
          'idempotency_key is 8 to 100 letters, digits, - or _.',
          'INVALID_IDEMPOTENCY_KEY',
          'idempotency_key',
        );
      }
      const mailId = /^\d{1,9}$/.test(input.mail_id) ? Number(input.mail_id) : null;
      const copy =
        mailId === null
          ? null
          : await context.backOffice.resendMail(input.number, mailId, input.idempotency_key);
      if (!copy) {
        throw new GraphQLError('Could not find this mail of the order.', {
          extensions: { code: 'NOT_FOUND' },
        });
      }
      await context.staff.audit.record(actor, {
        operation: 'adminResendOrderMail',
        target: `order:${input.number}`,
        after: { mailId, idempotencyKey: input.idempotency_key },
      });
      return mailView(copy);
    },
  },
} as unknown as ModuleResolvers;
