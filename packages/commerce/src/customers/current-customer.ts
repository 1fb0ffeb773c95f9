import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.ts';

/** Magento's answer to a missing, expired or revoked token. */
export function notAuthorized(): GraphQLError {
  return new GraphQLError("The current customer isn't authorized.", {
    extensions: { code: 'UNAUTHENTICATED', category: 'graphql-authorization' },
  });
}

const resolved = new WeakMap<object, Promise<number | null>>();

/** The signed-in customer's id, or null for a guest; looked up once per request. */
export function optionalCustomerId(context: GraphQLContext): Promise<number | null> {
  let customerId = resolved.get(context.loaders);
  if (!customerId) {
    customerId = context.customers.customerIdForToken(context.customerToken);
    resolved.set(context.loaders, customerId);
  }
  return customerId;
}

/** The signed-in customer's id; an UNAUTHENTICATED error without a valid token. */
export async function currentCustomerId(context: GraphQLContext): Promise<number> {
  const customerId = await optionalCustomerId(context);
  if (customerId === null) throw notAuthorized();
  return customerId;
}
