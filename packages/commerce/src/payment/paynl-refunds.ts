import { z } from 'zod';
import { PaymentProviderError } from './payment-errors.ts';
import type { ProviderRefund, ProviderRefundRequest } from './payment-port.ts';

/** Pay.'s transaction gateway, where refunds live (php-sdk TransactionRefundRequest). */
export const defaultPaynlRefundApiUrl = 'https://rest.pay.nl';

const amount = z.object({ value: z.number().int(), currency: z.string().optional() });

/** PATCH /v2/transactions/{id}/refund answers (php-sdk TransactionRefundResponse). */
const refundAnswerSchema = z.object({
  orderId: z.string().optional(),
  transactionId: z.string().optional(),
  amountRefunded: amount,
  refundedTransactions: z
    .array(z.object({ id: z.string().optional() }).loose())
    .nullable()
    .optional(),
});

/** GET /v2/transactions/{id} (php-sdk TransactionStatusResponse): only what refunds need. */
const transactionSchema = z.object({
  amountRefunded: amount.nullable().optional(),
});

type Call = (url: string, init: { method: string; json?: unknown }) => Promise<unknown>;
type Parse = <T>(schema: z.ZodType<T>, value: unknown, what: string) => T;

const transactionIdPattern = /^[A-Za-z0-9-]{1,64}$/;

function transactionUrl(base: string, providerOrderId: string, tail = ''): string {
  if (!transactionIdPattern.test(providerOrderId)) {
    throw new PaymentProviderError('PAYMENT_ORDER_NOT_FOUND', 'That is not a Pay. order id.');
  }
  return `${base.replace(/\/+$/, '')}/v2/transactions/${providerOrderId}${tail}`;
}

/**
 * Refunds through Pay.'s transaction gateway: PATCH /v2/transactions/{id}/refund with an amount
 * (an order id of the Order API is accepted there as the transaction's id).
 */
export function paynlRefunds(base: string, call: Call, parsed: Parse) {
  return {
    async refund(request: ProviderRefundRequest): Promise<ProviderRefund> {
      const answer = parsed(
        refundAnswerSchema,
        await call(transactionUrl(base, request.providerOrderId, '/refund'), {
          method: 'PATCH',
          json: {
            amount: { value: request.amountCents, currency: request.currency },
            description: request.description,
          },
        }),
        'refund answer',
      );
      return {
        refundId: answer.refundedTransactions?.[0]?.id ?? answer.transactionId ?? null,
        refundedTotalCents: answer.amountRefunded.value,
      };
    },

    async refundedCents(providerOrderId: string): Promise<number> {
      const transaction = parsed(
        transactionSchema,
        await call(transactionUrl(base, providerOrderId), { method: 'GET' }),
        'transaction',
      );
      return transaction.amountRefunded?.value ?? 0;
    },
  };
}
