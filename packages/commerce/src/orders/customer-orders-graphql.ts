import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  CheckoutUserInputErrorCodes,
  CustomerOrdersArgs,
  MutationReorderItemsArgs,
} from '../graphql/generated/resolver-types.ts';
import { currentCustomerId } from '../customers/current-customer.ts';
import { ownCustomerId } from '../customers/address-book-graphql.ts';
import type { CustomerParent } from '../customers/customer-view.ts';
import { cartOf, customerCartOf } from '../cart/cart-graphql.ts';
import { orderView } from './orders-graphql.ts';

/** The history's longest page: "load more" asks for the next one. */
export const maxOrdersPageSize = 50;
/** Pages beyond this are not looked up (a thousand pages of fifty is more than anyone orders). */
const maxOrdersPage = 1000;
/** Numbers in one `in` filter. */
const maxFilterNumbers = 50;

const badInput = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

/** Unknown numbers and other customers' orders answer with this one error. */
const orderNotFound = () =>
  new GraphQLError('Could not find the order.', { extensions: { code: 'NOT_FOUND' } });

const reorderCodes: Record<string, CheckoutUserInputErrorCodes> = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  NOT_SALABLE: 'NOT_SALABLE',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
};

export const customerOrdersResolvers = {
  Customer: {
    async orders(parent: CustomerParent, args: CustomerOrdersArgs, context: GraphQLContext) {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxOrdersPageSize) {
        throw badInput(`pageSize must be from 1 to ${maxOrdersPageSize}.`, 'pageSize');
      }
      if (!Number.isInteger(currentPage) || currentPage < 1 || currentPage > maxOrdersPage) {
        throw badInput(`currentPage must be from 1 to ${maxOrdersPage}.`, 'currentPage');
      }
      const number = args.filter?.number ?? {};
      if ((number.in?.length ?? 0) > maxFilterNumbers) {
        throw badInput(`Filter on at most ${maxFilterNumbers} order numbers.`, 'filter.number.in');
      }
      const customerId = await ownCustomerId(parent, context);
      const { items, totalCount } =
        customerId === null
          ? { items: [], totalCount: 0 }
          : await context.orders.ofCustomer(
              customerId,
              {
                eq: number.eq?.slice(0, 20),
                in: number.in?.map((value) => (value ?? '').slice(0, 20)),
                match: number.match?.slice(0, 20),
              },
              pageSize,
              currentPage,
            );
      return {
        items: items.map((order) => orderView(order, context.locale)),
        total_count: totalCount,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.ceil(totalCount / pageSize),
        },
      };
    },
  },
  Mutation: {
    async reorderItems(
      _: unknown,
      { orderNumber }: MutationReorderItemsArgs,
      context: GraphQLContext,
    ) {
      const customerId = await currentCustomerId(context);
      const order =
        orderNumber.length <= 20
          ? await context.orders.customerOrder(customerId, orderNumber)
          : null;
      if (!order) throw orderNotFound();
      const cart = await customerCartOf(context);
      const outcomes = await context.cart.addAvailable(
        cart,
        order.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      );
      const userInputErrors = outcomes.flatMap((outcome, index) =>
        outcome.problem
          ? [
              {
                message: outcome.problem.message,
                path: [order.items[index]!.sku],
                code: reorderCodes[outcome.problem.code] ?? 'UNDEFINED',
              },
            ]
          : [],
      );
      return { cart: await cartOf(context, cart.id), userInputErrors };
    },
  },
};
