import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationCancelPaymentArgs,
  MutationPaynlFinishTransactionArgs,
  MutationPaynlStartTransactionArgs,
  MutationPlaceOrderArgs,
  MutationSetPaymentMethodOnCartArgs,
} from '../graphql/generated/resolver-types.ts';
import { money } from '../pricing/product-price.ts';
import { cartOf, cartRef } from '../cart/cart-graphql.ts';
import { recordingCartLocale } from '../cart/cart-locale.ts';
import type { CartView } from '../cart/cart-view.ts';
import { orderView } from '../orders/orders-graphql.ts';
import { chosenMethod, methodsFor } from './payment-methods.ts';
import { PlaceOrderFailure } from './checkout-service.ts';
import { shopperError } from '../cart/shopper-errors.ts';
import { shopperGraphQLError } from '../graphql/shopper-error.ts';
import { requireAdmin } from '../staff/authorise.ts';
import { paymentMethodName } from '../config/method-names.ts';

const customerTypeOf = (cart: CartView) =>
  cart.snapshot.billingAddress?.customerType ??
  cart.snapshot.cart.shippingAddress?.customerType ??
  'PERSONAL';

export const checkoutResolvers = {
  Query: {
    async adminPaymentsNeedingAttention(_: unknown, __: unknown, context: GraphQLContext) {
      await requireAdmin(context, 'orders');
      const flagged = await context.checkout.paymentsNeedingAttention();
      return flagged.map((payment) => ({
        order_number: payment.orderNumber,
        order_status: payment.orderStatus,
        pay_order_id: payment.providerOrderId,
        reason: payment.attention,
        amount: money(payment.amountCents),
        flagged_at: payment.flaggedAt.toISOString(),
      }));
    },
  },
  Cart: {
    async available_payment_methods(cart: CartView, _: unknown, context: GraphQLContext) {
      const methods = await methodsFor(
        context.payment,
        cart.snapshot.totals.grandTotalCents,
        customerTypeOf(cart),
      );
      return methods.map((method) => ({
        code: method.code,
        // The provider's title in the shop's words, in the request's language (Magento's store view).
        title: paymentMethodName(method.title, context.locale ?? 'nl'),
        logo: method.logo,
        issuers: method.issuers,
        required_fields: method.requiredFields,
        min_amount: method.minCents === null ? null : money(method.minCents),
        max_amount: method.maxCents === null ? null : money(method.maxCents),
      }));
    },
  },
  Mutation: recordingCartLocale({
    async setPaymentMethodOnCart(
      _: unknown,
      { input }: MutationSetPaymentMethodOnCartArgs,
      context: GraphQLContext,
    ) {
      if (!input)
        throw new GraphQLError('input is required.', { extensions: { code: 'BAD_USER_INPUT' } });
      const cart = await cartOf(context, input.cart_id);
      const methods = await methodsFor(
        context.payment,
        cart.snapshot.totals.grandTotalCents,
        customerTypeOf(cart),
      );
      const method = methods.find((candidate) => candidate.code === input.payment_method.code);
      if (!method) {
        const unavailable = shopperError('PAYMENT_METHOD_NOT_AVAILABLE', {
          method: input.payment_method.code.slice(0, 64),
        });
        throw shopperGraphQLError('BAD_USER_INPUT', unavailable, { field: 'payment_method.code' });
      }
      const chosen = chosenMethod(method, input.payment_method, context.catalog.currentDay());
      await context.cart.setPaymentMethod(await cartRef(context, input.cart_id), chosen);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async placeOrder(_: unknown, { input }: MutationPlaceOrderArgs, context: GraphQLContext) {
      try {
        const order = await context.checkout.placeOrder(
          await cartRef(context, input?.cart_id ?? ''),
        );
        return { orderV2: orderView(order, context.locale), errors: [] };
      } catch (error) {
        if (error instanceof PlaceOrderFailure) {
          return { orderV2: null, errors: [error.toPlaceOrderError()] };
        }
        throw error;
      }
    },
    async paynlStartTransaction(
      _: unknown,
      { input }: MutationPaynlStartTransactionArgs,
      context: GraphQLContext,
    ) {
      const started = await context.checkout.startPayment(input.order_token, input.return_url);
      return { redirectUrl: started.redirectUrl, pay_order_id: started.payOrderId };
    },
    async paynlFinishTransaction(
      _: unknown,
      { input }: MutationPaynlFinishTransactionArgs,
      context: GraphQLContext,
    ) {
      const outcome = await context.checkout.applyProviderStatus(input.pay_order_id);
      if (!outcome) {
        throw new GraphQLError('Could not find the payment.', {
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const failed = outcome.state !== 'PAID' && outcome.state !== 'PENDING';
      // Cancelling gave the cart back (in the same transaction).
      const cartId = failed && outcome.order.status === 'CANCELED' ? outcome.order.cartId : null;
      return {
        state: outcome.state,
        isSuccess: outcome.state === 'PAID',
        order_number: outcome.order.number,
        order_token: outcome.order.token,
        cart_id: cartId,
      };
    },
    async cancelPayment(_: unknown, { input }: MutationCancelPaymentArgs, context: GraphQLContext) {
      await context.checkout.cancelPayment(await cartRef(context, input.cart_id));
      return { cart: await cartOf(context, input.cart_id) };
    },
  }),
} as unknown as ModuleResolvers;
