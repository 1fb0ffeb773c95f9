import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signedInShopper } from './account-support';
import { expectFitsTablet, signInAs } from './admin-support';
import { axeViolations } from './axe-support';
import { buyableSkus } from './cart-support';
import { fillDetails, payWithIdeal, shopper } from './checkout-support';
import { DESKTOP, snapshot } from './support';

/** A paid order of the signed-in shopper: one unit of the first product with one to spare. */
async function paidOrderOfShopper(page: Page): Promise<string> {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  let added = false;
  for (const sku of await buyableSkus(page.request, 30)) {
    const response = await page.request.post('/api/cart', {
      data: { sku, quantity: 1 },
      headers: { origin, 'content-type': 'application/json' },
    });
    if ((added = response.ok())) break;
  }
  expect(added).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
  await fillDetails(page, { ...shopper, email: '' });
  await page.getByRole('button', { name: 'Verder naar bezorging' }).click();
  await expect(page.getByRole('heading', { name: 'Bezorging kiezen' })).toBeFocused();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeFocused();
  await payWithIdeal(page, 'Paid');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const number = /Je bestelnummer is (\d+)\./.exec(
    (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();
  return number!;
}

// Customer care (ADR 0033): a shopper with an account orders; staff find them, download their
// data, erase them; the shopper can no longer sign in while the order stays for the tax office.
test.setTimeout(120_000);

test('staff find, export and erase a customer; the order stays', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const account = await signedInShopper(page.context(), baseURL!, { firstname: 'Femke' });
  const number = await paidOrderOfShopper(page);

  // Staff work in a browser of their own.
  const office = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  const staff = await office.newPage();
  await signInAs(staff, 'staff');
  await staff
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await staff.getByLabel('Search').fill(account.email.slice(0, 16));
  await staff.getByRole('button', { name: 'Find customers' }).click();
  await expect(staff).toHaveURL(/customers\?q=/);
  const row = staff.getByRole('row').filter({ hasText: account.email });
  await expect(row).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  await row.getByRole('link', { name: 'Femke de Vries' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Femke de Vries' })).toBeVisible();
  const orders = staff.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: number })).toBeVisible();
  await expect(staff.getByText('Never asked')).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await snapshot(staff, testInfo, 'admin-customers');

  // A tablet in the shop: the page fits without scrolling sideways.
  await staff.setViewportSize({ width: 768, height: 1024 });
  await expect(orders.getByRole('link', { name: number })).toBeVisible();
  expect(
    await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await staff.setViewportSize(DESKTOP);

  // The download holds the order, with its lines.
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Download all data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customer-\d+-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    orders: { number: string; lines: unknown[] }[];
  };
  expect(exported.account.email).toBe(account.email);
  expect(exported.orders.map((order) => order.number)).toContain(number);
  expect(exported.orders.find((order) => order.number === number)!.lines.length).toBeGreaterThan(0);
  await expect(staff.getByRole('status')).toContainText('Downloaded customer-');

  // Erasing asks for the address, typed.
  await staff.getByRole('button', { name: 'Erase customer…' }).click();
  const dialog = staff.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Erase Femke de Vries?' })).toBeVisible();
  const confirm = dialog.getByLabel("Type the customer's e-mail address to confirm");
  await expect(confirm).toBeFocused();
  await confirm.fill('someone.else@example.com');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog.getByText('That is not the e-mail address of this account.')).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await confirm.fill(account.email);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(staff.getByRole('status')).toContainText(
    `The customer was erased. Orders kept: ${number}.`,
  );
  await expect(staff.getByRole('heading', { level: 1, name: 'Erased' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Erase customer…' })).toHaveCount(0);

  // The shopper is signed out and can no longer sign in.
  const user = await (await page.request.get('/api/user')).json();
  expect(user).toMatchObject({ isLoggedIn: false });
  const signIn = await page.request.post('/api/user?locale=nl', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: { type: 'login', email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);

  // The order is still in the list, found by its number.
  await staff
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await staff.getByLabel('Search').fill(number);
  await staff.getByRole('button', { name: 'Show orders' }).click();
  await expect(
    staff.getByRole('row').filter({ has: staff.getByRole('link', { name: number }) }),
  ).toBeVisible();

  // The outbox: recipients and states, no contents; filtered by state in the address.
  await staff
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Mail outbox' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Mail outbox' })).toBeVisible();
  await staff.getByLabel('State').selectOption('SENT');
  await expect(staff).toHaveURL(/mail\?status=SENT/);
  await expect(
    staff.getByRole('table', { name: 'Mail outbox' }).getByRole('row').nth(1),
  ).toContainText('Sent');
  // A sent mail has no button to send it again (a failed one is retried in the engine's tests:
  // the journeys' mail never fails honestly).
  await expect(staff.getByRole('button', { name: /^Send again/ })).toHaveCount(0);
  expect(await axeViolations(staff)).toEqual([]);
  await snapshot(staff, testInfo, 'admin-mail');
  await expectFitsTablet(staff);
  await office.close();
});

test('a store employee sees neither customers nor mail, and the engine refuses them', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'storeA');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Mail outbox' })).toHaveCount(0);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  for (const query of [
    '{ adminCustomers { items { id } } }',
    '{ adminMailOutbox { items { id } } }',
  ]) {
    const answer = await page.request.post('/api/admin/graphql', {
      data: { query },
      headers: { 'content-type': 'application/json', origin },
    });
    const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }
});
