import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import {
  openCheckoutWithWashingMachine,
  payWithIdeal,
  shopper,
  toPaymentStep,
} from './checkout-support';
import { waitForMail } from './mail-support';
import { DESKTOP, MOBILE, snapshot } from './support';

// spec §1, §2, §9: a guest buys a washing machine with iDEAL, sees the success page and gets the
// confirmation mail, and once the order ships the tracking page and the shipped mail say so.
for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const) {
  test(`a guest buys a washing machine with iDEAL and tracks it (${label} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await openCheckoutWithWashingMachine(page);
    await expect(page.getByRole('heading', { name: 'Jouw gegevens' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `checkout-details-${label}`);

    // The test server has no address lookup: street and city are typed and nothing is asked.
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('dutchAddress(')) lookups.push(request.url());
    });
    await toPaymentStep(page);
    expect(lookups).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `checkout-payment-${label}`);

    await payWithIdeal(page, 'Paid');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expect(
      page.getByText('Je ontvangt binnen 5 minuten een bevestiging per e-mail.'),
    ).toBeVisible();
    await expect(page.getByText(/vóór 23:59/)).toBeVisible();
    const number = /Je bestelnummer is (\d+)\./.exec(
      (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
    )?.[1];
    expect(number).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `checkout-success-${label}`);

    const confirmation = await waitForMail(`order-confirmation:${number}`);
    expect(confirmation.subject).toBe(`Bedankt voor je bestelling ${number}`);
    expect(confirmation.to).toMatchObject({
      value: [expect.objectContaining({ address: shopper.email })],
    });

    // Shop staff mark the order ready and ship it with a track & trace code.
    const staff = async (query: string) => {
      const response = await page.request.post('/api/graphql', {
        data: { query, variables: { number } },
        headers: { 'content-type': 'application/json', 'x-admin-key': 'e2e-admin-key' },
      });
      return (await response.json()) as { data?: Record<string, { status_code: string } | null> };
    };
    const ready = await staff(
      'mutation ($number: String!) { adminMarkOrderReadyToShip(number: $number) { status_code } }',
    );
    expect(ready.data?.adminMarkOrderReadyToShip?.status_code).toBe('READY_TO_SHIP');
    const shipped = await staff(
      'mutation ($number: String!) { adminShipOrder(input: { number: $number, tracking_number: "3SABCD1234567" }) { status_code } }',
    );
    expect(shipped.data?.adminShipOrder?.status_code).toBe('SHIPPED');

    const shippedMail = await waitForMail(`order-shipped:${number}`);
    expect(shippedMail.subject).toBe(`Je bestelling ${number} is onderweg`);
    const trackingLink = `https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-${shopper.postcode.replace(/\s/g, '')}`;
    expect(shippedMail.html).toContain(`href="${trackingLink}"`);
    expect(shippedMail.text).toContain(trackingLink);

    await page.goto('/shipping/tracking');
    await page.getByLabel('Bestelnummer').fill(number!);
    await page.getByLabel('Postcode').fill(shopper.postcode);
    await page.getByRole('button', { name: 'Toon de status' }).click();
    await expect(
      page.getByRole('heading', { name: `Bestelling ${number}: Verzonden` }),
    ).toBeVisible();
    await expect(page.getByText(/3SABCD1234567/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `tracking-${label}`);

    // The same answer for a wrong postcode as for a wrong number.
    const notFound =
      'We kunnen geen bestelling vinden met dit bestelnummer en deze postcode. Controleer ze en probeer het opnieuw.';
    await page.goto(`/shipping/tracking?number=${number}&postcode=9999ZZ`);
    await expect(page.getByText(notFound)).toBeVisible();
    await page.goto(`/shipping/tracking?number=1999999999&postcode=3511AB`);
    await expect(page.getByText(notFound)).toBeVisible();
  });
}
