/**
 * `npm run orders -- cancel <number>` and `refund <number> [--amount 12.50] [--lines SKU:qty,…]
 * [--shipping] [--reason text] [--key key]`: run through a full engine on the shop's database,
 * with the shop's payment provider (Pay., or a simulator reached at PAYNL_API_URL).
 */
import { createHash } from 'node:crypto';
import { createEngine } from '../engine/create-engine.ts';
import { RefundError } from '../checkout/refund-errors.ts';
import type { RefundRow } from '../checkout/refund-service.ts';

export interface RefundOptions {
  amount?: string;
  lines?: string;
  shipping?: boolean;
  reason?: string;
  key?: string;
}

const euros = (cents: number) => `€ ${(cents / 100).toFixed(2)}`;

/** `SKU:2,OTHER:1` → lines; null when it does not read. */
export function parseLines(text: string): { sku: string; quantity: number }[] | null {
  const lines = text.split(',').map((part) => /^([^:\s]{1,64}):(\d{1,4})$/.exec(part.trim()));
  if (lines.some((line) => !line)) return null;
  return lines.map((line) => ({ sku: line![1]!, quantity: Number(line![2]) }));
}

/** `12.50` or `12,50` → 1250; null when it is not an amount in euros. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function describe(refund: RefundRow): string {
  const lines = refund.lines.map((line) => `${line.sku}×${line.quantity}`).join(', ');
  return [
    `refund ${refund.id}`,
    refund.state,
    euros(refund.amountCents),
    lines,
    refund.shippingCents > 0 ? `shipping ${euros(refund.shippingCents)}` : '',
    refund.providerRefundId ?? '',
  ]
    .filter(Boolean)
    .join('  ');
}

/**
 * Runs the command; what went wrong is a line on stderr and exit code 1, with the reason's code.
 */
export async function runCancelOrRefund(
  command: 'cancel' | 'refund',
  number: string,
  options: RefundOptions,
): Promise<number> {
  const amountCents = options.amount === undefined ? null : parseAmount(options.amount);
  if (options.amount !== undefined && amountCents === null) {
    console.error('--amount is an amount in euros, e.g. 12.50');
    return 1;
  }
  const lines = options.lines === undefined ? null : parseLines(options.lines);
  if (options.lines !== undefined && lines === null) {
    console.error('--lines is SKU:quantity[,SKU:quantity…]');
    return 1;
  }
  // A command repeated as it was never pays twice; --key makes a second, separate refund.
  const key =
    options.key ??
    `cli:${number}:${createHash('sha256')
      .update(JSON.stringify([amountCents, lines, !!options.shipping]))
      .digest('hex')
      .slice(0, 16)}`;
  const engine = await createEngine({ seedIfEmpty: false, mailDelivery: false, orderSweepMs: 0 });
  try {
    if (command === 'cancel') {
      const { order, refund } = await engine.services.checkout.cancelOrder(number, 'cli');
      console.log(`${order.number}  ${order.status}`);
      if (refund) console.log(describe(refund));
    } else {
      const refund = await engine.services.checkout.refunds.refund({
        orderNumber: number,
        idempotencyKey: key,
        amountCents,
        lines,
        shipping: options.shipping ?? false,
        reason: options.reason ?? null,
        requestedBy: 'cli',
      });
      console.log(describe(refund));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof RefundError)) throw error;
    console.error(`${error.code}: ${error.message}`);
    return 1;
  } finally {
    await engine.close();
  }
}
