import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.ts';
import type { OrderStatus, StoredOrderAddress } from '../orders/order-records.ts';
import { orders } from '../orders/schema.ts';

/**
 * Orders written straight into the table for the back office's tests and benchmark: a realistic
 * spread of states (old orders delivered, recent ones still moving), dates, e-mail addresses,
 * names, postcodes, methods and amounts, from a seeded generator so runs compare.
 */
export interface SyntheticOrderOptions {
  count: number;
  /** The newest order's time; the others spread back over `days`. */
  now: Date;
  days?: number;
  /** Order numbers are `firstNumber`, `firstNumber + 1`, ... (clear of the shop's own series). */
  firstNumber?: number;
  seed?: number;
  /** Pickup stores, used by one order in five. */
  storeCodes?: readonly string[];
  onBatch?: (written: number) => void;
}

const firstNames = [
  'Jan',
  'Sanne',
  'Daan',
  'Emma',
  'Lucas',
  'Julia',
  'Sem',
  'Tess',
  'Milan',
  'Lotte',
  'Noah',
  'Fleur',
  'Bram',
  'Anouk',
  'Thijs',
  'Eva',
  'Ruben',
  'Isa',
  'Luuk',
  'Femke',
];
const lastNames = [
  'de Vries',
  'Jansen',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'Claes',
  'Peeters',
  'Maes',
  'Willems',
  'Goossens',
];
const domains = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'ziggo.nl',
  'kpnmail.nl',
  'telenet.be',
  'live.nl',
  'xs4all.nl',
];
const cities = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Eindhoven',
  'Groningen',
  'Tilburg',
  'Breda',
  'Nijmegen',
  'Antwerpen',
  'Gent',
];
const methods = [
  ['ideal', 'iDEAL'],
  ['ideal', 'iDEAL'],
  ['ideal', 'iDEAL'],
  ['creditcard', 'Creditcard'],
  ['paypal', 'PayPal'],
  ['bancontact', 'Bancontact'],
  ['riverty', 'Riverty'],
] as const;

/** A small seeded generator (mulberry32): the same seed gives the same orders. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** Older orders have mostly arrived; the last two days' are still being paid, packed, sent. */
function stateFor(ageDays: number, roll: number): OrderStatus {
  if (roll < 0.07) return 'CANCELED';
  if (ageDays > 7) return 'DELIVERED';
  if (ageDays > 2) return roll < 0.5 ? 'DELIVERED' : 'SHIPPED';
  if (roll < 0.25) return 'PENDING_PAYMENT';
  if (roll < 0.6) return 'PROCESSING';
  if (roll < 0.8) return 'READY_TO_SHIP';
  return 'SHIPPED';
}

function address(random: ReturnType<typeof generator>, index: number): StoredOrderAddress {
  const business = random.next() < 0.1;
  const belgian = random.next() < 0.15;
  const postcode = belgian
    ? String(1000 + Math.floor(random.next() * 8999))
    : `${1000 + Math.floor(random.next() * 8999)} ${String.fromCharCode(65 + Math.floor(random.next() * 26))}${String.fromCharCode(65 + Math.floor(random.next() * 26))}`;
  return {
    prefix: null,
    firstname: random.pick(firstNames),
    middlename: null,
    lastname: random.pick(lastNames),
    company: business ? `Bedrijf ${index % 997} B.V.` : null,
    street: ['Dorpsstraat', String(1 + (index % 250))],
    city: random.pick(cities),
    postcode,
    countryCode: belgian ? 'BE' : 'NL',
    telephone: '0612345678',
    vatId: business ? `NL${String(100000000 + (index % 899999999))}B01` : null,
    customerType: business ? 'BUSINESS' : 'PERSONAL',
    reference: business ? `PO-${index}` : null,
  };
}

/** Writes `count` orders in batches of 1,000 rows (one multi-row insert each). */
export async function insertSyntheticOrders(db: Database, options: SyntheticOrderOptions) {
  const random = generator(options.seed ?? 24);
  const days = options.days ?? 730;
  const firstNumber = options.firstNumber ?? 500_000_001;
  const stores = options.storeCodes ?? [];
  const spanMs = days * 86_400_000;
  for (let start = 0; start < options.count; start += 1000) {
    const rows: (typeof orders.$inferInsert)[] = [];
    for (let index = start; index < Math.min(options.count, start + 1000); index++) {
      // Later indexes are newer; squaring the spread puts more orders in recent months.
      const fraction = 1 - index / options.count;
      const ageMs = Math.floor(fraction * fraction * spanMs + random.next() * 60_000);
      const createdAt = new Date(options.now.getTime() - ageMs);
      const billing = address(random, index);
      const pickup = stores.length > 0 && random.next() < 0.2 ? random.pick(stores) : null;
      const [methodCode, methodTitle] = random.pick(methods);
      const grand = 499 + Math.floor(random.next() * random.next() * 250_000);
      const shipping = grand >= 5000 || pickup ? 0 : 495;
      const name = `${billing.firstname}.${billing.lastname.replace(/\s/g, '')}`.toLowerCase();
      rows.push({
        number: String(firstNumber + index),
        storeCode: 'b2c_nl',
        cartId: `synthetic-${firstNumber + index}`,
        token: randomBytes(24).toString('base64url'),
        customerId: null,
        email: `${name}${index % 5000}@${random.pick(domains)}`,
        locale: random.next() < 0.8 ? 'nl_NL' : 'en_US',
        status: stateFor(ageMs / 86_400_000, random.next()),
        shippingAddress: pickup ? null : billing,
        billingAddress: billing,
        shippingMethod: pickup ? 'pickup' : 'postnl',
        pickupLocationCode: pickup,
        paymentMethodCode: methodCode,
        paymentMethodTitle: methodTitle,
        paymentInput: null,
        couponCode: null,
        totals: {
          subtotalCents: grand - shipping,
          discountCents: 0,
          discountLabel: null,
          shippingCents: shipping,
          taxCents: Math.round((grand * 21) / 121),
          grandTotalCents: grand,
        },
        grandTotalCents: grand,
        expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(orders).values(rows);
    options.onBatch?.(start + rows.length);
  }
}
