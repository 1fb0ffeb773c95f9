import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations } from './axe-support';
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
  // Below 1024 px the menu is behind its button; either way the frame is there.
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .or(page.getByRole('button', { name: 'Main menu' })),
  ).toBeVisible();
}

/**
 * The screen at 768 px (a tablet): the menu folds behind its button, nothing makes the page
 * scroll sideways (wide tables scroll in their own region, reachable by keyboard: axe), and
 * the button opens the menu. The viewport is 1280 px again after.
 */
export async function expectFitsTablet(page: Page) {
  await page.setViewportSize({ width: 768, height: 1024 });
  const menuButton = page.getByRole('button', { name: 'Main menu' });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  expect(await axeViolations(page)).toEqual([]);
  await menuButton.click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await menuButton.click();
  await page.setViewportSize({ width: 1280, height: 900 });
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
