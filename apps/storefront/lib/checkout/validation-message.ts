/**
 * A validation message travels as a key of the Validation namespace plus its values, packed in
 * one string (`minLength?n=2`), because zod and react-hook-form carry a message as a string. The
 * client resolves it with next-intl, the server with the same catalogue (spec §5 texts).
 */
export type ValidationKey =
  | 'required'
  | 'requiredEmail'
  | 'requiredPassword'
  | 'passwordClasses'
  | 'passwordsMustMatch'
  | 'minLength'
  | 'maxLength'
  | 'exactLength'
  | 'numeric'
  | 'emailSpecialCharacters'
  | 'emailInvalid'
  | 'postcodeInvalid'
  | 'postcodeNotFound'
  | 'telephoneInvalid'
  | 'vatRequired'
  | 'vatCountryCode'
  | 'vatPunctuation'
  | 'vatTooShort'
  | 'vatTooLong'
  | 'vatInvalid'
  | 'choiceRequired'
  | 'dateOfBirthInvalid'
  | 'termsRequired';

export type MessageValues = Record<string, string | number>;

export function validationMessage(key: ValidationKey, values?: MessageValues): string {
  if (!values) return key;
  const query = new URLSearchParams(
    Object.entries(values).map(([name, value]) => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

/** The key and values of a packed message; numbers come back as numbers for ICU plurals. */
export function readValidationMessage(message: string): { key: string; values: MessageValues } {
  const [key = '', query = ''] = message.split('?', 2);
  const values: MessageValues = {};
  for (const [name, value] of new URLSearchParams(query)) {
    values[name] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return { key, values };
}
