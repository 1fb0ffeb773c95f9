import type { Database } from '../db/connection.ts';
import type { OrderPaymentInput, OrderTotalsRecord, StoredOrderAddress } from './order-records.ts';
import type { orderItems, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export interface OrderWithItems extends OrderRow {
  items: OrderItemRow[];
}

/** Which of a customer's orders to list: by number, exactly, one of several, or part of it. */
export interface CustomerOrderFilter {
  eq?: string | null;
  in?: readonly string[] | null;
  match?: string | null;
}

export interface NewOrder {
  storeCode: string;
  cartId: string;
  customerId: number | null;
  email: string;
  locale: string;
  shippingAddress: StoredOrderAddress | null;
  billingAddress: StoredOrderAddress;
  shippingMethod: string;
  pickupLocationCode: string | null;
  paymentMethodCode: string;
  paymentMethodTitle: string;
  paymentInput: OrderPaymentInput | null;
  couponCode: string | null;
  totals: OrderTotalsRecord;
  expiresAt: Date;
  items: Omit<OrderItemRow, 'id' | 'orderId'>[];
}

/**
 * Writes the audit entry of a staff move in the move's own transaction (ADR 0028), given the
 * order before and the row after.
 */
export type StaffMoveAudit = (tx: Database, before: OrderRow, after: OrderRow) => Promise<void>;
