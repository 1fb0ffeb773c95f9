/**
 * The back office's product changes as GraphQL gives them, checked before anything is written:
 * each refusal is BAD_USER_INPUT with a `reason` and the `field`, in words staff can act on.
 */
import { GraphQLError } from 'graphql';
import type { AdminProductStatus } from './admin-product-search.ts';

/** Prices up to € 999,999.99: more is a typing error, and stays far below int's bound. */
export const maxPriceCents = 99_999_999;
/** Labels a product may wear at once; a card shows only a few. */
export const maxLabels = 10;
/** A sku longer than this is no sku of the shop (the ERP's bound, ADR 0009). */
export const maxSkuLength = 64;

export function badInput(message: string, reason: string, field: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason, field } });
}

export function productNotFound(sku: string): GraphQLError {
  return new GraphQLError(`There is no product with sku "${sku.slice(0, maxSkuLength)}".`, {
    extensions: { code: 'NOT_FOUND' },
  });
}

/** What GraphQL hands the resolver (snake case; an absent field keeps what the product has). */
export interface AdminProductUpdateArgs {
  sku: string;
  status?: AdminProductStatus | null;
  price_cents?: number | null;
  /** Absent: unchanged; null: the special price ends now. */
  special_price?: { price_cents: number; from?: string | null; to?: string | null } | null;
  labels?: readonly string[] | null;
}

/** A checked change; `special` null ends the special price, undefined keeps it. */
export interface ProductUpdate {
  visible?: boolean;
  priceCents?: number;
  special?: { priceCents: number; fromDate: string | null; toDate: string | null } | null;
  labels?: string[];
}

const dayPattern = /^(\d{4})-(\d\d)-(\d\d)$/;

function day(value: string | null | undefined, field: string): string | null {
  if (value == null || value.trim() === '') return null;
  const match = dayPattern.exec(value.trim());
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === date) return value.trim();
  }
  throw badInput(`${field} is a day of the calendar as YYYY-MM-DD.`, 'INVALID_DATE', field);
}

function amount(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0 || value > maxPriceCents) {
    throw badInput(
      `${field} is a whole number of cents from 0 to ${maxPriceCents}.`,
      'INVALID_AMOUNT',
      field,
    );
  }
  return value;
}

/**
 * Checks a change against the product as it is now (`current`: its price when the change leaves
 * the price alone) and the label codes the shop defines.
 * @throws GraphQLError BAD_USER_INPUT
 */
export function parseProductUpdate(
  args: AdminProductUpdateArgs,
  current: { priceCents: number; specialPriceCents: number | null; specialToDate: string | null },
  context: { today: string; labelCodes: ReadonlySet<string> },
): ProductUpdate {
  const update: ProductUpdate = {};
  if (args.status != null) update.visible = args.status === 'ONLINE';
  if (args.price_cents != null) update.priceCents = amount(args.price_cents, 'price_cents');
  if (args.special_price === null) update.special = null;
  else if (args.special_price !== undefined) {
    const special = args.special_price;
    const priceCents = amount(special.price_cents, 'special_price.price_cents');
    const price = update.priceCents ?? current.priceCents;
    if (priceCents >= price) {
      throw badInput(
        'The special price must be below the price.',
        'SPECIAL_NOT_BELOW_PRICE',
        'special_price.price_cents',
      );
    }
    const fromDate = day(special.from, 'special_price.from');
    const toDate = day(special.to, 'special_price.to');
    if (fromDate && toDate && toDate < fromDate) {
      throw badInput(
        'The last day of the special price is on or after its first day.',
        'DATE_RANGE',
        'special_price.to',
      );
    }
    if (toDate && toDate < context.today) {
      throw badInput(
        'The last day of the special price has passed: choose today or later.',
        'SPECIAL_PRICE_ENDED',
        'special_price.to',
      );
    }
    // A start today or earlier is the same as none: the price applies at once.
    update.special = {
      priceCents,
      fromDate: fromDate && fromDate > context.today ? fromDate : null,
      toDate,
    };
  } else if (
    update.priceCents !== undefined &&
    current.specialPriceCents !== null &&
    current.specialPriceCents >= update.priceCents &&
    (current.specialToDate === null || current.specialToDate >= context.today)
  ) {
    // The special price would silently stop counting: staff lower it or end it in the same change.
    throw badInput(
      'The price must stay above the special price: change or end the special price as well.',
      'SPECIAL_NOT_BELOW_PRICE',
      'price_cents',
    );
  }
  if (args.labels != null) {
    const labels = [...new Set(args.labels.map((code) => code.trim()))];
    if (labels.length > maxLabels) {
      throw badInput(`A product wears at most ${maxLabels} labels.`, 'TOO_MANY_LABELS', 'labels');
    }
    const unknown = labels.find((code) => !context.labelCodes.has(code));
    if (unknown !== undefined) {
      throw badInput(
        `"${unknown.slice(0, 40)}" is not a label of the shop.`,
        'UNKNOWN_LABEL',
        'labels',
      );
    }
    update.labels = labels;
  }
  return update;
}
