import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE } from './support';

const focused = (page: Page) => page.locator(':focus');
/**
 * Focus is inside the open dialog, or has left the page for the browser's own controls (what a
 * modal dialog does after its last control), never on the page behind it.
 */
const focusStaysInDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !active || active === document.body || !!active.closest('dialog[open]');
  });

test('the mobile menu keeps focus inside, moves it with each level and gives it back', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // Enter before the header has hydrated does nothing: press until the drawer is open.
  await expect(async () => {
    if (!(await drawer.isVisible())) {
      await toggle.focus();
      await page.keyboard.press('Enter');
    }
    await expect(drawer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // Focus starts inside, on the close button.
  await expect(focused(page)).toHaveAccessibleName('Menu sluiten');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await focusStaysInDialog(page)).toBe(true);
  }
  // Shift+Tab from the first control stays inside too.
  await page.getByRole('button', { name: 'Menu sluiten' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusStaysInDialog(page)).toBe(true);
  // Nothing behind the dialog can take focus, not even when asked to: the page is inert.
  await page
    .locator('main a')
    .first()
    .evaluate((link: HTMLElement) => link.focus());
  expect(await focusStaysInDialog(page)).toBe(true);

  // Into a submenu: focus on the new level's heading.
  const first = drawer.locator('nav button').first();
  const name = (await first.textContent())!.trim();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveText(name);
  await expect(focused(page)).toHaveRole('heading');
  // Back: focus on the top level's heading.
  // (The dialog is named by its title, which is now the submenu's.)
  await page.getByTestId('menu-back').focus();
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveText('Menu');

  // Escape closes and returns focus to the toggle.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  // The Close button does the same.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.getByRole('button', { name: 'Menu sluiten' }).click();
  await expect(toggle).toBeFocused();
});

test('the mega menu is a disclosure menu: few Tabs past it, opened and closed by keys', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const firstLink = nav.locator('[data-mega-link]').first();
  await firstLink.focus();
  // Sub-links of closed panels are not in the Tab order: passing the menu takes one link and
  // one button per top item.
  const topItems = await nav.locator('[data-mega-item]').count();
  let tabs = 0;
  while ((await focused(page).evaluate((el) => !!el.closest('nav[data-mega-menu]'))) && tabs < 60) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(topItems * 2);

  const button = nav.locator('[data-mega-toggle]').first();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = nav.locator('[data-mega-panel]').first();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focused(page).evaluate((el) => !!el.closest('[data-mega-panel]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Arrow down opens and moves into the panel.
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  expect(await focused(page).evaluate((el) => !!el.closest('[data-mega-panel]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  // Focus alone no longer opens a panel.
  await firstLink.focus();
  await expect(panel).toBeHidden();
});

test('Escape on the account dropdown gives focus back to its toggle', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const toggle = page.getByTestId('account-toggle');
  const dropdown = page.locator('#account-dropdown');
  // A click before the header has hydrated does nothing: click until the dropdown is there.
  await expect(async () => {
    if ((await dropdown.count()) === 0) await toggle.click();
    await expect(dropdown).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await dropdown.locator('a, button').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#account-dropdown')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});
