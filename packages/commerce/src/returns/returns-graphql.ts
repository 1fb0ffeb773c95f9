import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminCancelReturnArgs,
  MutationAdminReceiveReturnArgs,
  MutationAdminRefundReturnArgs,
  MutationRequestGuestReturnArgs,
  MutationRequestReturnArgs,
  QueryAdminReturnsArgs,
} from '../graphql/generated/resolver-types.ts';
import { refundFailure, refundView } from '../checkout/refunds-graphql.ts';
import { currentCustomerId } from '../customers/current-customer.ts';
import { requireAdmin } from '../orders/admin-key.ts';
import { throttledGuestLookup } from '../orders/guest-lookup.ts';
import type { OrderWithItems } from '../orders/order-service.ts';
import { ReturnError } from './return-errors.ts';
import { maxReturnLines } from './return-rules.ts';
import type { ReturnWithLines } from './return-service.ts';

function returnView(row: ReturnWithLines, order: Pick<OrderWithItems, 'number' | 'items'>) {
  const names = new Map(order.items.map((item) => [item.sku, item.name]));
  return {
    number: row.number,
    order_number: order.number,
    state: row.state,
    reason: row.reason,
    comment: row.comment,
    items: row.lines.map((line) => ({
      product_sku: line.sku,
      product_name: names.get(line.sku) ?? null,
      quantity: line.quantity,
      sellable: line.sellable,
    })),
    created_at: row.createdAt.toISOString(),
    received_at: row.receivedAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** A refused return with its reason as the code; an unknown order or return is NOT_FOUND. */
function returnFailure(error: unknown): never {
  if (error instanceof ReturnError) {
    const notFound = error.code === 'ORDER_NOT_FOUND' || error.code === 'RETURN_NOT_FOUND';
    throw new GraphQLError(error.message, {
      extensions: { ...error.details, code: notFound ? 'NOT_FOUND' : error.code },
    });
  }
  refundFailure(error);
}

const orderNotFound = () =>
  new GraphQLError('Could not find the order.', { extensions: { code: 'NOT_FOUND' } });
const returnNotFound = () =>
  new GraphQLError('Could not find the return.', { extensions: { code: 'NOT_FOUND' } });

const badInput = (field: string, message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

function checkSize(input: { order_number: string; lines: readonly unknown[] }) {
  if (input.order_number.length > 20) throw orderNotFound();
  if (input.lines.length > maxReturnLines) throw badInput('lines', 'Too many lines.');
}

/** The return with its order, for the answer; NOT_FOUND when the number is not a return's. */
async function viewOf(context: GraphQLContext, row: ReturnWithLines) {
  const order = (await context.orders.byId(row.orderId))!;
  return returnView(row, order);
}

async function ask(
  context: GraphQLContext,
  order: OrderWithItems,
  input: MutationRequestReturnArgs['input'],
  by: 'customer' | 'guest',
) {
  try {
    const row = await context.returns.request(
      order,
      { lines: input.lines, reason: input.reason, comment: input.comment },
      by,
    );
    return returnView(row, order);
  } catch (error) {
    returnFailure(error);
  }
}

export const returnsResolvers = {
  Query: {
    async adminReturns(_: unknown, args: QueryAdminReturnsArgs, context: GraphQLContext) {
      await requireAdmin(context, 'returns');
      const pageSize = Math.min(Math.max(args.pageSize ?? 20, 1), 100);
      const currentPage = Math.min(Math.max(args.currentPage ?? 1, 1), 10_000);
      const { items, totalCount } = await context.returns.list(
        args.state ?? null,
        pageSize,
        currentPage,
      );
      return {
        items: await Promise.all(items.map((row) => viewOf(context, row))),
        total_count: totalCount,
      };
    },
  },
  Mutation: {
    async requestReturn(_: unknown, { input }: MutationRequestReturnArgs, context: GraphQLContext) {
      const customerId = await currentCustomerId(context);
      checkSize(input);
      const order = await context.orders.customerOrder(customerId, input.order_number);
      if (!order) throw orderNotFound();
      return ask(context, order, input, 'customer');
    },
    async requestGuestReturn(
      _: unknown,
      { input }: MutationRequestGuestReturnArgs,
      context: GraphQLContext,
    ) {
      checkSize(input);
      if (input.postcode.length > 20) throw orderNotFound();
      const outcome = await throttledGuestLookup(
        context.orders,
        context.customers.throttle,
        { number: input.order_number, postcode: input.postcode },
        context.clientAddress,
        context.now(),
      );
      if (outcome.kind === 'locked') {
        const retryAfterSeconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
        throw new GraphQLError('Too many attempts to find this order; try again later.', {
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds },
        });
      }
      if (outcome.kind === 'not-found') throw orderNotFound();
      return ask(context, outcome.order, input, 'guest');
    },
    async adminReceiveReturn(
      _: unknown,
      { input }: MutationAdminReceiveReturnArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'returns');
      const by = actor.name;
      if (input.number.length > 20) throw returnNotFound();
      if ((input.lines?.length ?? 0) > maxReturnLines) throw badInput('lines', 'Too many lines.');
      try {
        const received = await context.returns.receive(input.number, input.lines ?? [], by);
        await context.staff.audit.record(actor, {
          operation: 'adminReceiveReturn',
          target: `return:${input.number}`,
          after: { state: received.state, lines: input.lines ?? [] },
        });
        return await viewOf(context, received);
      } catch (error) {
        returnFailure(error);
      }
    },
    async adminRefundReturn(
      _: unknown,
      { number }: MutationAdminRefundReturnArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'returns');
      const by = actor.name;
      if (number.length > 20) throw returnNotFound();
      try {
        const outcome = await context.returns.refund(number, by);
        await context.staff.audit.record(actor, {
          operation: 'adminRefundReturn',
          target: `return:${number}`,
          after: { state: outcome.return.state, refundId: outcome.refund.id },
        });
        const order = (await context.orders.byId(outcome.return.orderId))!;
        return {
          return: returnView(outcome.return, order),
          refund: refundView(outcome.refund, order),
        };
      } catch (error) {
        returnFailure(error);
      }
    },
    async adminCancelReturn(
      _: unknown,
      { number }: MutationAdminCancelReturnArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'returns');
      const by = actor.name;
      if (number.length > 20) throw returnNotFound();
      try {
        const cancelled = await context.returns.cancel(number, by);
        await context.staff.audit.record(actor, {
          operation: 'adminCancelReturn',
          target: `return:${number}`,
          after: { state: cancelled.state },
        });
        return await viewOf(context, cancelled);
      } catch (error) {
        returnFailure(error);
      }
    },
  },
  CustomerOrder: {
    /** Reached only through a query that already proved the asker may read the order. */
    async returns(parent: { id: string }, _: unknown, context: GraphQLContext) {
      const [rows, order] = await Promise.all([
        context.returns.ofOrder(Number(parent.id)),
        context.orders.byId(Number(parent.id)),
      ]);
      return order ? rows.map((row) => returnView(row, order)) : [];
    },
    async returnable_until(parent: { id: string }, _: unknown, context: GraphQLContext) {
      const order = await context.orders.byId(Number(parent.id));
      return (order && context.returns.deadlineOf(order)?.toISOString()) ?? null;
    },
    async returnable_items(parent: { id: string }, _: unknown, context: GraphQLContext) {
      const order = await context.orders.byId(Number(parent.id));
      const deadline = order && context.returns.deadlineOf(order);
      if (!order || !deadline || context.now().getTime() > deadline.getTime()) return [];
      const left = await context.returns.returnable(order);
      return left
        .filter((line) => line.quantity > 0)
        .map((line) => ({ product_sku: line.sku, quantity: line.quantity }));
    },
  },
} as unknown as ModuleResolvers;
