import type { InvoiceService } from '../invoices/invoice-service.ts';
import type { RefundService } from './refund-service.ts';

/**
 * Every refund recorded as paid gets its credit note, in the refund's own transaction (ADR 0025,
 * 0026): both commit or neither does, and the refund's key makes a second one impossible.
 */
export function creditNotesForRefunds(
  refunds: RefundService,
  invoices: InvoiceService,
  now: () => Date,
): void {
  refunds.onRefundRecorded(async (tx, refund) => {
    await invoices.issueCreditNote(
      tx,
      {
        key: refund.idempotencyKey,
        orderId: refund.orderId,
        lines: refund.lines,
        shippingCents: refund.shippingCents,
        amountCents: refund.amountCents,
      },
      refund.refundedAt ?? now(),
    );
  });
}
