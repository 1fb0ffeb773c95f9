import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { mailOutbox } from '../mail/schema.ts';
import { customerCartId, customerCartReadyToOrder } from './customer-cart-fixtures.ts';
import { signedInCustomer, type SignedInCustomer } from './customer-fixtures.ts';
import { payOrder } from '../invoices/testing/paid-orders.ts';
import { setStoreQty } from './reservation-fixtures.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from './shop-fixtures.ts';
import type { StaffBrowser } from './staff-fixtures.ts';

/** What identifies the customer: every one of these must be gone after an erasure. */
export interface PersonalDetails {
  email: string;
  /** The address the account had first, before it moved to `email`. */
  formerEmail: string;
  /** The address a pending e-mail change would move the account to. */
  newEmail: string;
  firstname: string;
  lastname: string;
  telephone: string;
  street: string;
}

/** Names rare enough that finding one anywhere in the database means it is the customer's. */
export function personalDetails(): PersonalDetails {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `wendelmoet.tjallingii-${tag}@example.org`,
    formerEmail: `wendel-${tag}@example.com`,
    newEmail: `w.tjallingii-${tag}@example.net`,
    firstname: `Wendelmoet`,
    lastname: `Tjallingii`,
    telephone: '0687123459',
    street: 'Zonnedauwlaan',
  };
}

const linkOf = async (engine: CommerceEngine, dedupePrefix: string, recipient: string) => {
  const mails = await engine.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient));
  const mail = mails.find((row) => row.dedupeKey.startsWith(dedupePrefix));
  if (!mail) throw new Error(`no ${dedupePrefix} mail to ${recipient}`);
  return new URL((mail.data as { url: string }).url);
};

async function run(
  engine: CommerceEngine,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const answer = await engine.execute<Record<string, unknown>>(query, variables, headers);
  if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data!;
}

/** Moves the account to a new address through the mailed link, and signs in there again. */
export async function movedTo(
  engine: CommerceEngine,
  customer: SignedInCustomer,
  email: string,
): Promise<SignedInCustomer> {
  await run(
    engine,
    `mutation ($e: String!, $p: String!) { requestCustomerEmailChange(email: $e, password: $p) }`,
    { e: email, p: customer.password },
    customer.headers,
  );
  const link = await linkOf(engine, 'email-change-confirmation', email);
  await run(engine, `mutation ($t: String!) { confirmCustomerEmailChange(token: $t) }`, {
    t: link.searchParams.get('token'),
  });
  const signedIn = await engine.services.customers.signIn(email, customer.password);
  if (signedIn.kind !== 'signed-in') throw new Error(`${email} could not sign in`);
  return {
    ...customer,
    email,
    token: signedIn.token,
    headers: { Authorization: `Bearer ${signedIn.token}` },
  };
}

/**
 * A customer who has used everything the shop offers that stores personal data: an account moved
 * from a first address to `who.email`, address book, failed and good sign-ins (under both
 * addresses), password reset, a pending e-mail change, newsletter with its first-order coupon
 * spent on an order, wishlist, a guest cart given the address, an open cart with addresses, a
 * paid, delivered and partly refunded order with a return and a credit note, a store
 * reservation, the contact form, a GDPR export, and staff's work on the order (audit log, notes).
 */
