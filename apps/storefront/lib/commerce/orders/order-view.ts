import type { OrderReturnFactsFragment, PlacedOrderFragment } from '../generated/graphql';

export type OrderStatusCode =
  'PENDING_PAYMENT' | 'PROCESSING' | 'READY_TO_SHIP' | 'SHIPPED' | 'DELIVERED' | 'CANCELED';

/** spec §3 Order: number, date, total, tracking number, status; money in cents. */
export interface OrderView {
  number: string;
  date: string;
  statusCode: OrderStatusCode;
  totalCents: number;
  items: { id: string; name: string; sku: string; quantity: number; rowCents: number }[];
  tracking: { carrier: string; title: string; number: string; url: string | null }[];
  /** Invoices and credit notes; `path` is the shop's download route, with its proof. */
  invoices: { number: string; kind: 'INVOICE' | 'CREDIT_NOTE'; issuedAt: string; path: string }[];
  /** Money paid back: paid out (with when), or asked of the payment provider and on its way. */
  refunds: { id: string; amountCents: number; state: 'PENDING' | 'REFUNDED'; at: string }[];
  /** Returns the shopper asked for, oldest first, with their state. */
  returns: OrderReturnView[];
  /** Until when a return may be asked; null before delivery. */
  returnableUntil: string | null;
  /** Delivered units not yet in a return; empty outside the return period. */
  returnable: { sku: string; name: string; quantity: number }[];
}

export type OrderReturnState = 'REQUESTED' | 'RECEIVED' | 'REFUNDED' | 'CANCELLED';

export interface OrderReturnView {
  number: string;
  state: OrderReturnState;
  createdAt: string;
  items: { sku: string; name: string; quantity: number }[];
}

/** A return as the engine answers it (the order's list, or a new one). */
export function returnView(row: OrderReturnFactsFragment): OrderReturnView {
  return {
    number: row.number,
    state: row.state,
    createdAt: row.created_at,
    items: row.items.map((item) => ({
      sku: item.product_sku,
      name: item.product_name ?? item.product_sku,
      quantity: item.quantity,
    })),
  };
}

const cents = (money: { value: number | null } | null | undefined) =>
  Math.round((money?.value ?? 0) * 100);

export function orderView(order: PlacedOrderFragment): OrderView {
  return {
    number: order.number,
    date: order.order_date,
    statusCode: order.status_code,
    totalCents: cents(order.total?.grand_total),
    items: (order.items ?? []).flatMap((item) =>
      item
        ? [
            {
              id: item.id,
              name: item.product_name ?? item.product_sku,
              sku: item.product_sku,
              quantity: item.quantity_ordered ?? 0,
              rowCents: cents(item.row_total),
            },
          ]
        : [],
    ),
    tracking: (order.shipments ?? []).flatMap((shipment) =>
      (shipment?.tracking ?? []).flatMap((track) =>
        track?.number
          ? [
              {
                carrier: track.carrier,
                title: track.title,
                number: track.number,
                url: track.url ?? null,
              },
            ]
          : [],
      ),
    ),
    invoices: (order.invoices ?? []).map((invoice) => ({
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issued_at,
      path: invoice.download_path,
    })),
    refunds: (order.refunds ?? []).map((refund) => ({
      id: refund.id,
      amountCents: cents(refund.amount),
      state: refund.state,
      at: refund.refunded_at ?? refund.created_at,
    })),
    returns: (order.returns ?? []).map(returnView),
    returnableUntil: order.returnable_until ?? null,
    returnable: (order.returnable_items ?? []).map((line) => ({
      sku: line.product_sku,
      name:
        order.items?.find((item) => item?.product_sku === line.product_sku)?.product_name ??
        line.product_sku,
      quantity: line.quantity,
    })),
  };
}

/**
 * spec §2 order progress (processing, ready to ship, shipped, delivered): how many of the four
 * steps are reached; 0 while the payment is pending, -1 for a cancelled order.
 */
export function progressStep(status: OrderStatusCode): number {
  const steps: Record<OrderStatusCode, number> = {
    CANCELED: -1,
    PENDING_PAYMENT: 0,
    PROCESSING: 1,
    READY_TO_SHIP: 2,
    SHIPPED: 3,
    DELIVERED: 4,
  };
  return steps[status];
}
