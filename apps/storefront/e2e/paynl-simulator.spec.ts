import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MOBILE, snapshot } from './support';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;
const postcode = '3511 AB';
const email = 'anna@example.nl';

async function graphql<T>(
  request: APIRequestContext,
  baseURL: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/api/graphql', {
    data: { query, variables },
    headers: { origin: baseURL },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** A guest order paid with iDEAL, placed and sent to the provider, as the checkout does it. */
async function orderAwaitingPayment(request: APIRequestContext, baseURL: string) {
  const { products } = await graphql<{
    products: { items: { sku: string; __typename: string; stock_status: string }[] };
  }>(
    request,
    baseURL,
    '{ products(filter: {}, pageSize: 40) { items { sku __typename stock_status } } }',
  );
  const product = products.items.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  )!;
  const { createGuestCart } = await graphql<{ createGuestCart: { cart: { id: string } } }>(
    request,
    baseURL,
    'mutation { createGuestCart { cart { id } } }',
  );
  const id = createGuestCart.cart.id;
  await graphql(
    request,
    baseURL,
    `
      mutation (
        $id: String!
        $items: [CartItemInput!]!
        $address: CartAddressInput!
        $email: String!
      ) {
        addProductsToCart(cartId: $id, cartItems: $items) {
          user_errors {
            code
          }
        }
        setGuestEmailOnCart(input: { cart_id: $id, email: $email }) {
          cart {
            id
          }
        }
        setShippingAddressesOnCart(
          input: { cart_id: $id, shipping_addresses: [{ address: $address }] }
        ) {
          cart {
            id
          }
        }
        setBillingAddressOnCart(
          input: { cart_id: $id, billing_address: { same_as_shipping: true } }
        ) {
          cart {
            id
          }
        }
        setShippingMethodsOnCart(
          input: {
            cart_id: $id
            shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }]
          }
        ) {
          cart {
            id
          }
        }
        setPaymentMethodOnCart(
          input: { cart_id: $id, payment_method: { code: "paynl_payment_ideal" } }
        ) {
          cart {
            id
          }
        }
      }
    `,
    {
      id,
      email,
      items: [{ sku: product.sku, quantity: 1 }],
      address: {
        firstname: 'Anna',
        lastname: 'de Vries',
        street: ['Kerkstraat', '12'],
        city: 'Utrecht',
        postcode,
        country_code: 'NL',
        telephone: '0612345678',
      },
    },
  );
  const { placeOrder } = await graphql<{
    placeOrder: { orderV2: { number: string; token: string } };
  }>(
    request,
    baseURL,
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number token } } }',
    { id },
  );
  const { paynlStartTransaction } = await graphql<{
    paynlStartTransaction: { redirectUrl: string };
  }>(
    request,
    baseURL,
    'mutation ($token: String!, $url: String!) { paynlStartTransaction(input: { order_token: $token, return_url: $url }) { redirectUrl } }',
    { token: placeOrder.orderV2.token, url: `${baseURL}/paynl/checkout` },
  );
  return { number: placeOrder.orderV2.number, redirectUrl: paynlStartTransaction.redirectUrl };
}

test.describe('paying in the Pay.nl simulator', () => {
  test.use({ viewport: MOBILE });

  test('a shopper pays by keyboard at 390 px, returns to the shop and the order is paid', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const { number, redirectUrl } = await orderAwaitingPayment(request, baseURL!);
    expect(new URL(redirectUrl).origin).toBe(new URL(baseURL!).origin);

    const response = await page.goto(redirectUrl);
    expect(response!.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { name: 'Pay.nl simulator' })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(page.getByText('iDEAL', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE.width,
    );
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: { id: string }[] }>;
        };
      };
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      });
      return result.violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
    await snapshot(page, testInfo, 'paynl-simulator-390');

    // The outcome group is one tab stop; arrows move the choice, as in any radio group.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Paid')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Pending')).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByLabel('Paid')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
    // The form posts to the page itself and is redirected to the shop's return URL (both
    // allowed by the shop's form-action 'self'), which sends the shopper on to the success page.
    const [returned] = await Promise.all([
      page.waitForRequest((sent) => new URL(sent.url()).pathname === '/paynl/checkout'),
      page.keyboard.press('Enter'),
    ]);
    const back = new URL(returned.url());
    expect(back.origin).toBe(new URL(baseURL!).origin);
    expect(back.pathname).toBe('/paynl/checkout');
    expect(back.searchParams.get('statusCode')).toBe('100');
    expect(back.searchParams.get('reference')).toBe(number);
    await page.waitForURL(/\/checkout\/success\?order=/);

    // The simulator's signed exchange call, through the storefront, marks the order paid.
    await expect
      .poll(async () => {
        const { guestOrder } = await graphql<{ guestOrder: { status: string } }>(
          request,
          baseURL!,
          'query ($number: String!, $email: String!, $postcode: String!) { guestOrder(input: { number: $number, email: $email, postcode: $postcode }) { status } }',
          { number, email, postcode },
        );
        return guestOrder.status;
      })
      .toBe('Processing');
  });
});
