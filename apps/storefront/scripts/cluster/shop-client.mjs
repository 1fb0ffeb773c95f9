/* global fetch, setTimeout, URL, URLSearchParams */
// A shopper and the shop's staff talking to the shop over HTTP, as a browser and the ERP do:
// GraphQL at /api/graphql, ERP batches at /api/admin/erp/*, the payment page of the provider.
// Every answer says which instance served it (haproxy's X-Served-By).

export const address = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: ['Kerkstraat', '12'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_code: 'NL',
  telephone: '0612345678',
};

export function shopClient(shopUrl) {
  async function graphql(query, variables = {}, { cookie } = {}) {
    const response = await fetch(`${shopUrl}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: shopUrl,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const servedBy = response.headers.get('x-served-by');
    if (!response.ok && response.status >= 500) {
      const error = new Error(`HTTP ${response.status} from ${servedBy ?? 'the balancer'}`);
      error.status = response.status;
      throw error;
    }
    const body = await response.json();
    return { ...body, servedBy };
  }

  /** Like graphql, but throws on GraphQL errors. */
  async function must(query, variables, options) {
    const answer = await graphql(query, variables, options);
    if (answer.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(answer.errors)}`);
    return answer;
  }

  return {
    shopUrl,
    graphql,
    must,
    async page(pathname) {
      const response = await fetch(`${shopUrl}${pathname}`, { headers: { accept: 'text/html' } });
      return {
        status: response.status,
        html: await response.text(),
        servedBy: response.headers.get('x-served-by'),
      };
    },
    async erp(kind, batch, adminKey) {
      const response = await fetch(`${shopUrl}/api/admin/erp/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': adminKey, origin: shopUrl },
        body: JSON.stringify(batch),
      });
      return {
        status: response.status,
        body: await response.json(),
        servedBy: response.headers.get('x-served-by'),
      };
    },
  };
}

/** Cart steps one request each, so round robin spreads them over the instances. */
export async function readyCart(client, sku, email) {
  const servedBy = [];
  const step = async (query, variables) => {
    const answer = await client.must(query, variables);
    servedBy.push(answer.servedBy);
    return answer.data;
  };
  const { createGuestCart } = await step('mutation { createGuestCart { cart { id } } }');
  const id = createGuestCart.cart.id;
  const added = await step(
    'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code message } } }',
    { id, sku },
  );
  if (added.addProductsToCart.user_errors.length > 0) {
    throw new Error(JSON.stringify(added.addProductsToCart.user_errors));
  }
  await step(
    'mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } } }',
    { id, email },
  );
  await step(
    'mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }',
    { id, address },
  );
  await step(
    'mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id },
  );
  await step(
    'mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { id },
  );
  await step(
    'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "paynl_payment_ideal" } }) { cart { id } } }',
    { id },
  );
  return { id, servedBy };
}

export const placeOrder = /* GraphQL */ `
  mutation ($id: String!) {
    placeOrder(input: { cart_id: $id }) {
      orderV2 {
        number
        token
      }
      errors {
        code
        message
        order_number
      }
    }
  }
`;

/**
 * Places the cart's order, trying again when the instance that had the request went away
 * (a 502/503 from the balancer, a cut connection): placing is idempotent per cart.
 */
export async function placeWithRetry(client, id, tries = 20) {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await client.must(placeOrder, { id });
      const { orderV2, errors } = answer.data.placeOrder;
      if (orderV2) return { ...orderV2, attempts: attempt, servedBy: answer.servedBy };
      throw new Error(`placeOrder refused: ${JSON.stringify(errors)}`);
    } catch (error) {
      const retriable = error.status >= 500 || error.cause || /fetch failed/.test(error.message);
      if (!retriable || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Starts the payment, chooses "paid" on the provider's page, and returns to the shop. */
export async function pay(client, token) {
  const started = await client.must(
    'mutation ($token: String!) { paynlStartTransaction(input: { order_token: $token }) { redirectUrl pay_order_id } }',
    { token },
  );
  const { redirectUrl, pay_order_id: payOrderId } = started.data.paynlStartTransaction;
  const chosen = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'paid' }).toString(),
    redirect: 'manual',
  });
  if (chosen.status !== 303) throw new Error(`the payment page answered ${chosen.status}`);
  const back = new URL(chosen.headers.get('location'));
  const finished = await client.must(
    'mutation ($id: String!) { paynlFinishTransaction(input: { pay_order_id: $id }) { state } }',
    { id: back.searchParams.get('id') ?? payOrderId },
  );
  const { state } = finished.data.paynlFinishTransaction;
  return { state, startedBy: started.servedBy, finishedBy: finished.servedBy };
}
