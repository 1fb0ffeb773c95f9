import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addThroughApi, buyableSkus } from './cart-support';
import { clearCookiesButConsent } from './consent-support';

/** A washing machine in stock (the shop's demo catalogue has them), or any buyable product. */
export async function washingMachineSku(request: APIRequestContext): Promise<string> {
  const query = `{ products(search: "wasmachine", pageSize: 40, currentPage: 1) { items { sku type_id stock_status shouldDisplayPrice out_of_assortment } } }`;
  const response = await request.post('/api/graphql', {
    data: { query },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as {
    data?: {
      products: {
        items: {
          sku: string;
          type_id: string;
          stock_status: string;
          shouldDisplayPrice: boolean;
          out_of_assortment: boolean;
        }[];
      };
    };
  };
  const found = body.data?.products.items.find(
    (item) =>
      item.type_id === 'simple' &&
      item.stock_status === 'IN_STOCK' &&
      item.shouldDisplayPrice &&
      !item.out_of_assortment,
  );
  return found?.sku ?? (await buyableSkus(request, 1))[0]!;
}

/** A fresh cart with one washing machine, and /checkout open and answering to input. */
export async function openCheckoutWithWashingMachine(page: Page) {
  await page.goto('/');
  await clearCookiesButConsent(page.context());
  const sku = await washingMachineSku(page.request);
  expect(await addThroughApi(page, [sku])).toBe(1);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
}

export const shopper = {
  email: 'anna.devries@example.nl',
  firstname: 'Anna',
  lastname: 'de Vries',
  postcode: '3511 AB',
  houseNumber: '12',
  street: 'Dorpsstraat',
  city: 'Utrecht',
  telephone: '0612345678',
};

/** Step 1 in Dutch, as a shopper fills it in; a signed-in shopper (email '') has no e-mail field. */
export async function fillDetails(page: Page, values = shopper) {
  // The footer's newsletter form has an e-mail field too.
  if (values.email) await page.getByTestId('checkout').getByLabel('E-mailadres').fill(values.email);
  await page.getByRole('radio', { name: 'Mevr.' }).check();
  await page.getByLabel('Voornaam').fill(values.firstname);
  await page.getByLabel('Achternaam').fill(values.lastname);
  await page.getByLabel('Postcode').fill(values.postcode);
  await page.getByLabel('Huisnummer').fill(values.houseNumber);
  await page.getByLabel('Straat').fill(values.street);
  await page.getByLabel('Plaats').fill(values.city);
  await page.getByLabel('Telefoonnummer').fill(values.telephone);
}

export async function toPaymentStep(page: Page) {
  await fillDetails(page);
  await page.getByRole('button', { name: 'Verder naar bezorging' }).click();
  await expect(page.getByRole('heading', { name: 'Bezorging kiezen' })).toBeFocused();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeFocused();
  await expect(page.getByText('Bezorgd op')).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
}

type Outcome = 'Paid' | 'Cancelled' | 'Denied';

/** Places the order with iDEAL and ends the payment at the simulator with the given outcome. */
export async function payWithIdeal(page: Page, outcome: Outcome) {
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await payAtSimulator(page, 'iDEAL', outcome);
}

/** At the simulator's payment page for the given method: ends the payment with the outcome. */
export async function payAtSimulator(page: Page, method: string, outcome: Outcome) {
  await expect(page).toHaveURL(/\/paynl-simulator\/pay\//);
  await expect(page.locator('dt:has-text("Method") + dd')).toContainText(method);
  await page.getByRole('radio', { name: outcome, exact: true }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** A buyable product whose store price is below its web price (spec §2 in-store discount). */
export async function cheaperInStoreSku(request: APIRequestContext): Promise<string | null> {
  const query = `{ products(search: "", pageSize: 100, currentPage: 1) { items { sku type_id stock_status price_in_store { value } price_range { minimum_price { final_price { value } } } } } }`;
  const response = await request.post('/api/graphql', {
    data: { query },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as {
    data?: {
      products: {
        items: {
          sku: string;
          type_id: string;
          stock_status: string;
          price_in_store: { value: number } | null;
          price_range: { minimum_price: { final_price: { value: number } } };
        }[];
      };
    };
  };
  const found = body.data?.products.items.find(
    (item) =>
      item.type_id === 'simple' &&
      item.stock_status === 'IN_STOCK' &&
      item.price_in_store !== null &&
      item.price_in_store.value < item.price_range.minimum_price.final_price.value,
  );
  return found?.sku ?? null;
}

/**
 * Runs the shopper's action that places the order and returns the order number the checkout's
 * placeOrder answer carried (PUT /api/cart, spec §7 orderData). The answer is read on its way to
 * the page, since the page leaves for the payment page right after it.
 */
export async function placedOrderNumber(page: Page, action: () => Promise<void>) {
  let number: string | null = null;
  const isCartUpdate = (url: URL) => url.pathname === '/api/cart';
  await page.route(isCartUpdate, async (route) => {
    const request = route.request();
    if (request.method() !== 'PUT' || !request.postData()?.includes('checkout-placeOrder')) {
      return route.fallback();
    }
    const response = await route.fetch();
    const body = (await response.json()) as { orderData?: { number: string } };
    number = body.orderData?.number ?? null;
    await route.fulfill({ response, json: body });
  });
  try {
    await action();
  } finally {
    await page.unroute(isCartUpdate);
  }
  expect(number).toMatch(/^\d+$/);
  return number!;
}
