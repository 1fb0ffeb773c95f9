/**
 * Purchase path benchmark, on PGlite and on PostgreSQL:
 *  - add to cart in process (GraphQL addProductsToCart, p50/p99) and over HTTP (requests/s
 *    with autocannon, 16 connections, each request adding to one of 1,000 carts),
 *  - placed orders per second with 16 shoppers placing at once (carts prepared beforehand),
 *  - oversold units (must be 0): demand is set above stock on purpose.
 *
 *   npm run bench:checkout                         both databases
 *   npm run bench:checkout -- --kinds postgres --orders 1000
 *
 * PostgreSQL is a database of its own on BENCH_POSTGRES_URL's server, dropped afterwards. Mail the
 * outbox sends goes to .data/bench/checkout/<database>/mail, emptied at the start of each run.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { repositoryRoot } from '../src/db/connection.ts';
import { testMediaDir } from '../src/testing/test-databases.ts';
import { benchKinds, openBenchEngine, type BenchKind } from './bench-database.ts';
import { simpleProduct, testAddress, placeOrderMutation } from '../src/testing/shop-fixtures.ts';
import type { PlaceOrderAnswer } from '../src/testing/shop-fixtures.ts';
import { validateAddress } from '../src/cart/address-validation.ts';
import { orderItems } from '../src/orders/schema.ts';
import { products } from '../src/catalog/schema.ts';
import { round, summarise } from './stats.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import autocannon from 'autocannon';
import type { CommerceEngine } from '../src/engine/create-engine.ts';

const { values } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'pglite,postgres' },
    adds: { type: 'string', default: '1000' },
    'http-seconds': { type: 'string', default: '10' },
    orders: { type: 'string', default: '800' },
    shoppers: { type: 'string', default: '16' },
  },
});

const addMutation = `mutation ($id: String!, $sku: String!) {
  addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) {
    cart { total_quantity prices { grand_total { value } } }
    user_errors { code }
  }
}`;

/**
 * The bench's own output, never the shop's: its databases number orders from 100000001 like
 * the shop's, so their mails went into the shop's .data/mail with clashing names.
 */
const benchDir = path.join(repositoryRoot, '.data', 'bench', 'checkout');

async function open(kind: BenchKind) {
  const mailDir = path.join(benchDir, kind, 'mail');
  await rm(mailDir, { recursive: true, force: true });
  const options = {
    mediaDir: testMediaDir,
    seedProducts: 200,
    orderSweepMs: 0,
    responseCache: false,
    mail: { transport: { mailDir } },
  };
  return openBenchEngine(kind, 'checkout', options);
}

async function benchKind(kind: BenchKind) {
  const { engine, close } = await open(kind);
  try {
    const productCount = 20;
    const stockEach = Math.floor((Number(values.orders) * 0.75) / productCount);
    const lines = [];
    for (let i = 0; i < productCount; i++) {
      lines.push(
        await simpleProduct(engine, i, { priceCents: 30_00 + i * 100, onlineQty: 1_000_000 }),
      );
    }
    // Add to cart in process.
    const addSamples: number[] = [];
    let cartId = await engine.services.cart.createGuestCart();
    for (let i = 0; i < Number(values.adds); i++) {
      if (i % 10 === 0) cartId = await engine.services.cart.createGuestCart();
      const sku = lines[i % productCount]!.sku;
      const started = performance.now();
      const result = await engine.execute(addMutation, { id: cartId, sku });
      addSamples.push(performance.now() - started);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
    }
    const addOverHttp = await addToCartOverHttp(
      engine,
      lines.map((line) => line.sku),
    );
    // Carts ready to order, one product each; more demand than stock.
    const orderCount = Number(values.orders);
    const cartIds: string[] = [];
    const address = validateAddress(testAddress);
    for (let i = 0; i < orderCount; i++) {
      const cart = engine.services.cart;
      const id = await cart.createGuestCart();
      await cart.addProducts(id, [{ sku: lines[i % productCount]!.sku, quantity: 1 }]);
      await cart.setEmail(id, `shopper${i}@example.nl`);
      await cart.setShippingAddress(id, address, null, null);
      await cart.setBillingAddress(id, null, true);
      await cart.setShippingCarrier(id, 'flatrate');
      await cart.setPaymentMethod(id, {
        code: 'paynl_payment_ideal',
        title: 'iDEAL',
        purchaseOrderNumber: null,
        issuerId: null,
        dateOfBirth: null,
        gender: null,
        telephone: null,
      });
      cartIds.push(id);
    }
    for (const line of lines) {
      await engine.database.db
        .update(products)
        .set({ onlineQty: stockEach })
        .where(eq(products.id, line.id));
    }
    await engine.catalog.refresh({ productIds: lines.map((line) => line.id) });
    let next = 0;
    let placed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Number(values.shoppers) }, async () => {
        while (next < cartIds.length) {
          const id = cartIds[next++]!;
          const result = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id });
          if (result.errors) throw new Error(JSON.stringify(result.errors));
          if (result.data!.placeOrder.orderV2) placed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    let oversold = 0;
    for (const line of lines) {
      const [row] = await engine.database.db
        .select({ ordered: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .where(eq(orderItems.productId, line.id));
      oversold += Math.max(0, row!.ordered - stockEach);
    }
    return {
      database: kind,
      addToCart: summarise(addSamples),
      addToCartHttp: addOverHttp,
      placeOrder: {
        attempts: orderCount,
        placed,
        refusedOutOfStock: orderCount - placed,
        seconds: round(seconds),
        placedPerSecond: round(placed / seconds),
        attemptsPerSecond: round(orderCount / seconds),
        shoppers: Number(values.shoppers),
      },
      oversold,
    };
  } finally {
    await close();
  }
}

/**
 * Add to cart through the engine's own HTTP endpoint: autocannon's requests each add one unit
 * to one of 1,000 guest carts in turn, so no cart nears its line maximum.
 */
async function addToCartOverHttp(engine: CommerceEngine, skus: string[]) {
  const carts: string[] = [];
  for (let i = 0; i < 1000; i++) carts.push(await engine.services.cart.createGuestCart());
  const adapter = createServerAdapter((request: Request) => engine.fetch(request));
  // Requests autocannon still had in flight when it stopped: the engine closes only after they
  // are answered (closing under them logged "PGlite is closing" once per connection).
  const inFlight = new Set<Promise<unknown>>();
  const server = createServer((request, response) => {
    const handled = Promise.resolve(adapter(request, response)).catch(() => undefined);
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let sent = 0;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/graphql`,
      connections: 16,
      duration: Number(values['http-seconds']),
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest(request) {
            const n = sent++;
            return {
              ...request,
              body: JSON.stringify({
                query: addMutation,
                variables: { id: carts[n % carts.length], sku: skus[n % skus.length] },
              }),
            };
          },
        },
      ],
    });
    return {
      requestsPerSecond: round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.all(inFlight);
    server.closeAllConnections();
    await closed;
  }
}

const results = [];
for (const kind of benchKinds(values.kinds)) results.push(await benchKind(kind));
console.log(JSON.stringify(results, null, 2));
process.exit(0);
