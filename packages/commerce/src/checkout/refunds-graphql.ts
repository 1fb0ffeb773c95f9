import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminCancelOrderArgs,
  MutationAdminRefundOrderArgs,
} from '../graphql/generated/resolver-types.ts';
import { money } from '../pricing/product-price.ts';
import { orderView } from '../orders/orders-graphql.ts';
import { requireAdmin } from '../staff/authorise.ts';
import type { OrderWithItems } from '../orders/order-service.ts';
import { RefundError } from './refund-errors.ts';
import type { RefundRow } from './refund-service.ts';

export function refundView(refund: RefundRow, order: Pick<OrderWithItems, 'items'> | null) {
  const names = new Map(order?.items.map((item) => [item.sku, item.name]) ?? []);
  return {
    id: String(refund.id),
    amount: money(refund.amountCents),
    state: refund.state,
    items: refund.lines.map((line) => ({
      product_sku: line.sku,
      product_name: names.get(line.sku) ?? null,
      quantity_refunded: line.quantity,
    })),
    shipping: refund.shippingCents > 0 ? money(refund.shippingCents) : null,
    cancellation: refund.cancellation,
    created_at: refund.createdAt.toISOString(),
    refunded_at: refund.refundedAt?.toISOString() ?? null,
  };
}

/** A refused cancel or refund, with its reason as the code. */
export function refundFailure(error: unknown): never {
  if (error instanceof RefundError) {
    throw new GraphQLError(error.message, {
      extensions: {
        ...error.details,
        code: error.code === 'ORDER_NOT_FOUND' ? 'NOT_FOUND' : error.code,
      },
    });
  }
  throw error;
}

const badInput = (field: string, message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

/** Euros with at most two decimals, as whole cents. */
function centsOf(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(amount * 100 - cents) > 1e-6 || cents < 1) {
    throw badInput('amount', 'An amount is at least 0.01 with at most two decimals.');
  }
  if (cents > 100_000_000) throw badInput('amount', 'That amount is larger than any order.');
  return cents;
}

export const refundsResolvers = {
  Mutation: {
    async adminCancelOrder(
      _: unknown,
      { input }: MutationAdminCancelOrderArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'orders');
      if (input.number.length > 20) throw badInput('number', 'Not an order number.');
      try {
        const before = await context.orders.byNumber(input.number);
        const { order, refund } = await context.checkout.cancelOrder(input.number, actor.name);
        // After the cancel's own transaction: it spans stock, payment and refund (ADR 0028).
        await context.staff.audit.record(actor, {
          operation: 'adminCancelOrder',
          target: `order:${order.number}`,
          before: { status: before?.status },
          after: { status: order.status, refundId: refund?.id ?? null },
        });
        return { order: orderView(order), refund: refund && refundView(refund, order) };
      } catch (error) {
        refundFailure(error);
      }
    },
    async adminRefundOrder(
      _: unknown,
      { input }: MutationAdminRefundOrderArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'returns');
      const by = actor.name;
      if (input.number.length > 20) throw badInput('number', 'Not an order number.');
      if (!/^[A-Za-z0-9:_-]{8,100}$/.test(input.idempotency_key)) {
        throw badInput(
          'idempotency_key',
          "An idempotency key is 8 to 100 letters, digits, '-', '_' or ':'.",
        );
      }
      if ((input.lines?.length ?? 0) > 200) throw badInput('lines', 'At most 200 lines.');
      if ((input.reason?.length ?? 0) > 500) throw badInput('reason', 'At most 500 characters.');
      try {
        const refund = await context.checkout.refunds.refund({
          orderNumber: input.number,
          idempotencyKey: input.idempotency_key,
          amountCents: input.amount == null ? null : centsOf(input.amount),
          lines: input.lines,
          shipping: input.shipping,
          reason: input.reason,
          requestedBy: by,
        });
        const order = (await context.orders.byId(refund.orderId))!;
        await context.staff.audit.record(actor, {
          operation: 'adminRefundOrder',
          target: `order:${order.number}`,
          after: {
            refundId: refund.id,
            amountCents: refund.amountCents,
            state: refund.state,
            idempotencyKey: input.idempotency_key,
          },
        });
        return {
          order: orderView(order),
          refund: refundView(refund, order),
          requested_by: refund.requestedBy,
        };
      } catch (error) {
        refundFailure(error);
      }
    },
  },
  CustomerOrder: {
    async refunds(
      order: { id: string; items: { product_sku: string; product_name: string }[] },
      _: unknown,
      context: GraphQLContext,
    ) {
      const rows = await context.checkout.refunds.ofOrder(Number(order.id));
      const items = order.items.map((item) => ({ sku: item.product_sku, name: item.product_name }));
      return rows.map((row) => refundView(row, { items } as Pick<OrderWithItems, 'items'>));
    },
  },
} as unknown as ModuleResolvers;
