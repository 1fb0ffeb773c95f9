/**
 * `npm run orders -- returns [--state REQUESTED]`, `receive-return <R…> [--unsellable SKU,…]`
 * and `refund-return <R…>`: staff handle returns from a terminal, through a full engine on the
 * shop's database, with the shop's payment provider (Pay., or a simulator at PAYNL_API_URL).
 */
import { createEngine } from '../engine/create-engine.ts';
import { RefundError } from '../checkout/refund-errors.ts';
import { ReturnError } from '../returns/return-errors.ts';
import type { ReturnWithLines } from '../returns/return-service.ts';
import type { ReturnState } from '../returns/schema.ts';

export interface ReturnOptions {
  state?: string;
  unsellable?: string;
}

const returnStates: readonly ReturnState[] = ['REQUESTED', 'RECEIVED', 'REFUNDED', 'CANCELLED'];

function describe(row: ReturnWithLines): string {
  const lines = row.lines
    .map((line) => {
      const verdict = line.sellable === null ? '' : line.sellable ? ' sellable' : ' not sellable';
      return `${line.sku}×${line.quantity}${verdict}`;
    })
    .join(', ');
  return [
    row.number.padEnd(16),
    row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    row.state.padEnd(9),
    lines,
    row.reason ?? '',
  ]
    .filter(Boolean)
    .join('  ');
}

/**
 * Runs the command; what went wrong is a line on stderr and exit code 1, with the reason's code.
 */
export async function runReturnCommand(
  command: 'returns' | 'receive-return' | 'refund-return',
  number: string | undefined,
  options: ReturnOptions,
): Promise<number> {
  const state = options.state?.toUpperCase();
  if (state !== undefined && !returnStates.includes(state as ReturnState)) {
    console.error(`--state must be one of ${returnStates.join(', ')}`);
    return 1;
  }
  const unsellable = options.unsellable?.split(',').map((sku) => sku.trim()) ?? [];
  if (unsellable.some((sku) => !/^[^\s,]{1,64}$/.test(sku))) {
    console.error('--unsellable is SKU[,SKU…]');
    return 1;
  }
  if (command !== 'returns' && !number) {
    console.error(`${command} needs a return number, e.g. R100000012-1`);
    return 1;
  }
  const engine = await createEngine({ seedIfEmpty: false, mailDelivery: false, orderSweepMs: 0 });
  const { returns } = engine.services;
  try {
    if (command === 'returns') {
      const { items, totalCount } = await returns.list((state as ReturnState) ?? null, 100, 1);
      for (const row of items) console.log(describe(row));
      console.log(`${items.length} of ${totalCount} returns`);
    } else if (command === 'receive-return') {
      const verdicts = unsellable.map((sku) => ({ sku, sellable: false }));
      console.log(describe(await returns.receive(number!, verdicts, 'cli')));
    } else {
      const outcome = await returns.refund(number!, 'cli');
      console.log(describe(outcome.return));
      console.log(
        `refund ${outcome.refund.id}  ${outcome.refund.state}  € ${(outcome.refund.amountCents / 100).toFixed(2)}`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ReturnError || error instanceof RefundError)) throw error;
    console.error(`${error.code}: ${error.message}`);
    return 1;
  } finally {
    await engine.close();
  }
}
