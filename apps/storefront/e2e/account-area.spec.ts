import { expect, test, type Page } from '@playwright/test';
import { signedInShopper } from './account-support';
import { axeViolations } from './axe-support';
import { addThroughApi } from './cart-support';
import { payWithIdeal, washingMachineSku } from './checkout-support';
import { DESKTOP, MOBILE, snapshot } from './support';

const address = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  postcode: '3511 AB',
  houseNumber: '12',
  street: 'Dorpsstraat',
  city: 'Utrecht',
  telephone: '0612345678',
};

/** Shop staff move an order on (the admin API key the test server sets). */
async function markReadyToShip(page: Page, number: string) {
  const response = await page.request.post('/api/graphql', {
    data: {
      query:
        'mutation ($number: String!) { adminMarkOrderReadyToShip(number: $number) { status_code } }',
      variables: { number },
    },
    headers: { 'content-type': 'application/json', 'x-admin-key': 'e2e-admin-key' },
  });
  const body = (await response.json()) as {
    data?: { adminMarkOrderReadyToShip: { status_code: string } | null };
  };
  expect(body.data?.adminMarkOrderReadyToShip?.status_code).toBe('READY_TO_SHIP');
}

test('a guest asking for an account page signs in first and comes back', async ({ page }) => {
  const response = await page.goto('/customer/account/orders');
  expect(response?.url()).toContain(
    `/customer/account/login?redirect=${encodeURIComponent('/customer/account/orders')}`,
  );
  await page.goto('/en/customer/account/address');
  expect(page.url()).toContain(
    `/en/customer/account/login?redirect=${encodeURIComponent('/en/customer/account/address')}`,
  );
});

// Issue 12 journey: a signed-in shopper adds an address to the book, checks out with it
// prefilled, finds the order in the history, follows its progress and orders it again.
for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const) {
  test(`a signed-in shopper checks out with the address book and reorders (${label} px)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    // Account, checkout, payment, invoice and reorder in one journey: longer than the default.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const shopper = await signedInShopper(page.context(), baseURL!, { firstname: 'Sanne' });

    // My account: /customer lands on it, with the greeting and the navigation.
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/customer\/account\/edit$/);
    await expect(page.locator('#content').getByText('Hoi, Sanne')).toBeVisible();
    const accountNav = page.getByRole('navigation', { name: 'Mijn account-menu' });
    await expect(accountNav.getByRole('link', { name: 'Mijn account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(shopper.email)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `account-edit-${label}`);

    // The details dialog opens with the account's names; the password form checks spec §5.
    await page.getByRole('button', { name: 'Accountgegevens wijzigen' }).click();
    const details = page.getByRole('dialog', { name: 'Accountgegevens wijzigen' });
    await expect(details.getByLabel('Voornaam')).toHaveValue('Sanne');
    expect(await axeViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Annuleren' }).click();
    await expect(details).toBeHidden();
    const password = page.getByTestId('password-form');
    await password.getByLabel('Huidig wachtwoord').fill(shopper.password);
    await password.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw-wachtw00rd');
    await password.getByLabel('Herhaal nieuw wachtwoord').fill('Nieuw-wachtw00rt');
    await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(password.getByText('De wachtwoorden komen niet overeen')).toBeVisible();

    // Address book: add the delivery address, as default for shipping and billing.
    await page.goto('/customer/account/address');
    await expect(page.getByTestId('address-book')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByText('Je hebt nog geen adressen opgeslagen.')).toBeVisible();
    await page.getByRole('button', { name: 'Adres toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adres toevoegen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Mevr.' }).check();
    await dialog.getByLabel('Voornaam').fill(address.firstname);
    await dialog.getByLabel('Achternaam').fill(address.lastname);
    await dialog.getByLabel('Postcode').fill(address.postcode);
    await dialog.getByLabel('Huisnummer').fill(address.houseNumber);
    await dialog.getByLabel('Straat').fill(address.street);
    await dialog.getByLabel('Plaats').fill(address.city);
    await dialog.getByLabel('Telefoonnummer').fill(address.telephone);
    await dialog.getByLabel('Gebruik als standaard afleveradres').check();
    await dialog.getByLabel('Gebruik als standaard factuuradres').check();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `account-address-dialog-${label}`);
    await dialog.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(dialog).toBeHidden();
    const entry = page.getByTestId('address-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText('Standaard afleveradres')).toBeVisible();
    await expect(entry.getByText('Standaard factuuradres')).toBeVisible();
    await expect(entry.getByText('Dorpsstraat 12', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `account-address-${label}`);

    // Signed-in checkout: the e-mail is the account's, the saved address is chosen already.
    const sku = await washingMachineSku(page.request);
    expect(await addThroughApi(page, [sku])).toBe(1);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('checkout-customer')).toContainText(shopper.email);
    const shippingChoice = page.getByRole('group', { name: 'Kies een adres' });
    await expect(shippingChoice.getByRole('radio').first()).toBeChecked();
    await expect(page.getByLabel('Straat', { exact: true })).toHaveCount(0);
    await snapshot(page, testInfo, `account-checkout-${label}`);
    await page.getByRole('button', { name: 'Verder naar bezorging' }).click();
    await expect(page.getByRole('heading', { name: 'Bezorging kiezen' })).toBeFocused();
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeFocused();
    await expect(page.getByText(/Dorpsstraat 12/).first()).toBeVisible();
    await payWithIdeal(page, 'Paid');
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const number = /Je bestelnummer is (\d+)\./.exec(
      (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
    )?.[1];
    expect(number).toBeTruthy();

    // The order in the history, newest first, and its detail with the progress.
    await page.goto('/customer/account/orders');
    const orderLink = page.getByRole('link', { name: `Bestelling ${number}` });
    await expect(orderLink).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `account-orders-${label}`);
    await page.goto(`/customer/account/orders?q=${number}`);
    await expect(orderLink).toBeVisible();
    await orderLink.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Bestelling ${number}` }),
    ).toBeVisible();
    const progress = page.getByRole('list', { name: 'Voortgang van je bestelling' });
    await expect(progress.locator('[aria-current="step"]')).toHaveText('In behandeling');
    await expect(page.getByText('Dorpsstraat 12').first()).toBeVisible();
    // The paid order's invoice downloads with the session alone.
    const invoiceLink = page
      .getByTestId('order-invoices')
      .getByRole('link', { name: /^Factuur F\d{4}-\d{6} \(pdf\)$/ });
    await expect(invoiceLink).toHaveAttribute('href', /^\/api\/invoice\/F\d{4}-\d{6}$/);
    const invoice = await page.request.get((await invoiceLink.getAttribute('href'))!);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `account-order-${label}`);

    await markReadyToShip(page, number!);
    await page.reload();
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Klaar voor verzending');
    await expect(page.getByTestId('order-status')).toHaveText('Klaar voor verzending');

    // Reorder: the washing machine goes back in the cart and the cart opens.
    await page.getByRole('button', { name: 'Opnieuw bestellen' }).click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await snapshot(page, testInfo, `account-reorder-${label}`);

    // Communications: the newsletter state is shown.
    await page.goto('/customer/account/communications');
    await expect(page.getByText('Je bent niet ingeschreven voor onze nieuwsbrief.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, `account-communications-${label}`);
  });
}
