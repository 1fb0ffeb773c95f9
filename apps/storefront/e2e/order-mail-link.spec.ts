import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import { openCheckoutWithWashingMachine, payWithIdeal, toPaymentStep } from './checkout-support';
import { waitForMail } from './mail-support';

// The confirmation mail's "Bekijk je bestelling" button opens the order's own page.
test("the confirmation mail's order link opens the order", async ({ page }) => {
  await openCheckoutWithWashingMachine(page);
  await toPaymentStep(page);
  await payWithIdeal(page, 'Paid');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const number = /Je bestelnummer is (\d+)\./.exec(
    (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();

  const mail = await waitForMail(`order-confirmation:${number}`);
  const match = /Bekijk je bestelling: (https?:\/\/\S+)/.exec(mail.text ?? '');
  expect(match, 'the order link in the mail').not.toBeNull();
  const link = new URL(match![1]!);
  expect(link.pathname).toMatch(/^\/order\/[A-Za-z0-9_-]{16,}$/);
  expect(mail.html).toContain(`href="${link.href}"`);
  expect(mail.text).toMatch(/Dorpsstraat 12\n/);

  const response = await page.goto(link.pathname);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { name: `Bestelling ${number}: In behandeling` }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await axeViolations(page)).toEqual([]);

  // A token the shop never gave out is a 404, not another order.
  const unknown = await page.goto('/order/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(unknown?.status()).toBe(404);
});
