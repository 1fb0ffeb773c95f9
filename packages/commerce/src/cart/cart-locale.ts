import type { GraphQLContext } from '../graphql/context.ts';
import { optionalCustomerId } from '../customers/current-customer.ts';

type Resolver = (parent: unknown, args: CartArgs, context: GraphQLContext) => unknown;
/** Any mutation resolver, whatever its arguments' type. */
type AnyResolver = (parent: unknown, args: never, context: GraphQLContext) => unknown;
interface CartArgs {
  cartId?: string;
  cart_id?: string;
  input?: { cart_id?: string } | null;
}

/**
 * Each mutation on a cart first records the language of the page it came from, so the mails
 * sent later about the cart's order (confirmation, payment failed, shipped) are in that language.
 * Someone else's cart is left alone (the mutation then answers that it is not found).
 */
export function recordingCartLocale<T extends Record<string, AnyResolver>>(mutations: T): T {
  const wrapped: Record<string, Resolver> = {};
  for (const [name, resolve] of Object.entries(mutations) as [string, Resolver][]) {
    wrapped[name] = async (parent, args, context) => {
      const cartId = args.cartId ?? args.cart_id ?? args.input?.cart_id;
      if (context.locale && typeof cartId === 'string') {
        const customerId = await optionalCustomerId(context);
        await context.cart.setLocale({ id: cartId, customerId }, context.locale);
      }
      return resolve(parent, args, context);
    };
  }
  return wrapped as unknown as T;
}
