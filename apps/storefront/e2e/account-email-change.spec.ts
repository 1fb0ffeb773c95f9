import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import { signedInShopper } from './account-support';
import { waitForMailWithPrefix } from './mail-support';
import { snapshot } from './support';

/** The path and query of the mail's link to `page`, so the journey stays on the test server. */
function mailedPath(text: string | undefined, page: string): string {
  const match = new RegExp(`https?://\\S+${page}\\S*`).exec(text ?? '');
  expect(match, `a ${page} link in the mail`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

// ADR 0014: a signed-in shopper asks for a new e-mail address with the password, follows the
// link mailed to the new address, and signs in with it; the old address is told.
test('a shopper changes the e-mail address through the link in the mail (English)', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const shopper = await signedInShopper(context, baseURL!, { firstname: 'Lotte' });
  const next = `moved-${randomBytes(6).toString('hex')}@example.com`;

  await page.goto('/en/customer/account/edit');
  const open = page.getByRole('button', { name: 'Change e-mail address' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByTestId('email-change-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New e-mail address').fill(next);
  await dialog.getByLabel('Current password').fill('Wrong-passw0rd');
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByText("The password doesn't match this account.")).toBeVisible();
  await dialog.getByLabel('Current password').fill(shopper.password);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `Follow the link we sent to ${next}`,
  );
  // Nothing changed yet: the account still shows the old address.
  await expect(page.getByRole('main').getByText(shopper.email)).toBeVisible();
  await snapshot(page, testInfo, 'account-email-change-requested');

  const mail = await waitForMailWithPrefix(`email-change-confirmation:${next}:`);
  expect(mail.subject).toBe('Confirm your new e-mail address');
  const link = mailedPath(mail.text, '/customer/account/confirmemail');
  expect(link.startsWith('/en/customer/account/confirmemail?token=')).toBe(true);

  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('auth-success')).toContainText(
    'Your e-mail address has been changed.',
  );
  const signIn = page.getByTestId('sign-in-form');
  await expect(signIn).toHaveAttribute('data-ready', 'true');
  await signIn.getByLabel('E-mail address').fill(next);
  await signIn.getByLabel('Password', { exact: true }).fill(shopper.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/customer\/account\/edit$/);
  await expect(page.getByRole('main').getByText(next)).toBeVisible();

  const notice = await waitForMailWithPrefix(`email-changed:${shopper.email}:`);
  expect(notice.text).toContain(next);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('invalid');
});
