/** spec §8 default message. */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

type Loose = Record<string, unknown> | undefined | null;

const asRecord = (value: unknown): Loose =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The message to show or log for any failure, in the spec's order (§8): first GraphQL error
 * message, message string, nested message, first entry's detail, nested error message,
 * response title; otherwise 'Something went wrong'.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return asString(error) ?? DEFAULT_ERROR_MESSAGE;
  const record = asRecord(error);
  if (!record) return DEFAULT_ERROR_MESSAGE;
  const graphQLErrors = Array.isArray(record.errors) ? record.errors : undefined;
  const first = asRecord(graphQLErrors?.[0]);
  return (
    asString(first?.message) ??
    asString(record.message) ??
    asString(asRecord(record.message)?.message) ??
    asString(first?.detail) ??
    asString(asRecord(record.error)?.message) ??
    asString(record.title) ??
    DEFAULT_ERROR_MESSAGE
  );
}
