import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import {
  openCheckoutWithWashingMachine,
  payWithIdeal,
  shopper,
  toPaymentStep,
} from './checkout-support';

// A paid order has its invoice: the guest finds it on the tracking page with number and postcode
// and downloads the PDF through the shop's own route.
test('a guest pays, finds the invoice on the tracking page and downloads the PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCheckoutWithWashingMachine(page);
  await toPaymentStep(page);
  await payWithIdeal(page, 'Paid');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const number = /Je bestelnummer is (\d+)\./.exec(
    (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();

  await page.goto('/shipping/tracking');
  await page.getByLabel('Bestelnummer').fill(number!);
  await page.getByLabel('Postcode').fill(shopper.postcode);
  await page.getByRole('button', { name: 'Toon de status' }).click();
  const invoices = page.getByTestId('order-invoices');
  await expect(invoices.getByRole('heading', { name: 'Facturen' })).toBeVisible();
  const link = invoices.getByRole('link', { name: /^Factuur F\d{4}-\d{6} \(pdf\)$/ });
  await expect(link).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const href = (await link.getAttribute('href'))!;
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.length).toBeGreaterThan(1000);
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^F\d{4}-\d{6}\.pdf$/);
  const { pdfText } = await import('@webshop/commerce/test-tools');
  expect(await pdfText(new Uint8Array(body))).toContain(`Bestelnummer: ${number}`);

  // In English the page says the same.
  await page.goto(
    `/en/shipping/tracking?number=${number}&postcode=${encodeURIComponent(shopper.postcode)}`,
  );
  await expect(
    page
      .getByTestId('order-invoices')
      .getByRole('link', { name: /^Invoice F\d{4}-\d{6} \(PDF\)$/ }),
  ).toBeVisible();
});
