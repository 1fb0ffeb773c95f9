import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownerTotpCode, signInAs, useEnglish } from './admin-support';
import { axeViolations } from './axe-support';
import { snapshot } from './support';

// The roles of the back office, as the owner hands them out: the owner creates a staff member
// and a store employee (each temporary password shown once), each signs in with it, must choose
// their own and then sees only their own menu; staff are refused the staff screen by the screen
// and by the engine; a signed-out browser gets the sign-in page and a signed-out call nothing;
// the owner reads the creations in the audit log; a staff member turns on two-factor sign-in;
// deactivating an account ends its session at the next click.

const run = Date.now().toString(36);
const sara = { name: 'Sara Staff', email: `sara-${run}@shop.test`, password: 'Saras own 2026!' };
const kees = { name: 'Kees Counter', email: `kees-${run}@shop.test`, password: 'Kees eigen 2026!' };

/** The back office's GraphQL as the page's browser calls it (its cookies, its origin). */
async function graphqlCode(page: Page, query: string) {
  const answer = await page.request.post('/api/admin/graphql', {
    data: { query },
    headers: { 'content-type': 'application/json', origin: new URL(page.url()).origin },
  });
  const body = (await answer.json()) as {
    data?: unknown;
    errors?: { extensions?: { code?: string } }[];
  };
  return { code: body.errors?.[0]?.extensions?.code ?? null, data: body.data ?? null };
}

/** What the back office's strict policy refused on a page (it must refuse nothing). */
const policyViolations: string[] = [];
function watchPolicy(page: Page) {
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) policyViolations.push(message.text());
  });
}

async function newBrowserPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useEnglish(page);
  watchPolicy(page);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** First sign-in with a temporary password: the only way on is choosing one's own. */
async function firstSignIn(page: Page, email: string, temporary: string, password: string) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(temporary);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('Temporary password').fill(temporary);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(menu(page)).toBeVisible();
}

