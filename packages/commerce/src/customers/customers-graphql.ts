import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationConfirmEmailArgs,
  MutationCreateCustomerV2Args,
  MutationGenerateCustomerTokenArgs,
} from '../graphql/generated/resolver-types.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { currentCustomerId, notAuthorized } from './current-customer.ts';
import { customerView, opaqueCustomerId, type CustomerParent } from './customer-view.ts';
import { normalEmail } from './customer-service.ts';

/** The same refusal for a wrong address and a wrong password (Magento's wording). */
const signInRefused = () =>
  new GraphQLError(
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    { extensions: { code: 'UNAUTHENTICATED', category: 'graphql-authentication' } },
  );

async function signedInCustomer(context: GraphQLContext): Promise<CustomerParent> {
  const row = await context.customers.customer(await currentCustomerId(context));
  if (!row) throw notAuthorized();
  return customerView(row);
}

export const customersResolvers = {
  Query: {
    customer: (_: unknown, __: unknown, context: GraphQLContext) => signedInCustomer(context),
  },
  Mutation: {
    async createCustomerV2(
      _: unknown,
      { input }: MutationCreateCustomerV2Args,
      context: GraphQLContext,
    ): Promise<{ customer: CustomerParent }> {
      const locale = context.locale ?? 'nl';
      const outcome = await context.customers.register(input, locale);
      if (outcome.kind === 'created') {
        await context.mail.enqueue(context.customers.db, {
          to: normalEmail(input.email),
          locale: mailLocale(locale),
          dedupeKey: `account-confirmation:${normalEmail(input.email)}`,
          message: {
            template: 'account-confirmation',
            data: {
              customerName: input.firstname.trim(),
              url: shopPageUrl(locale, '/customer/account/confirm', {
                email: normalEmail(input.email),
                key: outcome.confirmationKey,
              }),
            },
          },
        });
      }
      // The answer echoes the input, so it reads the same for a new and an existing address.
      return {
        customer: {
          customerId: null,
          id: opaqueCustomerId(input.email),
          email: normalEmail(input.email),
          prefix: input.prefix ?? null,
          firstname: input.firstname.trim(),
          middlename: input.middlename ?? null,
          lastname: input.lastname.trim(),
          created_at: null,
          confirmation_status: 'ACCOUNT_CONFIRMATION_REQUIRED',
          default_billing: null,
          default_shipping: null,
        },
      };
    },
    async confirmEmail(_: unknown, { input }: MutationConfirmEmailArgs, context: GraphQLContext) {
      const row = await context.customers.confirm(input.email, input.confirmation_key);
      if (!row)
        throw new GraphQLError('The confirmation link is invalid or has already been used.', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return { customer: customerView(row) };
    },
    async generateCustomerToken(
      _: unknown,
      { email, password }: MutationGenerateCustomerTokenArgs,
      context: GraphQLContext,
    ) {
      const outcome = await context.customers.signIn(email, password);
      if (outcome.kind === 'unconfirmed')
        throw new GraphQLError("This account isn't confirmed. Verify and try again.", {
          extensions: { code: 'UNAUTHENTICATED', category: 'graphql-authentication' },
        });
      if (outcome.kind !== 'signed-in') throw signInRefused();
      return { token: outcome.token };
    },
    async revokeCustomerToken(_: unknown, __: unknown, context: GraphQLContext) {
      await currentCustomerId(context);
      await context.customers.revokeToken(context.customerToken ?? '');
      return { result: true };
    },
  },
};
