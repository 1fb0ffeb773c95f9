import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import { openCheckoutWithWashingMachine, payWithIdeal, toPaymentStep } from './checkout-support';
import { DESKTOP, snapshot } from './support';

// spec §2, §8: a cancelled payment returns to checkout with the cart intact and 'try again'; a
// denied one asks for another payment method.
test.describe('a payment that does not go through', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openCheckoutWithWashingMachine(page);
    await toPaymentStep(page);
  });

  test('cancelled: back to checkout with the cart intact', async ({ page }, testInfo) => {
    await payWithIdeal(page, 'Cancelled');
    await expect(page).toHaveURL(/\/checkout\?type=cancelPayment$/);
    await expect(
      page.getByText('Je bestelling is geannuleerd. Probeer het opnieuw.'),
    ).toBeVisible();
    await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Je bestelling' })).toBeVisible();
    // The cart holds the step: the shopper continues at paying.
    await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, 'checkout-cancelled-1280');
  });

  test('denied: asks for another payment method', async ({ page }) => {
    await payWithIdeal(page, 'Denied');
    await expect(page).toHaveURL(/\/checkout\?type=cancelPayment&reason=denied$/);
    await expect(
      page.getByText(
        'Je bestelling is geweigerd door de betaalprovider. Kies een andere betaalmethode.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestellen en betalen' })).toBeVisible();
  });
});