/** Creates an account on the staff screen and reads the temporary password shown once. */
async function createAccount(
  page: Page,
  person: { name: string; email: string },
  role: 'Staff' | 'Store employee',
  store?: string,
): Promise<string> {
  await page.getByRole('button', { name: 'New staff member' }).click();
  const form = page.getByRole('region', { name: 'New staff member' });
  await form.getByLabel('Name').fill(person.name);
  await form.getByLabel('E-mail address').fill(person.email);
  await form.getByLabel('Role').selectOption({ label: role });
  if (store) {
    // The store is required for a store employee: the form says so before the engine would.
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Choose the store this employee works in.')).toBeVisible();
    await form.getByLabel('Store').selectOption(store);
  }
  await form.getByRole('button', { name: 'Create account' }).click();
  const shown = page.getByRole('region', { name: 'Temporary password' });
  await expect(shown).toContainText(person.email);
  await expect(shown).toContainText('shown only now');
  const password = (await shown.getByTestId('temporary-password').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
  return password;
}

test('the owner hands out roles; each person sees and may do only what their role allows', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await useEnglish(page);
  watchPolicy(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'owner');
  await menu(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Olga Owner' })).toContainText('(you)');

  // The staff member: the password is shown once, copied, then forgotten by the screen.
  const saraTemporary = await createAccount(page, sara, 'Staff');
  await page.getByRole('button', { name: 'Copy password' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(saraTemporary);
  await page.getByRole('button', { name: 'I have handed it over' }).click();
  await expect(page.getByRole('region', { name: 'Temporary password' })).toHaveCount(0);
  await expect(page.getByText(saraTemporary)).toHaveCount(0);
  const saraRow = page.getByRole('row').filter({ hasText: sara.email });
  await expect(saraRow).toContainText('temporary password');

  // The store employee of Amsterdam.
  const keesTemporary = await createAccount(page, kees, 'Store employee', 'amsterdam');
  await expect(page.getByRole('row').filter({ hasText: kees.email })).toContainText(
    'Store employee',
  );
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, test.info(), 'admin-staff-1280');
  // On a tablet the list still fits its frame, the page itself does not scroll sideways.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole('button', { name: 'Copy password' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: test.info().outputPath('admin-staff-768.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'I have handed it over' }).click();
  // A second account with the same address is refused in words that say where to look.
  await page.getByRole('button', { name: 'New staff member' }).click();
  const form = page.getByRole('region', { name: 'New staff member' });
  await form.getByLabel('Name').fill('Sara Again');
  await form.getByLabel('E-mail address').fill(sara.email);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toContainText('already an account');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Sara signs in, chooses her password and sees the staff's menu: no staff, no audit log.
  const saraPage = await newBrowserPage(browser);
  await firstSignIn(saraPage, sara.email, saraTemporary, sara.password);
  await expect(menu(saraPage).getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Reservations',
    'Returns',
    'Catalogue',
    'Content',
    'Customers',
    'Mail outbox',
    'My account',
  ]);
  await saraPage.goto('/admin/staff');
  await expect(saraPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await saraPage.goto('/admin/audit');
  await expect(saraPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  // The screen's refusal is a courtesy: the engine refuses her the list itself.
  const refused = await graphqlCode(saraPage, '{ adminStaff { email } }');
  expect(refused).toEqual({ code: 'FORBIDDEN', data: null });

  // Kees signs in and sees his store's work only.
  const keesPage = await newBrowserPage(browser);
  await firstSignIn(keesPage, kees.email, keesTemporary, kees.password);
  await expect(menu(keesPage).getByRole('link')).toHaveText([
    'Orders',
    'Reservations',
    'My account',
  ]);
  await keesPage.goto('/admin/staff');
  await expect(keesPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect((await graphqlCode(keesPage, '{ adminAuditLog { has_more } }')).code).toBe('FORBIDDEN');

  // Signed out: the sign-in page, and the engine answers with a code and no data.
  const strangerPage = await newBrowserPage(browser);
  await strangerPage.goto('/admin/staff');
  await expect(
    strangerPage.getByRole('heading', { name: 'Sign in to the back office' }),
  ).toBeVisible();
  expect(await graphqlCode(strangerPage, '{ adminStaff { email } }')).toEqual({
    code: 'UNAUTHENTICATED',
    data: null,
  });

  // The owner reads both creations in the audit log, with who made them and what was made.
  await menu(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Operation').fill('createStaff');
  await page.getByRole('button', { name: 'Show entries' }).click();
  await expect(page).toHaveURL(/operation=createStaff/);
  // Newest first: Kees, then Sara, each made by the owner; each entry opens to what was made.
  const entries = page.getByRole('row').filter({ hasText: 'createStaff' });
  for (const [index, person] of [kees, sara].entries()) {
    const entry = entries.nth(index);
    await expect(entry).toContainText('owner@shop.test');
    await entry.getByText('Show changes').click();
    await expect(entry.getByRole('row', { name: /^email/ })).toContainText(person.email);
  }
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, test.info(), 'admin-audit-1280');
  // One click narrows the log to one account: everything done to Sara, so far her creation.
  await entries
    .nth(1)
    .getByRole('link', { name: /^staff:\d+$/ })
    .click();
  await expect(page).toHaveURL(/target=staff%3A\d+/);
  await expect(page.getByLabel('Target')).toHaveValue(/^staff:\d+$/);
  await expect(page.getByRole('row').filter({ hasText: 'createStaff' })).toHaveCount(1);

  // The owner gives Kees a new temporary password, by keyboard through his row's menu: it is
  // shown once, and his session ends.
  await menu(page).getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: `Actions for ${kees.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText([
    'Change role',
    'Reset password',
    'Deactivate',
  ]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const reset = page.getByRole('dialog', { name: `Give ${kees.name} a new temporary password?` });
  await reset.getByRole('button', { name: 'Yes, go on' }).click();
  const shownAgain = page.getByRole('region', { name: 'Temporary password' });
  await expect(shownAgain).toContainText(kees.email);
  const keesNew = (await shownAgain.getByTestId('temporary-password').textContent())!.trim();
  expect(keesNew).not.toBe(keesTemporary);
  await page.getByRole('button', { name: 'I have handed it over' }).click();
  await keesPage.reload();
  await expect(keesPage.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();

  // Sara turns on two-factor sign-in on her account page; signing in then needs a code.
  await menu(saraPage).getByRole('link', { name: 'My account' }).click();
  await expect(saraPage.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await saraPage.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await saraPage.getByTestId('totp-secret').textContent())!.trim();
  await saraPage.getByLabel('Code', { exact: true }).fill(await ownerTotpCode(saraPage, secret));
  await saraPage.getByRole('button', { name: 'Turn on' }).click();
  await expect(saraPage.getByText('Two-factor sign-in is on.')).toBeVisible();
  expect(await axeViolations(saraPage)).toEqual([]);
  await saraPage.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await saraPage.getByLabel('E-mail address').fill(sara.email);
  await saraPage.getByLabel('Password').fill(sara.password);
  await saraPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(saraPage.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await saraPage.getByLabel('Code').fill(await ownerTotpCode(saraPage, secret));
  await saraPage.getByRole('button', { name: 'Verify' }).click();
  await expect(menu(saraPage)).toBeVisible();

  // The owner deactivates Sara: her next click finds her signed out, and she cannot sign in.
  await menu(page).getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: `Actions for ${sara.name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${sara.name}?` });
  await expect(dialog).toContainText('signed out at their next click');
  await dialog.getByRole('button', { name: 'Yes, go on' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: sara.email })).toContainText('Deactivated');
  await menu(saraPage).getByRole('link', { name: 'Orders' }).click();
  await expect(saraPage.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await saraPage.getByLabel('E-mail address').fill(sara.email);
  await saraPage.getByLabel('Password').fill(sara.password);
  await saraPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(saraPage.getByRole('alert')).toBeVisible();
  await expect(menu(saraPage)).toHaveCount(0);

  // Reactivated, she signs in again (her password and her code still hers).
  await page.getByRole('button', { name: `Actions for ${sara.name}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Reactivate', 'Reset password']);
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expect(page.getByRole('row').filter({ hasText: sara.email })).toContainText('Active');
  expect(policyViolations).toEqual([]);
});
