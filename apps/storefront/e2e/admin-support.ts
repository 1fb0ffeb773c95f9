import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { e2eOwnerTotpSecret, e2eStaff, e2eStaffPassword, type E2eStaffKey } from './admin-accounts';

/**
 * An authenticator code for the owner. A code is accepted once (its 30-second step), so a second
 * sign-in within the same step waits for the next step: the step is the state it waits on.
 */
let lastUsedStep = -1;
export async function ownerTotpCode(page: Page, secret = e2eOwnerTotpSecret): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastUsedStep) {
    await page.waitForTimeout((lastUsedStep + 1) * 30_000 - Date.now() + 200);
    step = Math.floor(Date.now() / 30_000);
  }
  lastUsedStep = step;
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** Opens the back office and signs in as one of the journeys' staff (e2e/admin-accounts.ts). */
export async function signInAs(page: Page, who: E2eStaffKey) {
  const account = e2eStaff[who];
  await page.goto('/admin/');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(e2eStaffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (account.totp) {
    await page.getByLabel('Code').fill(await ownerTotpCode(page));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** Signs out through the frame's button and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
}

/** The back office in English whatever the browser's language (the picker keeps it per browser). */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'en'));
}