export async function customerWhoUsedEverything(
  engine: CommerceEngine,
  staff: StaffBrowser,
  who: PersonalDetails,
): Promise<{ shopper: SignedInCustomer; orderNumber: string }> {
  const ip = { 'x-forwarded-for': '198.51.100.77' };
  const first = await signedInCustomer(engine, {
    email: who.formerEmail,
    firstname: who.firstname,
    lastname: who.lastname,
  });
  const shopper = await movedTo(engine, first, who.email);
  const headers = { ...shopper.headers, ...ip };
  const address = {
    firstname: who.firstname,
    lastname: who.lastname,
    street: [who.street, '7'],
    city: 'Zwolle',
    postcode: '8011 AB',
    country_code: 'NL',
    telephone: who.telephone,
  };
  const { customers, wishlist } = engine.services;
  await run(
    engine,
    `mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`,
    { a: address },
    headers,
  );
  await run(engine, `mutation ($e: String!) { requestPasswordResetEmail(email: $e) }`, {
    e: who.email,
  });
  await run(
    engine,
    `mutation ($e: String!, $p: String!) { requestCustomerEmailChange(email: $e, password: $p) }`,
    { e: who.newEmail, p: shopper.password },
    headers,
  );

  await run(engine, `mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`, {
    e: who.email,
  });
  const confirmLink = await linkOf(engine, 'newsletter-confirmation', who.email);
  await run(
    engine,
    `mutation ($i: NewsletterLinkInput!) { confirmNewsletterSubscription(input: $i) { status } }`,
    { i: { email: who.email, code: confirmLink.searchParams.get('code') } },
  );
  const [welcome] = (
    await engine.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, who.email))
  ).filter((mail) => mail.template === 'newsletter-welcome');
  const couponCode = (welcome!.data as { couponCode: string }).couponCode;

  const product = await simpleProduct(engine, 3, { priceCents: 60_00, onlineQty: 50 });
  await wishlist.add(shopper.customerId, [{ sku: product.sku, quantity: 1 }]);
  const cartId = await customerCartReadyToOrder(
    engine,
    shopper,
    [{ sku: product.sku, quantity: 2 }],
    address,
  );
  await run(
    engine,
    `mutation ($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }`,
    { c: cartId, k: couponCode },
    headers,
  );
  const placed = await engine.execute<PlaceOrderAnswer>(
    placeOrderMutation,
    { id: cartId },
    headers,
  );
  const orderNumber = placed.data!.placeOrder.orderV2!.number;
  await payOrder(engine, placed.data!.placeOrder.orderV2!.token);
  // A guest cart with the address, from before signing in, never ordered.
  await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }], who.email);
  // A second cart, left open with the customer's address on it.
  await customerCartReadyToOrder(engine, shopper, [{ sku: product.sku, quantity: 1 }], address);
  if ((await customerCartId(engine, shopper)) === cartId) throw new Error('no second cart');

  for (const [query, variables] of [
    [`mutation ($n: String!) { adminMarkOrderReadyToShip(number: $n) { number } }`, {}],
    [
      `mutation ($n: String!) { adminShipOrder(input: { number: $n, tracking_number: "3SERASE0001" }) { number } }`,
      {},
    ],
    [`mutation ($n: String!) { adminDeliverOrder(number: $n) { number } }`, {}],
    [
      `mutation ($n: String!) { adminAddOrderNote(input: { number: $n, text: "Pakket bij de buren" }) { id } }`,
      {},
    ],
  ] as const) {
    const answer = await staff.graphql(query, { n: orderNumber, ...variables });
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  }
  const asked = await run(
    engine,
    `mutation ($n: String!, $s: String!) { requestReturn(input: { order_number: $n, lines: [{ sku: $s, quantity: 1 }], reason: DOES_NOT_FIT, comment: "Te klein" }) { number } }`,
    { n: orderNumber, s: product.sku },
    headers,
  );
  const returnNumber = (asked.requestReturn as { number: string }).number;
  for (const query of [
    `mutation ($n: String!) { adminReceiveReturn(input: { number: $n }) { number } }`,
    `mutation ($n: String!) { adminRefundReturn(number: $n) { return { number } } }`,
  ]) {
    const answer = await staff.graphql(query, { n: returnNumber });
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  }

  const store = engine.services.stores.list()[0]!.code;
  await setStoreQty(engine, product.id, store, 5);
  await run(
    engine,
    `mutation ($s: String!, $st: String!, $n: String!, $e: String!, $t: String!) { reserveInStore(input: { sku: $s, store_code: $st, name: $n, email: $e, telephone: $t }) { reservation { number } } }`,
    {
      s: product.sku,
      st: store,
      n: `${who.firstname} ${who.lastname}`,
      e: who.email,
      t: who.telephone,
    },
    headers,
  );
  await run(
    engine,
    `mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }`,
    {
      i: {
        name: `${who.firstname} ${who.lastname}`,
        email: who.email,
        telephone: who.telephone,
        subject: 'Levering',
        comment: `Graag bezorgen aan de ${who.street} 7, bel ${who.telephone}.`,
      },
    },
    headers,
  );
  const exported = await staff.graphql(
    `query ($id: ID!) { adminExportCustomer(id: $id) { file_name } }`,
    { id: String(shopper.customerId) },
  );
  if (exported.errors) throw new Error(JSON.stringify(exported.errors));
  // Last, so no right password clears them again; the old address out of habit.
  for (const address of [who.email, who.formerEmail]) {
    const wrong = await customers.signIn(address, 'not-the-password', '198.51.100.77');
    if (wrong.kind !== 'refused') throw new Error('a wrong password signed in');
  }
  // The mail worker has had a go at the outbox: sent and failed mails are both there.
  await engine.deliverDueMails();
  return { shopper, orderNumber };
}
