/* global URL */
// The cluster test's checks of state shared through the database: carts, sign-ins and the
// throttles that count across instances.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { pay, placeWithRetry, readyCart } from './shop-client.mjs';
import { client, cluster, eventually, one, products } from './cluster-state.mjs';

async function confirmationKey(email) {
  const suffix = `-account-confirmation_${email.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;
  return eventually(
    async () => {
      for (const shop of cluster.shops) {
        const names = await readdir(shop.mailDir).catch(() => []);
        const name = names.find((file) => file.endsWith(suffix));
        if (!name) continue;
        const text = (await readFile(path.join(shop.mailDir, name), 'utf8')).replace(/=\r?\n/g, '');
        const link = /https?:\/\/[^\s"<>]+confirm\?[^\s"<>]+/.exec(text);
        if (link)
          return new URL(link[0].replace(/=3D/g, '=').replace(/&amp;/g, '&')).searchParams.get(
            'key',
          );
      }
      return null;
    },
    15_000,
    `the confirmation mail to ${email}`,
  );
}

const signIn =
  'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

/** Registers the checks in their order (cluster-test.mjs runs them in one sequence). */
export function sessionChecks() {
  test('a cart made on one instance is continued and paid on the other', async () => {
    const cart = await readyCart(client, products[0].sku, 'cart-across@example.nl');
    assert.deepEqual(new Set(cart.servedBy), new Set(['a', 'b']));
    const order = await placeWithRetry(client, cart.id);
    const paid = await pay(client, order.token);
    assert.equal(paid.state, 'PAID');
    // The provider's exchange call goes through the balancer too, so which instance starts and
    // which finishes the payment varies; together they are both.
    const all = new Set([...cart.servedBy, order.servedBy, paid.startedBy, paid.finishedBy]);
    assert.deepEqual(all, new Set(['a', 'b']));
    const row = await one('select status from orders where number = $1', [order.number]);
    assert.equal(row.status, 'PROCESSING');
  });

  test('a sign-in on one instance is valid on the other; throttling counts across them', async () => {
    const email = 'cluster-shopper@example.nl';
    const password = 'Sterk-wachtw00rd';
    await client.must(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { email, firstname: 'Cluster', lastname: 'Shopper', password } },
    );
    await client.must(
      'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }',
      { input: { email, confirmation_key: await confirmationKey(email) } },
    );
    const signedIn = await client.must(signIn, { email, password });
    const cookie = `customer_token=${signedIn.data.generateCustomerToken.token}; signed_in=1`;
    const servedBy = new Set();
    for (let i = 0; i < 4; i++) {
      const answer = await client.must('{ customer { email } }', {}, { cookie });
      assert.equal(answer.data.customer.email, email);
      servedBy.add(answer.servedBy);
    }
    assert.deepEqual(servedBy, new Set(['a', 'b']));

    // Three wrong passwords spread over both instances; the right one at once after is refused
    // (the account waits a second after three failures): the count is shared.
    const failedOn = new Set();
    for (let i = 0; i < 3; i++) {
      const wrong = await client.graphql(signIn, { email, password: `wrong-${i}` });
      assert.ok(wrong.errors, 'a wrong password is refused');
      failedOn.add(wrong.servedBy);
    }
    assert.deepEqual(failedOn, new Set(['a', 'b']));
    const throttled = await client.graphql(signIn, { email, password });
    assert.ok(throttled.errors, 'the right password right after three failures is throttled');
  });

  test('the contact form limit per client counts across instances', async () => {
    const servedBy = new Set();
    const send = (i) =>
      client.graphql('mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }', {
        input: {
          name: `Klant ${i}`,
          email: `contact-${i}@example.nl`,
          subject: 'Openingstijden',
          comment: 'Hoe laat gaan jullie open?',
        },
      });
    for (let i = 0; i < 5; i++) {
      const answer = await send(i);
      assert.equal(answer.data?.contactUs?.status, true, JSON.stringify(answer.errors));
      servedBy.add(answer.servedBy);
    }
    assert.deepEqual(servedBy, new Set(['a', 'b']));
    const sixth = await send(5);
    assert.ok(sixth.errors, 'the sixth message in the hour from one client is refused');
  });
}
