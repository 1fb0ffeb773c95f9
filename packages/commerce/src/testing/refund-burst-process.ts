/**
 * A shop process finishing payments (which issues invoices) or paying refunds in a burst, for the
 * test that kills it midway:
 * `node --import tsx refund-burst-process.ts <database url or PGlite folder> <Pay. simulator url>
 * pay|refund <file>`. The file holds Pay. order ids (pay) or order numbers (refund); one line is
 * printed per finished one, so the test knows when to strike.
 */
import { readFileSync } from 'node:fs';
import { createEngine } from '../engine/create-engine.ts';
import { createPaymentProvider } from '../payment/module.ts';
import { callExchange } from './simulated-payments.ts';
import { burstPaynl } from './burst-paynl.ts';

const [database, paynlUrl, mode, file] = process.argv.slice(2);
const items = readFileSync(file!, 'utf8').split('\n').filter(Boolean);
const engine = await createEngine({
  ...(database!.startsWith('postgres') ? { databaseUrl: database! } : { dataDir: database! }),
  seedIfEmpty: false,
  orderSweepMs: 0,
  mailDelivery: false,
  paymentProvider: createPaymentProvider({ ...burstPaynl, PAYNL_API_URL: paynlUrl }),
});
let next = 0;
const worker = async () => {
  while (next < items.length) {
    const item = items[next++]!;
    if (mode === 'pay') {
      const response = await callExchange(engine, item);
      process.stdout.write(`${response.status === 200 ? 'paid' : 'failed'} ${item}\n`);
    } else {
      const refund = await engine.services.checkout.refunds
        .refund({ orderNumber: item, idempotencyKey: `killed:${item}`, requestedBy: 'cli' })
        .catch(() => null);
      process.stdout.write(`${refund ? 'refunded' : 'failed'} ${item}\n`);
    }
  }
};
await Promise.all(Array.from({ length: 8 }, worker));
process.stdout.write('done\n');
await engine.close();
