import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInShopper } from './account-support';
import { axeViolations } from './axe-support';
import { waitForMail, waitForMailWithPrefix } from './mail-support';
import { DESKTOP, MOBILE, snapshot } from './support';
import { clearCookiesButConsent } from './consent-support';

// spec §2 account entry: create account, the mailed confirmation, sign in (drawer and page),
// greeting, sign out; forgot password, the mailed link, a new password. Dutch, the default.

const password = 'Sterk-wachtw00rd';
const newPassword = 'Nieuw-wachtw00rd!';

/** The path and query of a link in a mail (its host is the shop's public one). */
function mailedPath(text: string | undefined, page: string): string {
  const match = new RegExp(`https?://\\S+${page}\\S*`).exec(text ?? '');
  expect(match, `a ${page} link in the mail`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

/** Clicks a header toggle until what it opens is there (a click before hydration does nothing). */
async function openFromToggle(page: Page, opened: Locator) {
  const toggle = page.getByTestId('account-toggle');
  await expect(async () => {
    if (!(await opened.isVisible())) await toggle.click();
    await expect(opened).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** The account menu: the desktop dropdown or the mobile account sidebar (spec §4). */
function accountPanel(page: Page, mobile: boolean): Locator {
  return mobile
    ? page.getByRole('dialog', { name: 'Mijn account' })
    : page.locator('#account-dropdown');
}

for (const [label, viewport] of [
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  const mobile = label === 'mobile';

  test.describe(`account entry (${label})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('register → confirmation mail → confirm → sign in → greeting → sign out', async ({
      page,
    }, testInfo) => {
      const email = `register-${randomBytes(6).toString('hex')}@example.com`;
      await page.goto('/customer/account/create');
      await expect(page).toHaveTitle(/Account aanmaken/);
      const form = page.getByTestId('register-form');
      // A form's server HTML is there before its code runs: wait for it to run before using it.
      await expect(form).toHaveAttribute('data-ready', 'true');

      // spec §5: the rules speak before anything is sent.
      await form.getByRole('button', { name: 'Account aanmaken' }).click();
      await expect(form.getByText('Je bent vergeten dit veld in te vullen').first()).toBeVisible();
      await expect(form.getByLabel('Voornaam')).toBeFocused();
      await expect(form.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel('Voornaam').fill('Femke');
      await form.getByLabel('Achternaam').fill('Jansen');
      await form.getByLabel('E-mailadres').fill(email);
      await form.getByLabel('Wachtwoord', { exact: true }).fill('zwak');
      await form.getByLabel('Herhaal wachtwoord').fill('anders');
      await form.getByRole('button', { name: 'Account aanmaken' }).click();
      await expect(form.getByLabel('Wachtwoord', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await form.getByLabel('Wachtwoord', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Toon wachtwoord' }).first().click();
      await expect(form.getByLabel('Wachtwoord', { exact: true })).toHaveAttribute('type', 'text');
      await form.getByRole('button', { name: 'Account aanmaken' }).click();
      await expect(form.getByText('De wachtwoorden komen niet overeen')).toBeVisible();
      await form.getByLabel('Herhaal wachtwoord').fill(password);
      await snapshot(page, testInfo, `account-auth-${label}-create`);
      await form.getByRole('button', { name: 'Account aanmaken' }).click();
      await expect(page.getByTestId('auth-success')).toBeVisible();
      await snapshot(page, testInfo, `account-auth-${label}-created`);

      const mail = await waitForMail(`account-confirmation:${email}`);
      await page.goto(mailedPath(mail.text, '/customer/account/confirm'));
      await expect(page.getByTestId('auth-success')).toContainText('Je account is bevestigd');
      await snapshot(page, testInfo, `account-auth-${label}-confirmed`);

      if (mobile) {
        // On the confirmation page: the address is filled in already.
        const signIn = page.getByTestId('sign-in-form');
        await expect(signIn).toHaveAttribute('data-ready', 'true');
        await expect(signIn.getByLabel('E-mailadres')).toHaveValue(email);
        await signIn.getByLabel('Wachtwoord', { exact: true }).fill(password);
        await signIn.getByRole('button', { name: 'Inloggen' }).click();
        await expect(page).toHaveURL(/\/customer\/account\/edit$/);
      } else {
        // In the auth drawer, from the header's account dropdown.
        await page.goto('/');
        const dropdown = accountPanel(page, false);
        await openFromToggle(page, dropdown);
        await dropdown.getByRole('button', { name: 'Inloggen' }).click();
        const drawer = page.getByRole('dialog', { name: 'Inloggen' });
        await expect(drawer).toBeVisible();
        await drawer.getByLabel('E-mailadres').fill(email);
        await drawer.getByLabel('Wachtwoord', { exact: true }).fill('Fout-wachtw00rd');
        await drawer.getByRole('button', { name: 'Inloggen' }).click();
        await expect(drawer.getByRole('alert')).toBeVisible();
        await drawer.getByLabel('Wachtwoord', { exact: true }).fill(password);
        await snapshot(page, testInfo, `account-auth-${label}-drawer-sign-in`, { fullPage: false });
        await drawer.getByRole('button', { name: 'Inloggen' }).click();
        await expect(drawer).toHaveCount(0);
      }
      const toggle = page.getByTestId('account-toggle');
      await expect(toggle).toContainText('Hoi, Femke');
      await snapshot(page, testInfo, `account-auth-${label}-signed-in`, { fullPage: false });

      const panel = accountPanel(page, mobile);
      await openFromToggle(page, panel);
      await expect(panel.getByRole('link', { name: 'Mijn bestellingen' })).toBeVisible();
      await snapshot(page, testInfo, `account-auth-${label}-account-menu`, { fullPage: false });
      await panel.getByRole('button', { name: 'Uitloggen' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(toggle).not.toContainText('Hoi');
      await expect(toggle).toContainText('Account');
    });

    test('forgot password → mail → new password → sign in with it', async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      const shopper = await signedInShopper(context, baseURL!, { firstname: 'Joost' });
      await clearCookiesButConsent(context);

      await page.goto('/customer/account/forgotpassword');
      const form = page.getByTestId('forgot-password-form');
      await expect(form).toHaveAttribute('data-ready', 'true');
      await form.getByLabel('E-mailadres').fill('j\u00f6ost@example.com');
      await form.getByRole('button', { name: 'Verstuur link' }).click();
      await expect(
        form.getByText('Speciale tekens zoals ñ ü ö zijn niet toegestaan'),
      ).toBeVisible();
      await form.getByLabel('E-mailadres').fill(shopper.email);
      await form.getByRole('button', { name: 'Verstuur link' }).click();
      await expect(page.getByTestId('auth-success')).toBeVisible();
      await snapshot(page, testInfo, `account-auth-${label}-forgot-sent`);

      const mail = await waitForMailWithPrefix(`password-reset:${shopper.email}:`);
      const resetPath = mailedPath(mail.text, '/customer/account/createPassword');
      await page.goto(resetPath);
      const reset = page.getByTestId('reset-password-form');
      await expect(reset).toHaveAttribute('data-ready', 'true');
      await reset.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
      await reset.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
      await snapshot(page, testInfo, `account-auth-${label}-reset`);
      await reset.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
      await expect(page.getByTestId('auth-success')).toBeVisible();

      const signIn = page.getByTestId('sign-in-form');
      await expect(signIn.getByLabel('E-mailadres')).toHaveValue(shopper.email);
      await signIn.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
      await signIn.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page).toHaveURL(/\/customer\/account\/edit$/);
      await expect(page.getByTestId('account-toggle')).toContainText('Hoi, Joost');

      // The link is single-use: opened again, the page says so before showing any form.
      await page.goto(resetPath);
      await expect(page.getByRole('main').getByRole('alert')).toContainText('ongeldig');
      await expect(page.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toBeVisible();
      await expect(page.getByTestId('reset-password-form')).toHaveCount(0);
    });

    test('the entry pages and the open drawer have no axe violations', async ({ page }) => {
      for (const path of [
        '/customer/account/login?redirect=/customer/account/orders',
        '/customer/account/create',
        '/customer/account/forgotpassword',
        '/customer/account/createPassword?email=nobody%40example.com&token=wrong',
        '/customer/account/confirm?email=nobody%40example.com&key=wrong',
      ]) {
        await page.goto(path);
        const robots = page.locator('meta[name="robots"]');
        await expect(robots).toHaveAttribute('content', /noindex/);
        expect(await axeViolations(page), path).toEqual([]);
      }
      // The sign-in page with its errors showing.
      await page.goto('/customer/account/login');
      const signIn = page.getByTestId('sign-in-form');
      await expect(signIn).toHaveAttribute('data-ready', 'true');
      await signIn.getByRole('button', { name: 'Inloggen' }).click();
      await expect(signIn.getByText('Je bent vergeten je e-mailadres in te vullen')).toBeVisible();
      await expect(signIn.getByLabel('E-mailadres')).toBeFocused();
      expect(await axeViolations(page), 'login with errors').toEqual([]);

      await page.goto('/');
      const panel = accountPanel(page, mobile);
      await openFromToggle(page, panel);
      await panel.getByRole('button', { name: 'Account aanmaken' }).click();
      const drawer = page.getByRole('dialog', { name: 'Account aanmaken' });
      await expect(drawer.getByTestId('register-form')).toBeVisible();
      expect(await axeViolations(page), 'drawer').toEqual([]);
      // Back returns to the default view, SIGN_IN.
      await drawer.getByRole('button', { name: 'Terug' }).click();
      await expect(page.getByRole('dialog', { name: 'Inloggen' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Inloggen' })).toHaveCount(0);
    });
  });
}
