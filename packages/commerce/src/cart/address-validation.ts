import { GraphQLError } from 'graphql';
import type { CartAddressInput } from '../graphql/generated/resolver-types.ts';
import { shopperError, type ShopperError } from './shopper-errors.ts';

/** An address as the cart keeps it: trimmed, validated, country in upper case. */
export interface CartAddress {
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  countryCode: string;
  telephone: string | null;
  vatId: string | null;
  customerType: 'PERSONAL' | 'BUSINESS';
  reference: string | null;
}

/** Countries the shop delivers to (spec §1: the Netherlands and Belgium). */
export const deliveryCountries: Record<string, string> = { NL: 'Nederland', BE: 'België' };

/** Longest text accepted per address field: real names and streets stay far below it. */
const maxChars = 100;

// spec §5 / brief: Dutch postcodes never start with 0 and never use the letter pairs SA, SD, SS.
const dutchPostcode = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/i;
const belgianPostcode = /^[1-9][0-9]{3}$/;
const vatNumber = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
const telephone = /^\+?[0-9 ()-]{6,20}$/;

/**
 * A field-level problem, as a GraphQL error the checkout form can put beside the field; given as
 * a shopper error, its reason and values go along for the shop to translate.
 */
export function fieldError(field: string, problem: string | ShopperError): GraphQLError {
  if (typeof problem === 'string') {
    return new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', field } });
  }
  return new GraphQLError(problem.message, {
    extensions: { code: 'BAD_USER_INPUT', field, reason: problem.reason, params: problem.params },
  });
}

const requiredError = (field: string) =>
  fieldError(field, shopperError('FIELD_REQUIRED', { field }));

const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Checks an address the way spec §5 words it and gives back the kept form.
 * @throws GraphQLError (BAD_USER_INPUT, with the field) at the first problem.
 */
export function validateAddress(input: CartAddressInput): CartAddress {
  const required = (field: string, value: string | null | undefined) => {
    const trimmed = optional(value);
    if (trimmed === null) throw requiredError(field);
    return trimmed;
  };
  const texts: [string, string | null | undefined][] = [
    ['prefix', input.prefix],
    ['firstname', input.firstname],
    ['middlename', input.middlename],
    ['lastname', input.lastname],
    ['company', input.company],
    ['city', input.city],
    ['region', input.region],
    ['postcode', input.postcode],
    ['telephone', input.telephone],
    ['vat_id', input.vat_id],
    ['reference', input.reference],
    ...input.street.map((line, index): [string, string | null] => [`street[${index}]`, line]),
  ];
  for (const [field, value] of texts) {
    if (value && value.length > maxChars) {
      throw fieldError(field, shopperError('FIELD_TOO_LONG', { field, max: maxChars }));
    }
  }
  if (input.street.length > 3) {
    throw fieldError('street', shopperError('TOO_MANY_STREET_LINES', { max: 3 }));
  }
  const countryCode = required('country_code', input.country_code).toUpperCase();
  if (!Object.hasOwn(deliveryCountries, countryCode)) {
    throw fieldError(
      'country_code',
      shopperError('COUNTRY_NOT_DELIVERED', { country: countryCode.slice(0, 3) }),
    );
  }
  const street = input.street.map((line) => line?.trim() ?? '').filter((line) => line !== '');
  if (street.length === 0) throw requiredError('street');
  if (street.length < 2) throw requiredError('street[1]');
  const postcode = required('postcode', input.postcode).toUpperCase();
  const postcodeRule = countryCode === 'NL' ? dutchPostcode : belgianPostcode;
  if (!postcodeRule.test(postcode)) {
    const example = countryCode === 'NL' ? '1234 AB' : '1000';
    throw fieldError('postcode', shopperError('POSTCODE_INVALID', { example }));
  }
  const phone = optional(input.telephone);
  if (phone !== null && !telephone.test(phone)) {
    throw fieldError('telephone', shopperError('TELEPHONE_INVALID'));
  }
  const customerType = input.customer_type ?? 'PERSONAL';
  const vatId = optional(input.vat_id);
  if (vatId !== null) {
    if (/[\s.]/.test(vatId)) {
      throw fieldError('vat_id', shopperError('VAT_PUNCTUATION'));
    }
    if (!vatId.toUpperCase().startsWith(countryCode) || !vatNumber.test(vatId.toUpperCase())) {
      throw fieldError('vat_id', shopperError('VAT_COUNTRY_CODE', { country: countryCode }));
    }
  }
  const company = optional(input.company);
  if (customerType === 'BUSINESS' && company === null) {
    throw requiredError('company');
  }
  return {
    prefix: optional(input.prefix),
    firstname: required('firstname', input.firstname),
    middlename: optional(input.middlename),
    lastname: required('lastname', input.lastname),
    company,
    street,
    city: required('city', input.city),
    postcode: countryCode === 'NL' ? postcode.replace(/^(\d{4}) ?/, '$1 ') : postcode,
    countryCode,
    telephone: phone,
    vatId: vatId?.toUpperCase() ?? null,
    customerType,
    reference: optional(input.reference),
  };
}

/** Longest e-mail address accepted (RFC 5321's path limit). */
const maxEmailChars = 254;
// spec §5: letters with accents, Greek or Cyrillic are refused with their own message.
const nonAsciiLetter = /[^ -~]/;
const emailPattern = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * The shopper's e-mail address, trimmed, or a field error in spec §5's words.
 * @throws GraphQLError (BAD_USER_INPUT, field email).
 */
export function validateEmail(value: string): string {
  const email = value.trim();
  if (email === '') throw requiredError('email');
  if (email.length > maxEmailChars) {
    throw fieldError(
      'email',
      shopperError('FIELD_TOO_LONG', { field: 'email', max: maxEmailChars }),
    );
  }
  if (nonAsciiLetter.test(email))
    throw fieldError('email', shopperError('EMAIL_SPECIAL_CHARACTERS'));
  if (!emailPattern.test(email)) throw fieldError('email', shopperError('EMAIL_INVALID'));
  return email;
}
