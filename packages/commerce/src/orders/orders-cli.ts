/**
 * `npm run orders -- list [--status S]`, `attention`, `ready <number>`, `ship <number> --tracking <code>
 * [--carrier postnl]`, `deliver <number>`, `cancel <number>`, `refund <number> […]`, `returns`, `receive-return <R…>`,
 * `refund-return <R…>`: the shop
 * staff's order moves from a terminal, on the database the shop uses (DATABASE_URL, else the
 * embedded PGlite folder).
 */
import { settleShippedStock } from '../catalog/product-stock.ts';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connection.ts';
import { embeddedDatabaseBusy } from '../db/embedded-in-use.ts';
import { createMailOutbox } from '../mail/mail-outbox.ts';
import { ORDER_STATUSES, orderStatusLabels, type OrderStatus } from './order-records.ts';
import { OrderService, type OrderWithItems } from './order-service.ts';
import { paymentsNeedingAttention } from '../checkout/payment-attention.ts';
import { runCancelOrRefund } from './orders-cli-refunds.ts';
import { auditOrderMove } from './order-move-audit.ts';
import { AuditLog } from '../staff/audit-log.ts';
import { runReturnCommand } from './orders-cli-returns.ts';

const usage = `Usage:
  npm run orders -- list [--status PROCESSING]
  npm run orders -- attention      payments to refund: paid twice, or paid after cancel
  npm run orders -- ready <number>
  npm run orders -- ship <number> --tracking <code> [--carrier postnl|dhl]
  npm run orders -- deliver <number>
  npm run orders -- cancel <number>   not shipped yet: stock back, a paid order refunded in full
  npm run orders -- refund <number> [--amount 12.50] [--lines SKU:qty,...] [--shipping]
                                   [--reason text] [--key key]   no amount, lines or shipping: all
                                   that is left; the same command again never pays twice
  npm run orders -- returns [--state REQUESTED|RECEIVED|REFUNDED|CANCELLED]
  npm run orders -- receive-return <R-number> [--unsellable SKU,...]   the rest goes back to stock
  npm run orders -- refund-return <R-number>   its units; shipping too when all units came back`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    tracking: { type: 'string' },
    carrier: { type: 'string', default: 'postnl' },
    amount: { type: 'string' },
    lines: { type: 'string' },
    shipping: { type: 'boolean' },
    reason: { type: 'string' },
    key: { type: 'string' },
    state: { type: 'string' },
    unsellable: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, number] = positionals;
const returnCommands = ['returns', 'receive-return', 'refund-return'] as const;
const commands = ['list', 'attention', 'ready', 'ship', 'deliver', 'cancel', 'refund'];
if (!command || ![...commands, ...returnCommands].includes(command)) fail(usage);
if (command !== 'list' && command !== 'attention' && command !== 'returns' && !number) fail(usage);

const busy = embeddedDatabaseBusy();
if (busy) fail(busy);

if (command === 'cancel' || command === 'refund') {
  process.exit(await runCancelOrRefund(command, number!, values));
}
if ((returnCommands as readonly string[]).includes(command)) {
  process.exit(await runReturnCommand(command as (typeof returnCommands)[number], number, values));
}

const handle = await openDatabase();
const orders = new OrderService(handle, createMailOutbox(), settleShippedStock);
// The CLI's moves go into the audit log as `cli`, like the API's under the staff member's name.
const audit = new AuditLog(handle.db, () => new Date());
const logged = (operation: string) =>
  auditOrderMove(audit, { kind: 'cli', staffId: null, name: 'cli' }, operation);
const line = (order: OrderWithItems) =>
  [
    order.number,
    order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    orderStatusLabels[order.status].padEnd(15),
    `€ ${(order.grandTotalCents / 100).toFixed(2)}`.padStart(11),
    order.email,
    order.trackingNumber ?? '',
  ].join('  ');

try {
  if (command === 'attention') {
    const flagged = await paymentsNeedingAttention(handle.db, orders);
    for (const payment of flagged) {
      console.log(
        [
          payment.orderNumber,
          payment.flaggedAt.toISOString().slice(0, 16).replace('T', ' '),
          payment.attention.padEnd(17),
          orderStatusLabels[payment.orderStatus].padEnd(15),
          `€ ${(payment.amountCents / 100).toFixed(2)}`.padStart(11),
          payment.providerOrderId,
        ].join('  '),
      );
    }
    console.log(`${flagged.length} payments need attention`);
  } else if (command === 'list') {
    const status = values.status?.toUpperCase();
    if (status && !ORDER_STATUSES.includes(status as OrderStatus)) {
      fail(`--status must be one of ${ORDER_STATUSES.join(', ')}`);
    }
    const { items, totalCount } = await orders.list((status as OrderStatus) ?? null, 100, 1);
    for (const order of items) console.log(line(order));
    console.log(`${items.length} of ${totalCount} orders`);
  } else {
    let moved: OrderWithItems | null;
    if (command === 'ship') {
      if (!values.tracking || !/^[A-Za-z0-9]{6,40}$/.test(values.tracking)) {
        fail('ship needs --tracking <code> of 6 to 40 letters and digits');
      }
      moved = await orders.ship(number!, values.tracking, values.carrier, logged('adminShipOrder'));
    } else if (command === 'ready') {
      moved = await orders.markReadyToShip(number!, logged('adminMarkOrderReadyToShip'));
    } else {
      moved = await orders.deliver(number!, new Date(), logged('adminDeliverOrder'));
    }
    if (!moved) {
      const order = await orders.byNumber(number!);
      fail(
        order
          ? `Order ${number} is ${orderStatusLabels[order.status]}; ${command} does not apply.`
          : `No order ${number}.`,
      );
    }
    console.log(line(moved));
    if (moved.trackingUrl) console.log(moved.trackingUrl);
  }
} finally {
  await handle.close();
}
