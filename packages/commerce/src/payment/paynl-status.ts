import type { PaymentStateEnum } from '../graphql/generated/resolver-types.ts';

/**
 * Pay.'s status codes and what each means for a shop order, in one table
 * (developer.pay.nl/docs/transaction-statuses; php-sdk src/Model/Pay/PayStatus.php).
 * 80 (partial payment) stays pending: the order is not paid until the whole amount is.
 */
export const paynlStatusTable: Readonly<Record<number, PaymentStateEnum>> = {
  100: 'PAID',
  95: 'PAID',
  97: 'PAID',
  85: 'PAID',
  76: 'PAID',
  75: 'PAID',
  20: 'PENDING',
  25: 'PENDING',
  50: 'PENDING',
  80: 'PENDING',
  90: 'PENDING',
  98: 'PENDING',
  [-90]: 'CANCELLED',
  [-63]: 'DENIED',
  [-64]: 'DENIED',
  [-80]: 'EXPIRED',
  [-60]: 'CANCELLED',
  [-61]: 'CANCELLED',
  // Refunded in full or in part: the payment was made. The shop keeps its refunds itself
  // (the refunds table); a refund must not read as a payment that failed.
  [-81]: 'PAID',
  [-82]: 'PAID',
};

/** Pay.'s status action names, as its return URL and exchange carry them. */
export const paynlStatusAction: Readonly<Record<number, string>> = {
  100: 'PAID',
  95: 'AUTHORIZE',
  50: 'PENDING',
  20: 'PENDING',
  [-90]: 'CANCEL',
  [-63]: 'DENIED',
  [-80]: 'EXPIRED',
  [-81]: 'REFUND',
  [-82]: 'PARTIAL_REFUND',
};

/**
 * What a Pay. status code means for the order. Unknown positive codes stay PENDING (the shop
 * waits for a code it knows); every other negative code is a cancellation, as Pay. documents.
 */
export function paymentStateOf(code: number): PaymentStateEnum {
  const known = paynlStatusTable[code];
  if (known) return known;
  return code < 0 ? 'CANCELLED' : 'PENDING';
}
