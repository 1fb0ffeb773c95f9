import { z } from 'zod/mini';
import { checkoutCountries, type CheckoutCountry } from './countries';
import { emailPattern, nonAsciiLetter } from './email-pattern';
import { refineWith } from './refine';
import { validationMessage as message } from './validation-message';

/** spec §5 required: the trimmed value is not empty. */
export function requiredText(max: number, requiredKey: 'required' | 'requiredEmail' = 'required') {
  return z
    .string({ error: message(requiredKey) })
    .check(
      z.trim(),
      z.minLength(1, message(requiredKey)),
      z.maxLength(max, message('maxLength', { n: max })),
    );
}

/** An optional text input (shown with 'Optional'): empty is fine, too long is not. */
export function optionalText(max: number) {
  return z._default(
    z.string().check(z.trim(), z.maxLength(max, message('maxLength', { n: max }))),
    '',
  );
}

export const emailField = requiredText(254, 'requiredEmail').check(
  refineWith<string>((value, addIssue) => {
    if (!value) return;
    if (nonAsciiLetter.test(value)) addIssue([], message('emailSpecialCharacters'));
    else if (!emailPattern.test(value)) addIssue([], message('emailInvalid'));
  }),
);

/** spec §5 numeric only, for house numbers. */
export const houseNumberField = requiredText(6).check(z.regex(/^[0-9]*$/, message('numeric')));

/** A telephone number: digits after an optional +, 10 to 15 of them. */
export const telephoneField = requiredText(16).check(
  z.regex(/^\+?[0-9]*$/, message('numeric')),
  z.refine(
    (value: string) => !value || !/^\+?[0-9]*$/.test(value) || value.replace('+', '').length >= 10,
    message('minLength', { n: 10 }),
  ),
);

/** spec §5 postcode: checked against the country's pattern, with an example in the message. */
export function postcodeIssue(postcode: string, country: CheckoutCountry): string | null {
  const rules = checkoutCountries[country];
  return rules.postcode.test(postcode.trim())
    ? null
    : message('postcodeInvalid', { example: rules.postcodeExample });
}

/**
 * spec §5 VAT number, in the Dutch overlay's order: empty, punctuation (letters and digits only,
 * so no spaces or dots), wrong country code, too short, too long, then the country's pattern.
 */
export function vatNumberIssue(vatNumber: string, country: CheckoutCountry): string | null {
  const value = vatNumber.trim();
  const rules = checkoutCountries[country];
  if (!value) return message('vatRequired');
  if (!/^[A-Za-z0-9]+$/.test(value)) return message('vatPunctuation');
  if (!value.toUpperCase().startsWith(country)) return message('vatCountryCode', { country });
  if (value.length < rules.vatLength) return message('vatTooShort', { n: rules.vatLength });
  if (value.length > rules.vatLength) return message('vatTooLong', { n: rules.vatLength });
  if (!rules.vatPattern.test(value.toUpperCase())) {
    return message('vatInvalid', { country });
  }
  return null;
}
