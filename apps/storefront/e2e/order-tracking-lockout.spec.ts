import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import {
  openCheckoutWithWashingMachine,
  payWithIdeal,
  shopper,
  toPaymentStep,
} from './checkout-support';

const notFound =
  'We kunnen geen bestelling vinden met dit bestelnummer en deze postcode. Controleer ze en probeer het opnieuw.';

// Order numbers follow each other, so the tracking page must not let a visitor try postcode after
// postcode: the fifth wrong answer locks the number for this visitor (their address), and the page
// says for how long. Other visitors, and this one's other numbers, are not locked by it.
test('the tracking page locks a number after five wrong postcodes and still finds an order', async ({
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

  // The page's own answer (Next.js keeps an empty route announcer with the same role).
  const answer = () => page.getByRole('main').getByRole('alert');

  // Someone tries postcodes for a number that is not theirs (here one with no order at all).
  const guessed = `${number}7`;
  const track = async (orderNumber: string, postcode: string) => {
    await page.goto('/shipping/tracking');
    await page.getByLabel('Bestelnummer').fill(orderNumber);
    await page.getByLabel('Postcode').fill(postcode);
    await page.getByRole('button', { name: 'Toon de status' }).click();
    await expect(page).toHaveURL(/number=/);
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    await track(guessed, `${1011 + attempt} AB`);
    await expect(answer()).toHaveText(notFound);
  }
  await track(guessed, '1016 AB');
  await expect(answer()).toHaveText(
    'Te veel pogingen om een bestelling te vinden. Probeer het over 15 minuten opnieuw.',
  );
  expect(await axeViolations(page)).toEqual([]);
  // In every language the page has.
  await page.goto(`/en/shipping/tracking?number=${guessed}&postcode=1017AB`);
  await expect(answer()).toHaveText(
    /^Too many attempts to find an order\. Try again in 1[45] minutes\.$/,
  );

  // The shopper's own order is not locked by it: number and postcode still show it.
  await track(number!, shopper.postcode);
  await expect(
    page.getByRole('heading', { name: `Bestelling ${number}: In behandeling` }),
  ).toBeVisible();
  await expect(answer()).toHaveCount(0);
});
