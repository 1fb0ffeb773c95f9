/**
 * A shop process placing orders in a burst, for the test that kills it midway:
 * `node --import tsx order-burst-process.ts <database url or PGlite folder> <cart ids file>`. Prints one line per
 * placed order, so the test knows when to strike.
 */
import { readFileSync } from 'node:fs';
import { createEngine } from '../engine/create-engine.ts';
import { placeOrderMutation, type PlaceOrderAnswer } from './shop-fixtures.ts';

const [database, cartFile] = process.argv.slice(2);
const cartIds = readFileSync(cartFile!, 'utf8').split('\n').filter(Boolean);
const engine = await createEngine({
  ...(database!.startsWith('postgres') ? { databaseUrl: database! } : { dataDir: database! }),
  seedIfEmpty: false,
  orderSweepMs: 0,
});
let next = 0;
const shopper = async () => {
  while (next < cartIds.length) {
    const id = cartIds[next++]!;
    const result = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id });
    process.stdout.write(`${result.data?.placeOrder.orderV2 ? 'placed' : 'failed'} ${id}\n`);
  }
};
await Promise.all(Array.from({ length: 16 }, shopper));
process.stdout.write('done\n');
await engine.close();
