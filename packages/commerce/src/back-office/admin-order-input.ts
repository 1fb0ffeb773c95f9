import { GraphQLError } from 'graphql';
import {
  decodeCursor,
  maxPageSize,
  type AdminOrderFilter,
  type OrderCursor,
} from '../orders/admin-order-list.ts';
import type { OrderStatus } from '../orders/order-records.ts';
import { shopMidnight } from '../seed/dates.ts';

/** The list's input as GraphQL gives it (snake case, all optional). */
export interface AdminOrderFilterArgs {
  status?: readonly OrderStatus[] | null;
  placed_from?: string | null;
  placed_to?: string | null;
  pickup_store?: string | null;
  payment_method?: string | null;
  grand_total_min_cents?: number | null;
  grand_total_max_cents?: number | null;
}

export function badInput(message: string, reason: string, field: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason, field } });
}

const dayPattern = /^(\d{4})-(\d\d)-(\d\d)$/;
// An offset is required: a date-time without one would mean the server's zone.
const dateTimePattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,6})?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * A bound of the date filter as an instant: a shop day starts at its midnight in Amsterdam
 * (`endOfDay` gives the next midnight, so the day is included), a date-time is taken as given.
 */
function instant(text: string, field: string, endOfDay: boolean): Date {
  const day = dayPattern.exec(text.trim());
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === date) {
      return shopMidnight(year, month, date + (endOfDay ? 1 : 0));
    }
  } else if (dateTimePattern.test(text.trim()) && !Number.isNaN(Date.parse(text.trim()))) {
    return new Date(text.trim());
  }
  throw badInput(
    `${field} is a day (YYYY-MM-DD) or an ISO 8601 date-time with offset.`,
    'INVALID_DATE',
    field,
  );
}

function cents(value: number | null | undefined, field: string): number | undefined {
  if (value == null) return undefined;
  if (value < 0) throw badInput(`${field} is zero or more cents.`, 'INVALID_AMOUNT', field);
  return value;
}

/** A code the shop uses for stores and methods; anything longer or odder matches nothing. */
function code(value: string | null | undefined, field: string): string | undefined {
  if (value == null || value.trim() === '') return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value.trim())) {
    throw badInput(`${field} is a code of letters, digits, - and _.`, 'INVALID_CODE', field);
  }
  return value.trim();
}

/** @throws GraphQLError BAD_USER_INPUT with a reason and the field when the filter is invalid. */
export function parseFilter(args: AdminOrderFilterArgs | null | undefined): AdminOrderFilter {
  if (!args) return {};
  const filter: AdminOrderFilter = {
    statuses: args.status ?? undefined,
    createdFrom: args.placed_from ? instant(args.placed_from, 'placed_from', false) : undefined,
    createdBefore: args.placed_to ? instant(args.placed_to, 'placed_to', true) : undefined,
    pickupStore: code(args.pickup_store, 'pickup_store'),
    paymentMethod: code(args.payment_method, 'payment_method'),
    minCents: cents(args.grand_total_min_cents, 'grand_total_min_cents'),
    maxCents: cents(args.grand_total_max_cents, 'grand_total_max_cents'),
  };
  return filter;
}

/** Search text: at most 100 characters, so a pasted document is refused rather than matched. */
export function parseSearch(search: string | null | undefined): string | null {
  if (search == null || search.trim() === '') return null;
  if (search.length > 100) {
    throw badInput('search is at most 100 characters.', 'SEARCH_TOO_LONG', 'search');
  }
  return search.trim();
}

export function parseFirst(first: number | null | undefined): number {
  const size = first ?? 20;
  if (size < 1 || size > maxPageSize) {
    throw badInput(`first is 1 to ${maxPageSize} orders a page.`, 'FIRST_OUT_OF_RANGE', 'first');
  }
  return size;
}

export function parseAfter(after: string | null | undefined): OrderCursor | null {
  if (after == null || after === '') return null;
  const cursor = decodeCursor(after);
  if (!cursor) {
    throw badInput(
      'after is not a cursor this list handed out (page_info.end_cursor).',
      'INVALID_CURSOR',
      'after',
    );
  }
  return cursor;
}
