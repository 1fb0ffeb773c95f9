import { z } from 'zod/mini';
import type { CustomerAddressInput } from '@/lib/commerce/generated/graphql';
import { addressSchema } from '@/lib/checkout/address-schema';
import { cartAddressInput } from '@/lib/checkout/cart-address-input';
import { customerTypes } from '@/lib/checkout/checkout-schemas';
import { optionalText, vatNumberIssue } from '@/lib/checkout/field-rules';
import { refineWith } from '@/lib/checkout/refine';
import { validationMessage as message } from '@/lib/checkout/validation-message';

/**
 * An address-book entry (spec §3 Address): personal or business (company, VAT number and
 * reference for business), the address as the checkout asks it (under `shipping`, so the
 * checkout's address fields and postcode lookup serve both), and the make-default flags. One
 * schema for the form in the browser and the server action.
 */
const entryFields = z.object({
  customerType: z.enum(customerTypes, { error: message('choiceRequired') }),
  company: optionalText(100),
  vatNumber: optionalText(20),
  reference: optionalText(40),
  shipping: addressSchema,
  defaultShipping: z._default(z.boolean(), false),
  defaultBilling: z._default(z.boolean(), false),
});

export const addressBookEntrySchema = entryFields.check(
  refineWith<z.output<typeof entryFields>>((entry, addIssue) => {
    if (entry.customerType !== 'business') return;
    if (!entry.company) addIssue(['company'], message('required'));
    const vatIssue = vatNumberIssue(entry.vatNumber, entry.shipping.country);
    if (vatIssue) addIssue(['vatNumber'], vatIssue);
  }),
);

export type AddressBookValues = z.output<typeof addressBookEntrySchema>;
export type AddressBookInput = z.input<typeof addressBookEntrySchema>;

/**
 * A checked entry in Magento's CustomerAddressInput shape. The default flags are only ever set:
 * an address stops being the default when another one becomes it (as in Magento).
 */
export function customerAddressInput(values: AddressBookValues): CustomerAddressInput {
  const address = cartAddressInput(values.shipping, values);
  return {
    prefix: address.prefix,
    firstname: address.firstname,
    middlename: address.middlename,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    telephone: address.telephone,
    vat_id: address.vat_id,
    reference: address.reference,
    customer_type: address.customer_type,
    country_code: values.shipping.country,
    ...(values.defaultShipping ? { default_shipping: true } : {}),
    ...(values.defaultBilling ? { default_billing: true } : {}),
  };
}
