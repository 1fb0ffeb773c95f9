/** spec §5: letters with accents, Greek or Cyrillic are rejected with their own message. */
export const nonAsciiLetter = /[^\u0020-\u007e]/;
/** spec §5: otherwise a standard address pattern. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * What is wrong with an e-mail address, as a key of the spec §5 messages, or null. The same
 * rules as the zod `emailField`, without zod, for the footer's newsletter field on every page.
 */
export function emailProblem(
  value: string,
): 'requiredEmail' | 'emailSpecialCharacters' | 'emailInvalid' | null {
  const trimmed = value.trim();
  if (!trimmed) return 'requiredEmail';
  if (trimmed.length > 254) return 'emailInvalid';
  if (nonAsciiLetter.test(trimmed)) return 'emailSpecialCharacters';
  return emailPattern.test(trimmed) ? null : 'emailInvalid';
}
