import { expect, test } from '@playwright/test';

// The seeded service hours: Monday to Friday 08:30 to 17:00, Europe/Amsterdam (spec §9). The
// status is decided once the service block comes near the screen.
test.describe('opening hours decide "Now available"', () => {
  test('during opening hours', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-05T10:15:00+01:00')); // Monday
    await page.goto('/');
    await page.getByTestId('service-block').scrollIntoViewIfNeeded();
    const status = page.getByTestId('service-block').getByTestId('availability');
    await expect(status).toHaveText('Nu bereikbaar');
    await expect(status).toHaveAttribute('data-open', 'true');
  });

  test('before opening time and at the weekend', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-05T08:15:00+01:00')); // Monday, too early
    await page.goto('/en');
    await page.getByTestId('service-block').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('availability')).toHaveText('Closed now');
    await page.clock.setFixedTime(new Date('2026-01-10T12:00:00+01:00')); // Saturday
    await page.reload();
    await page.getByTestId('service-block').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('availability')).toHaveAttribute('data-open', 'false');
  });
});
