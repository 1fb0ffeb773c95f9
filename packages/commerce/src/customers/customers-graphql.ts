import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationChangeCustomerPasswordArgs,
  MutationConfirmCustomerEmailChangeArgs,
  MutationConfirmEmailArgs,
  MutationCreateCustomerV2Args,
  MutationGenerateCustomerTokenArgs,
  MutationRequestCustomerEmailChangeArgs,
  MutationRequestPasswordResetEmailArgs,
  MutationResendConfirmationEmailArgs,
  MutationResetPasswordArgs,
  MutationUpdateCustomerV2Args,
  QueryIsPasswordResetTokenValidArgs,
} from '../graphql/generated/resolver-types.ts';
import { fieldError } from '../cart/address-validation.ts';
import {
  boundedKey,
  boundedPassword,
  lookupEmail,
  newEmail,
  optionalText,
  requiredName,
} from './account-input.ts';
import { accountRules } from './account-rules.ts';
import { currentCustomerId, notAuthorized } from './current-customer.ts';
import { customerView, opaqueCustomerId, type CustomerParent } from './customer-view.ts';
import { normalEmail } from './normal-email.ts';
import { invalidEmailChangeLink } from './email-change.ts';

/**
 * The same refusal for a wrong address, a wrong password and a throttled or locked account or
 * client address (Magento's wording): none of them tells whether the address has an account.
 */
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
    isPasswordResetTokenValid: (
      _: unknown,
      { email, resetPasswordToken }: QueryIsPasswordResetTokenValidArgs,
      context: GraphQLContext,
    ) =>
      context.customers.isPasswordResetTokenValid(
        lookupEmail(email),
        boundedKey(resetPasswordToken, 'resetPasswordToken'),
      ),
  },
  Mutation: {
    async createCustomerV2(
      _: unknown,
      { input }: MutationCreateCustomerV2Args,
      context: GraphQLContext,
    ): Promise<{ customer: CustomerParent }> {
      const locale = context.locale ?? 'nl';
      const customer = {
        email: normalEmail(newEmail(input.email)),
        password: boundedPassword(input.password, 'password'),
        firstname: requiredName(input.firstname, 'firstname'),
        middlename: optionalText(input.middlename, 'middlename'),
        lastname: requiredName(input.lastname, 'lastname'),
        prefix: optionalText(input.prefix, 'prefix', accountRules.maxPrefixLength),
      };
      const outcome = await context.customers.register(customer, locale);
      // Only a new account asks for the newsletter: whoever typed an existing address has not
      // shown it is theirs. The request waits until the account is confirmed.
      if (outcome.kind === 'created' && input.is_subscribed === true) {
        await context.newsletter.subscribe(customer.email, locale, { pendingAccount: true });
      }
      // The answer echoes the input, so it reads the same for a new and an existing address.
      return {
        customer: {
          customerId: null,
          id: opaqueCustomerId(customer.email),
          email: customer.email,
          prefix: customer.prefix,
          firstname: customer.firstname,
          middlename: customer.middlename,
          lastname: customer.lastname,
          created_at: null,
          confirmation_status: 'ACCOUNT_CONFIRMATION_REQUIRED',
          default_billing: null,
          default_shipping: null,
        },
      };
    },
    async confirmEmail(_: unknown, { input }: MutationConfirmEmailArgs, context: GraphQLContext) {
      const row = await context.customers.confirm(
        lookupEmail(input.email),
        boundedKey(input.confirmation_key, 'confirmation_key'),
      );
      if (!row)
        throw new GraphQLError('The confirmation link is invalid or has already been used.', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      await context.newsletter.accountConfirmed(row.email, context.locale ?? row.locale);
      return { customer: customerView(row) };
    },
    async resendConfirmationEmail(
      _: unknown,
      { email }: MutationResendConfirmationEmailArgs,
      context: GraphQLContext,
    ) {
      const address = lookupEmail(email);
      // In the background, so the answer takes as long for every address.
      context.customers.inBackground(() =>
        context.customers.resendConfirmation(address, context.locale),
      );
      return true;
    },
    async generateCustomerToken(
      _: unknown,
      { email, password }: MutationGenerateCustomerTokenArgs,
      context: GraphQLContext,
    ) {
      const outcome = await context.customers.signIn(
        lookupEmail(email),
        boundedPassword(password, 'password'),
        context.clientAddress,
      );
      if (outcome.kind === 'unconfirmed')
        throw new GraphQLError("This account isn't confirmed. Verify and try again.", {
          extensions: { code: 'UNAUTHENTICATED', category: 'graphql-authentication' },
        });
      if (outcome.kind !== 'signed-in') throw signInRefused();
      // Rotation: a session the request still carries ends when the new one begins.
      if (context.customerToken) await context.customers.revokeToken(context.customerToken);
      return { token: outcome.token };
    },
    async revokeCustomerToken(_: unknown, __: unknown, context: GraphQLContext) {
      await currentCustomerId(context);
      await context.customers.revokeToken(context.customerToken ?? '');
      return { result: true };
    },
    async updateCustomerV2(
      _: unknown,
      { input }: MutationUpdateCustomerV2Args,
      context: GraphQLContext,
    ) {
      const customerId = await currentCustomerId(context);
      const row = await context.customers.updateDetails(customerId, {
        ...(input.firstname != null && { firstname: requiredName(input.firstname, 'firstname') }),
        ...(input.lastname != null && { lastname: requiredName(input.lastname, 'lastname') }),
        ...(input.middlename !== undefined && {
          middlename: optionalText(input.middlename, 'middlename'),
        }),
        ...(input.prefix !== undefined && {
          prefix: optionalText(input.prefix, 'prefix', accountRules.maxPrefixLength),
        }),
      });
      if (!row) throw notAuthorized();
      if (input.is_subscribed === true) {
        await context.newsletter.subscribe(row.email, context.locale ?? row.locale);
      } else if (input.is_subscribed === false) {
        await context.newsletter.unsubscribe(row.email);
      }
      return { customer: customerView(row) };
    },
    async requestCustomerEmailChange(
      _: unknown,
      { email, password }: MutationRequestCustomerEmailChangeArgs,
      context: GraphQLContext,
    ) {
      const customerId = await currentCustomerId(context);
      await context.customers.requestEmailChange(
        customerId,
        newEmail(email),
        boundedPassword(password, 'password'),
        context.clientAddress,
        context.locale,
      );
      return true;
    },
    async confirmCustomerEmailChange(
      _: unknown,
      { token }: MutationConfirmCustomerEmailChangeArgs,
      context: GraphQLContext,
    ) {
      const moved = await context.customers.confirmEmailChange(
        boundedKey(token, 'token'),
        context.locale,
      );
      if (!moved) throw invalidEmailChangeLink();
      return true;
    },
    async changeCustomerPassword(
      _: unknown,
      { currentPassword, newPassword }: MutationChangeCustomerPasswordArgs,
      context: GraphQLContext,
    ): Promise<CustomerParent> {
      const customerId = await currentCustomerId(context);
      const changed = await context.customers.changePassword(
        customerId,
        boundedPassword(currentPassword, 'currentPassword'),
        boundedPassword(newPassword, 'newPassword'),
        context.clientAddress,
        context.locale,
      );
      return { ...customerView(changed.customer), token: changed.token };
    },
    async requestPasswordResetEmail(
      _: unknown,
      { email }: MutationRequestPasswordResetEmailArgs,
      context: GraphQLContext,
    ) {
      const address = lookupEmail(email);
      // In the background, so the answer takes as long for every address.
      context.customers.inBackground(() =>
        context.customers.requestPasswordReset(address, context.locale),
      );
      return true;
    },
    async resetPassword(
      _: unknown,
      { email, resetPasswordToken, newPassword }: MutationResetPasswordArgs,
      context: GraphQLContext,
    ) {
      if (newPassword.length === 0) throw fieldError('newPassword', 'The field is required.');
      await context.customers.resetPassword(
        lookupEmail(email),
        boundedKey(resetPasswordToken, 'resetPasswordToken'),
        boundedPassword(newPassword, 'newPassword'),
        context.locale,
      );
      return true;
    },
  },
};
