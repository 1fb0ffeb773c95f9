import { expect, test } from '@playwright/test';
import { e2eStaff, e2eStaffPassword } from './admin-accounts';
import { signInAs, signOut } from './admin-support';
import { axeViolations } from './axe-support';
import { snapshot } from './support';
import { openCheckoutWithWashingMachine, payWithIdeal, toPaymentStep } from './checkout-support';
import { generate } from 'otplib';

// The back office's frame: the owner signs in with a code, reads the dashboard and finds a new
// order in the list by the buyer's e-mail; the page keeps its strict policy; a new owner must set
// up two-factor sign-in before anything else; a signed-out call gets nothing.
test('the owner signs in with a code, sees the dashboard and finds an order', async ({
  page,
}, testInfo) => {
  // The app itself never needs an inline style or script. (axe and the screenshots add their own
  // styles to the page, which the policy rightly blocks: not counted while they run.)
  const policyViolations: string[] = [];
  let watching = true;
  page.on('console', (message) => {
    if (watching && /Content.Security.Policy/i.test(message.text()))
      policyViolations.push(`${page.url()}: ${message.text()}`);
  });
  const unwatched = async <T>(action: () => Promise<T>): Promise<T> => {
    watching = false;
    try {
      return await action();
    } finally {
      watching = true;
    }
  };

  // A paid order to look for.
  await openCheckoutWithWashingMachine(page);
  await toPaymentStep(page);
  await payWithIdeal(page, 'Paid');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const number = /Je bestelnummer is (\d+)\./.exec(
    (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();

  const answer = await page.goto('/admin/');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(answer?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await signInAs(page, 'owner');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Orders today')).toBeVisible();
  expect(await unwatched(() => axeViolations(page))).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await unwatched(() => snapshot(page, testInfo, 'admin-dashboard-1280'));

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Search').fill('anna.devries@example.nl');
  await page.getByLabel('State').selectOption('PROCESSING');
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(/q=anna.devries/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: number! }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Processing');
  expect(await unwatched(() => axeViolations(page))).toEqual([]);
  await unwatched(() => snapshot(page, testInfo, 'admin-orders-1280'));

  // The address keeps the filters: a reload shows the same list.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByLabel('Search')).toHaveValue('anna.devries@example.nl');

  // Dutch for whoever prefers it.
  await page.getByLabel('Language', { exact: true }).selectOption('nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  await page.getByLabel('Taal', { exact: true }).selectOption('en');

  await signOut(page);
  // Signed out, the engine answers the back office's calls with nothing but a code.
  const signedOut = await page.request.post('/api/admin/graphql', {
    data: { query: '{ adminDashboard { orders_today } }' },
    headers: { 'content-type': 'application/json', origin: new URL(page.url()).origin },
  });
  const body = (await signedOut.json()) as {
    data?: unknown;
    errors?: { extensions?: { code?: string } }[];
  };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(body.data ?? null).toBeNull();
  expect(policyViolations).toEqual([]);
});

test('a new owner must set up two-factor sign-in first', async ({ page }) => {
  await page.goto('/admin/orders');
  await page.getByLabel('E-mail address').fill(e2eStaff.newOwner.email);
  await page.getByLabel('Password').fill(e2eStaffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  // A wrong code changes nothing.
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page
    .getByLabel('Code')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // Then the screen asked for at first: the orders.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
