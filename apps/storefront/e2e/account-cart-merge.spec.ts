import { expect, test, type Page } from '@playwright/test';
import { signedInShopper } from './account-support';
import { addThroughApi, buyableSkus } from './cart-support';
import { clearCookiesButConsent } from './consent-support';

interface CartAnswer {
  total_quantity: number;
  items: { product: { sku: string } }[];
}

async function cartSkus(page: Page): Promise<string[]> {
  const cart = (await (await page.request.get('/api/cart')).json()) as CartAnswer;
  return cart.items.map((item) => item.product.sku).sort();
}

test('a guest cart joins the account cart on sign in; signing out leaves an empty guest cart', async ({
  page,
  context,
  baseURL,
}) => {
  const shopper = await signedInShopper(context, baseURL!);
  await page.goto('/');
  const [kept, added] = await buyableSkus(page.request, 2);
  // The account already holds a product in its own cart.
  expect(await cartSkus(page)).toEqual([]);
  expect(await addThroughApi(page, [kept!])).toBe(1);
  expect(await cartSkus(page)).toEqual([kept]);

  // Signed out on this browser, the shopper fills a guest cart.
  await clearCookiesButConsent(context);
  await page.goto('/');
  expect(await addThroughApi(page, [added!])).toBe(1);
  expect(await cartSkus(page)).toEqual([added]);

  await page.goto('/customer/account/login');
  const signIn = page.getByTestId('sign-in-form');
  await expect(signIn).toHaveAttribute('data-ready', 'true');
  await signIn.getByLabel('E-mailadres').fill(shopper.email);
  await signIn.getByLabel('Wachtwoord', { exact: true }).fill(shopper.password);
  await signIn.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/edit$/);
  expect(await cartSkus(page)).toEqual([kept, added].sort());

  const logout = await page.request.post('/api/user', {
    data: { type: 'logout' },
    headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
  });
  expect(logout.status()).toBe(200);
  expect(await cartSkus(page)).toEqual([]);
});
