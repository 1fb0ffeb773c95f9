import { z } from 'zod/mini';
import { checkoutCountryCodes } from './countries';
import {
  houseNumberField,
  optionalText,
  postcodeIssue,
  requiredText,
  telephoneField,
} from './field-rules';
import { refineWith } from './refine';
import { validationMessage as message } from './validation-message';

/** spec §3 salutation; the engine stores it as the address prefix. */
export const salutations = ['mr', 'mrs'] as const;

const addressFields = z.object({
  salutation: z.enum(salutations, { error: message('choiceRequired') }),
  firstname: requiredText(50),
  middlename: optionalText(20),
  lastname: requiredText(50),
  postcode: requiredText(8),
  houseNumber: houseNumberField,
  addition: optionalText(6),
  street: requiredText(100),
  city: requiredText(60),
  country: z.enum(checkoutCountryCodes, { error: message('choiceRequired') }),
  telephone: telephoneField,
});

/**
 * spec §3 Address as the checkout asks it: street lines 0-2 are street, house number and
 * addition. Postcode rules depend on the country, so they are checked after the fields.
 */
export const addressSchema = addressFields.check(
  refineWith<z.output<typeof addressFields>>((address, addIssue) => {
    const issue = postcodeIssue(address.postcode, address.country);
    if (issue) addIssue(['postcode'], issue);
  }),
);

export type CheckoutAddress = z.output<typeof addressSchema>;
export type CheckoutAddressInput = z.input<typeof addressSchema>;
