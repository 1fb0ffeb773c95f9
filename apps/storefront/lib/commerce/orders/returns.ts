import { commerceQuery } from '../transport';
import { RequestGuestReturnDocument, RequestReturnDocument } from '../generated/graphql';
import type { ReturnErrorCode, ReturnReason } from '@/lib/orders/return-schema';
import { returnErrorCode } from '@/lib/orders/return-schema';
import { returnView, type OrderReturnView } from './order-view';

export type ReturnOutcome =
  { ok: true; return: OrderReturnView } | { ok: false; code: ReturnErrorCode; returnable?: number };

export interface ReturnAsk {
  orderNumber: string;
  /** Given: a guest's order found by number and postcode; absent: the session's own order. */
  postcode?: string;
  lines: { sku: string; quantity: number }[];
  reason: ReturnReason | null;
  comment: string | null;
}

/** Asks the engine for a return; its refusal by code, for the form to say in the locale. */
export async function requestReturn(
  ask: ReturnAsk,
  options: { token?: string; clientAddress?: string | null },
): Promise<ReturnOutcome> {
  const common = {
    order_number: ask.orderNumber,
    lines: ask.lines,
    reason: ask.reason,
    comment: ask.comment,
  };
  const answer =
    ask.postcode === undefined
      ? await commerceQuery(RequestReturnDocument, { input: common }, { token: options.token })
      : await commerceQuery(
          RequestGuestReturnDocument,
          { input: { ...common, postcode: ask.postcode } },
          { clientAddress: options.clientAddress },
        );
  if (answer.ok) {
    const row =
      'requestReturn' in answer.data ? answer.data.requestReturn : answer.data.requestGuestReturn;
    return row ? { ok: true, return: returnView(row) } : { ok: false, code: 'unknown' };
  }
  return { ok: false, code: returnErrorCode(answer.error.code) };
}
