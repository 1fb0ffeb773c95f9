import type { OrderStatusCode } from '@/lib/commerce/orders';

/** Order numbers are short; a longer search cannot match one. */
export const orderSearchMaxLength = 32;

/** The order-number search as typed (spec §2), trimmed and bounded; '' for none. */
export function orderSearchTerm(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.trim().slice(0, orderSearchMaxLength);
}

/** The AccountPages key of an order status. */
export function orderStatusKey(status: OrderStatusCode) {
  return (
    {
      PENDING_PAYMENT: 'statusPendingPayment',
      PROCESSING: 'statusProcessing',
      READY_TO_SHIP: 'statusReadyToShip',
      SHIPPED: 'statusShipped',
      DELIVERED: 'statusDelivered',
      CANCELED: 'statusCanceled',
    } as const
  )[status];
}
