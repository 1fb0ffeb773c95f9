import { z } from 'zod/mini';
import { addressSchema } from './address-schema';
import { emailField, optionalText, requiredText, vatNumberIssue } from './field-rules';
import { checkoutCountryCodes, type CheckoutCountry } from './countries';
import { refineAlways, refineWith } from './refine';
import { validationMessage as message } from './validation-message';

export const customerTypes = ['personal', 'business'] as const;

/**
 * A signed-in customer's choice for an address (spec §3): one from the address book (its id),
 * or a new one, which may be added to the book and made the default. Guests leave it out.
 */
const addressBookChoice = z.optional(
  z.object({
    addressId: z.optional(
      z.nullable(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
    ),
    save: z.optional(z.boolean()),
    makeDefault: z.optional(z.boolean()),
  }),
);

export type AddressBookChoice = z.output<typeof addressBookChoice>;

/**
 * Step 1, your details (spec §1, §3): e-mail, personal or business (business adds company, VAT
 * number and PO/reference), the delivery address and a billing address that is the same or its
 * own. One schema for react-hook-form in the browser and for the /api/cart handler.
 */
const detailsFields = z.object({
  email: emailField,
  customerType: z.enum(customerTypes, { error: message('choiceRequired') }),
  company: optionalText(100),
  vatNumber: optionalText(20),
  reference: optionalText(40),
  shipping: addressSchema,
  billingSameAsShipping: z._default(z.boolean(), true),
  billing: z.optional(z.unknown()),
  shippingBook: addressBookChoice,
  billingBook: addressBookChoice,
});

/**
 * A business's company and VAT number, checked together with every other field (not only once
 * the rest is valid), on the values as typed; the VAT rules follow the delivery country.
 */
const businessRule = refineAlways((details, addIssue) => {
  if (details.customerType !== 'business') return;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (!text(details.company)) addIssue(['company'], message('required'));
  const country = (details.shipping as { country?: unknown } | undefined)?.country;
  if (!(checkoutCountryCodes as readonly unknown[]).includes(country)) return;
  const vatIssue = vatNumberIssue(text(details.vatNumber), country as CheckoutCountry);
  if (vatIssue) addIssue(['vatNumber'], vatIssue);
});

export const detailsSchema = z.pipe(
  detailsFields.check(
    businessRule,
    refineWith<z.output<typeof detailsFields>>((details, addIssue) => {
      if (!details.billingSameAsShipping) {
        const billing = addressSchema.safeParse(details.billing ?? {});
        for (const issue of billing.success ? [] : billing.error.issues) {
          addIssue(['billing', ...issue.path], issue.message);
        }
      }
    }),
  ),
  z.transform((details: z.output<typeof detailsFields>) => ({
    ...details,
    billing: details.billingSameAsShipping ? null : addressSchema.parse(details.billing),
  })),
);

export type CheckoutDetails = z.output<typeof detailsSchema>;
export type CheckoutDetailsInput = z.input<typeof detailsSchema>;

/** Step 2, choosing delivery: home delivery, or pickup in a chosen store. */
const deliveryFields = z.object({
  method: z.enum(['home', 'pickup'], { error: message('choiceRequired') }),
  storeCode: optionalText(40),
});

export const deliverySchema = deliveryFields.check(
  refineWith<z.output<typeof deliveryFields>>((delivery, addIssue) => {
    if (delivery.method === 'pickup' && !delivery.storeCode) {
      addIssue(['storeCode'], message('choiceRequired'));
    }
  }),
);

export type CheckoutDelivery = z.output<typeof deliverySchema>;

/** spec §3 Payment gender: Mr, Mrs, Miss. */
export const paymentGenders = ['MR', 'MRS', 'MISS'] as const;
export type PaymentField = 'ISSUER' | 'DATE_OF_BIRTH' | 'GENDER' | 'TELEPHONE';

/** What the chosen method asks, as the engine lists it (available_payment_methods). */
export interface PaymentMethodRules {
  code: string;
  requiredFields: readonly PaymentField[];
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** An adult's date of birth (Riverty and in3 lend only to adults), as YYYY-MM-DD. */
function dateOfBirthValid(value: string, today: Date): boolean {
  if (!isoDate.test(value)) return false;
  const born = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born.toISOString().slice(0, 10) !== value) return false;
  const eighteen = new Date(born);
  eighteen.setUTCFullYear(born.getUTCFullYear() + 18);
  return eighteen <= today && born.getUTCFullYear() > 1900;
}

/**
 * Step 3, checking and paying: a method the cart offers, its own fields (iDEAL bank only when
 * banks are listed; Riverty/in3 date of birth, gender and phone), and the terms accepted.
 */
export function paymentSchema(methods: readonly PaymentMethodRules[], today = new Date()) {
  const fields = z.object({
    method: requiredText(60),
    issuer: optionalText(40),
    dateOfBirth: optionalText(10),
    gender: z.optional(z.union([z.enum(paymentGenders), z.literal('')])),
    telephone: optionalText(16),
    termsAccepted: z.boolean().check(z.refine((accepted) => accepted, message('termsRequired'))),
  });
  return fields.check(
    refineWith<z.output<typeof fields>>((payment, addIssue) => {
      const method = methods.find((candidate) => candidate.code === payment.method);
      if (!method) {
        addIssue(['method'], message('choiceRequired'));
        return;
      }
      const needs = new Set(method.requiredFields);
      if (needs.has('ISSUER') && !payment.issuer) addIssue(['issuer'], message('choiceRequired'));
      if (needs.has('DATE_OF_BIRTH')) {
        if (!payment.dateOfBirth) addIssue(['dateOfBirth'], message('required'));
        else if (!dateOfBirthValid(payment.dateOfBirth, today)) {
          addIssue(['dateOfBirth'], message('dateOfBirthInvalid'));
        }
      }
      if (needs.has('GENDER') && !payment.gender) addIssue(['gender'], message('choiceRequired'));
      if (needs.has('TELEPHONE')) {
        if (!payment.telephone) addIssue(['telephone'], message('required'));
        else if (!/^\+?[0-9]{10,15}$/.test(payment.telephone)) {
          addIssue(['telephone'], message('numeric'));
        }
      }
    }),
  );
}

export type CheckoutPayment = z.output<ReturnType<typeof paymentSchema>>;
