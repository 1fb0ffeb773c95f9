import { readdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  openCheckoutWithWashingMachine,
  payWithIdeal,
  placedOrderNumber,
  toPaymentStep,
} from './checkout-support';
import { e2eMailDir, waitForMail } from './mail-support';
import { DESKTOP } from './support';

/** The mails written for one dedupe key (the outbox writes each once). */
async function mailsFor(dedupeKey: string) {
  const suffix = `-${dedupeKey.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;
  return (await readdir(e2eMailDir).catch(() => [] as string[])).filter((name) =>
    name.endsWith(suffix),
  );
}

// spec §2, §8: a shopper who cancels at the bank gets the cart back, places the order again and
// pays it. The order is confirmed by mail once it is paid, never before: the cancelled attempt
// gets only the payment-failed mail.
test('a shopper who cancels at the bank orders the cart again and pays', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openCheckoutWithWashingMachine(page);
  await toPaymentStep(page);

  const cancelled = await placedOrderNumber(page, () => payWithIdeal(page, 'Cancelled'));
  await expect(page).toHaveURL(/\/checkout\?type=cancelPayment$/);
  await expect(page.getByText('Je bestelling is geannuleerd. Probeer het opnieuw.')).toBeVisible();
  const failed = await waitForMail(`payment-failed:${cancelled}`);
  expect(failed.subject).toBe(`Je betaling voor bestelling ${cancelled} is niet gelukt`);
  // The worker writes mails oldest first: a confirmation made at placement would be here by now.
  expect(await mailsFor(`order-confirmation:${cancelled}`)).toEqual([]);

  await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeVisible();
  const paid = await placedOrderNumber(page, () => payWithIdeal(page, 'Paid'));
  expect(paid).not.toBe(cancelled);
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  await expect(page.getByText(`Je bestelnummer is ${paid}.`)).toBeVisible();

  const confirmation = await waitForMail(`order-confirmation:${paid}`);
  expect(confirmation.subject).toBe(`Bedankt voor je bestelling ${paid}`);
  expect(await mailsFor(`order-confirmation:${paid}`)).toHaveLength(1);
  expect(await mailsFor(`order-confirmation:${cancelled}`)).toEqual([]);
});
