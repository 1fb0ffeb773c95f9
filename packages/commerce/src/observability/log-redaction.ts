/**
 * What the log never holds, whatever a caller passes: credentials and personal data. An
 * operator finds an order by its number and a mail by its id; an address or a token in a log
 * file is a leak (spec §8 privacy), so those fields are censored by name wherever they sit.
 */
export const redactedPaths = [
  'email',
  'to',
  'password',
  'token',
  'tokenCode',
  'authorization',
  'cookie',
  'adminKey',
  'secretAccessKey',
  'telephone',
  'dateOfBirth',
  'iban',
  'headers.authorization',
  'headers.cookie',
  'headers["x-admin-key"]',
  '*.email',
  '*.to',
  '*.password',
  '*.token',
  '*.tokenCode',
  '*.authorization',
  '*.cookie',
  '*.adminKey',
  '*.secretAccessKey',
];

const emailAddress = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;

/** Messages (an SMTP server's refusal, a database error) may quote an address: masked. */
export function maskEmailAddresses(text: string): string {
  return text.replace(emailAddress, '[e-mail]');
}

/** Masks addresses in the line's message texts and in a logged error's message and stack. */
export function maskLogRecord(record: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    masked[key] = typeof value === 'string' ? maskEmailAddresses(value) : maskError(value);
  }
  return masked;
}

function maskError(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !('message' in value)) return value;
  const error = value as { message?: unknown; stack?: unknown };
  return {
    ...error,
    ...(typeof error.message === 'string' ? { message: maskEmailAddresses(error.message) } : {}),
    ...(typeof error.stack === 'string' ? { stack: maskEmailAddresses(error.stack) } : {}),
  };
}
