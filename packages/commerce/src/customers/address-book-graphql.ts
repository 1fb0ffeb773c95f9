import type { GraphQLContext } from '../graphql/context.ts';
import type {
  CountryCodeEnum,
  MutationCreateCustomerAddressArgs,
  MutationDeleteCustomerAddressArgs,
  MutationUpdateCustomerAddressArgs,
} from '../graphql/generated/resolver-types.ts';
import { addressBookOf as bookOf, type BookAddress } from './address-book.ts';
import { currentCustomerId, optionalCustomerId } from './current-customer.ts';
import type { CustomerParent } from './customer-view.ts';

/**
 * The customer id behind a Customer answer when it is the signed-in customer's own; null
 * otherwise (createCustomerV2's echo, confirmEmail's answer without a session). Fields listing
 * what a customer owns (addresses, orders) answer empty for null.
 */
export async function ownCustomerId(
  parent: { customerId: number | null },
  context: GraphQLContext,
): Promise<number | null> {
  if (parent.customerId === null) return null;
  return parent.customerId === (await optionalCustomerId(context)) ? parent.customerId : null;
}

const addressBookOf = (context: GraphQLContext) => bookOf(context.customers);

/** A book address in the contract's shape (Magento's CustomerAddress). */
export function customerAddressView(row: BookAddress) {
  return {
    id: row.id,
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region === null ? null : { region: row.region, region_code: null, region_id: null },
    postcode: row.postcode,
    country_code: row.countryCode as CountryCodeEnum,
    telephone: row.telephone,
    vat_id: row.vatId,
    customer_type: row.customerType ?? 'PERSONAL',
    reference: row.reference,
    default_shipping: row.defaultShipping,
    default_billing: row.defaultBilling,
  };
}

export const addressBookResolvers = {
  Customer: {
    async addresses(parent: CustomerParent, _: unknown, context: GraphQLContext) {
      const customerId = await ownCustomerId(parent, context);
      if (customerId === null) return [];
      const rows = await addressBookOf(context).list(customerId);
      return rows.map(customerAddressView);
    },
  },
  Mutation: {
    async createCustomerAddress(
      _: unknown,
      { input }: MutationCreateCustomerAddressArgs,
      context: GraphQLContext,
    ) {
      const customerId = await currentCustomerId(context);
      return customerAddressView(await addressBookOf(context).create(customerId, input));
    },
    async updateCustomerAddress(
      _: unknown,
      { id, input }: MutationUpdateCustomerAddressArgs,
      context: GraphQLContext,
    ) {
      const customerId = await currentCustomerId(context);
      return customerAddressView(await addressBookOf(context).update(customerId, id, input));
    },
    async deleteCustomerAddress(
      _: unknown,
      { id }: MutationDeleteCustomerAddressArgs,
      context: GraphQLContext,
    ) {
      const customerId = await currentCustomerId(context);
      await addressBookOf(context).delete(customerId, id);
      return true;
    },
  },
};
