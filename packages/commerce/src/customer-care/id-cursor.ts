import { badInput } from '../back-office/admin-order-input.ts';

/**
 * Cursors of lists paged by id, newest first (customers, the mail outbox): the last row's id,
 * base64url so callers treat it as opaque, as the order list's cursors (ADR 0030).
 */
export function idCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

/** @throws GraphQLError BAD_USER_INPUT reason INVALID_CURSOR for text no page handed out. */
export function parseIdCursor(after: string | null | undefined): number | null {
  if (after == null || after === '') return null;
  const match =
    after.length <= 24 && /^[A-Za-z0-9_-]+$/.test(after)
      ? /^id:(\d{1,10})$/.exec(Buffer.from(after, 'base64url').toString('utf8'))
      : null;
  if (!match) {
    throw badInput(
      'after is not a cursor this list handed out (page_info.end_cursor).',
      'INVALID_CURSOR',
      'after',
    );
  }
  return Number(match[1]);
}
