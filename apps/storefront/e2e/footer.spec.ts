import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';

test('the footer link sections are an accordion at 390 px and open lists at 1280 px', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const sections = page.getByTestId('footer-section');
  await expect(sections).toHaveCount(4); // spec §9 footer list count
  const first = sections.first();
  const toggle = first.getByRole('button');
  const list = first.getByRole('list');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await expect(sections.nth(1).getByRole('list')).toBeHidden();
  await page.getByTestId('footer-links').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('footer-accordion-390.png') });
  await toggle.click();
  await expect(list).toBeHidden();

  await page.setViewportSize(DESKTOP);
  await expect(toggle).toBeHidden();
  for (let index = 0; index < 4; index++)
    await expect(sections.nth(index).getByRole('list')).toBeVisible();
  await snapshot(page, testInfo, 'footer-1280');
});

test('the about, jobs, delivery and returns pages of the footer exist, in Dutch and English', async ({
  page,
  request,
}) => {
  const pages = ['/over-ons', '/werken-bij', '/service/bezorgen', '/service/retourneren'];
  for (const home of ['/', '/en']) {
    await page.goto(home);
    const prefix = home === '/' ? '' : home;
    for (const path of pages) {
      const href = prefix + path;
      await expect(page.locator(`footer a[href="${href}"]`).first()).toBeAttached();
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).toContain('<h1');
    }
  }
});
