import { expect, test, type Page } from '@playwright/test';
import { signInAs, signOut, useEnglish } from './admin-support';
import { axeViolations } from './axe-support';
import { waitForMail } from './mail-support';
import { DESKTOP } from './support';

/** The page of a simple product the Amsterdam store has at least two of. */
async function productInAmsterdam(page: Page): Promise<string> {
  const response = await page.request.post('/api/graphql', {
    data: {
      query: `{ products(search: "", pageSize: 100, currentPage: 1) { items { url_key type_id stock { store_code qty } } } }`,
    },
    headers: { 'content-type': 'application/json' },
  });
  const { data } = (await response.json()) as {
    data: {
      products: {
        items: { url_key: string; type_id: string; stock: { store_code: string; qty: number }[] }[];
      };
    };
  };
  const found = data.products.items.find(
    (item) =>
      item.type_id === 'simple' &&
      item.stock.some((line) => line.store_code === 'amsterdam' && line.qty >= 2),
  );
  expect(found).toBeTruthy();
  return `/${found!.url_key}`;
}

/** A shopper reserves one unit in the Amsterdam store and confirms by the mailed link. */
async function reserveInAmsterdam(page: Page, email: string): Promise<string> {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.goto(await productInAmsterdam(page));
  const modal = page.getByTestId('reservation-modal');
  await expect(async () => {
    await page.getByTestId('reserve-in-store').click();
    await expect(modal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const store = modal.getByRole('combobox', { name: 'Winkel' });
  const amsterdam = store.locator('option[value="amsterdam"]');
  // The option says how many the store has: '… (3 op voorraad)'.
  expect(Number(/\((\d+) /.exec((await amsterdam.textContent()) ?? '')?.[1] ?? 0)).toBeGreaterThan(
    0,
  );
  await store.selectOption('amsterdam');
  await modal.getByLabel('Naam').fill('Anna de Vries');
  await modal.getByLabel('E-mailadres').fill(email);
  await modal.getByLabel('Telefoonnummer').fill('0612345678');
  await modal.getByRole('button', { name: 'Reserveren' }).click();
  const success = modal.getByTestId('reservation-success');
  await expect(success).toHaveAttribute('data-confirmed', 'false');
  const number = (await success.textContent())!.match(/\bR[2-9A-Z]{8}\b/)![0];
  const mail = await waitForMail(`reservation-confirm:${number}`);
  const href = String(mail.html).match(/href="([^"]*\/reservation\/confirm\?token=[^"]+)"/)![1]!;
  const link = new URL(href.replaceAll('&amp;', '&'));
  await page.goto(`${link.pathname}${link.search}`);
  const state = page.getByTestId('reservation-confirm');
  await expect(async () => {
    await page.getByRole('button', { name: 'Reservering bevestigen' }).click({ timeout: 2_000 });
    await expect(state).not.toHaveAttribute('data-state', 'ready', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(state).toHaveAttribute('data-state', 'confirmed');
  return number;
}

async function backOfficeCall(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/admin/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', origin: new URL(page.url()).origin },
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

// A reservation in store A: its employee puts it ready (the shopper is mailed) and hands it over;
// store B's employee neither sees it nor reaches it by its address, and the engine answers them as
// it answers a reservation that does not exist.
test('a store prepares and hands over its reservation; another store never sees it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const number = await reserveInAmsterdam(page, `admin-reservation-${Date.now()}@example.nl`);

  await useEnglish(page);
  await signInAs(page, 'storeA');
  // A store employee starts at their reservations, their store only: no store picker.
  await expect(
    page.getByRole('heading', { level: 1, name: /^Reservations in .*Amsterdam/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Store', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'To prepare', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '../../docs/screenshots/admin-reservations.png', fullPage: true });

  await row.getByRole('button', { name: `Mark ready: ${number}` }).click();
  await expect(
    page.getByText(`${number} is ready for pickup; the shopper is mailed.`),
  ).toBeVisible();
  const ready = await waitForMail(`reservation-ready:${number}`);
  expect(ready.subject).toMatch(/^Je reservering staat klaar om op te halen in /);
  expect(ready.text).toContain(number);

  await page.getByRole('tab', { name: 'Ready for pickup' }).click();
  const readyRow = page.getByRole('row').filter({ hasText: number });
  await expect(readyRow).toBeVisible();
  await readyRow.getByRole('button', { name: `Picked up: ${number}` }).click();
  await expect(page.getByText(`${number} is picked up.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Picked up' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('link', { name: number })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Reservation ${number}` }),
  ).toBeVisible();
  await expect(page.getByTestId('reservation-state')).toHaveText('Picked up');
  // Usable on a tablet too.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('reservation-state')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);

  // Store employees have no returns: no menu entry, "not allowed" at the address.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Returns' })).toHaveCount(0);
  await page.goto('/admin/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await signOut(page);

  // Store B: not in any of its lists, and its address answers as a missing reservation does.
  await signInAs(page, 'storeB');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Reservations in .*Rotterdam/ }),
  ).toBeVisible();
  const emptyTexts = {
    'To prepare': 'Nothing to prepare.',
    'Ready for pickup': 'Nothing waits at the counter.',
    'Picked up': 'Nothing was picked up yet.',
    Expired: 'No reservation expired.',
  };
  for (const [tab, empty] of Object.entries(emptyTexts)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    // Loaded: the tab's list or its empty text (other journeys may have Rotterdam reservations).
    await expect(page.getByText(empty).or(page.getByRole('table'))).toBeVisible();
    await expect(page.getByText(number)).toHaveCount(0);
  }
  await page.goto(`/admin/reservations/${number}`);
  await expect(
    page.getByText(`There is no reservation ${number}, or it is not one you may see.`),
  ).toBeVisible();
  await page.goto('/admin/reservations/RNOSUCH99');
  await expect(
    page.getByText('There is no reservation RNOSUCH99, or it is not one you may see.'),
  ).toBeVisible();
  const theirs = await backOfficeCall(
    page,
    'mutation ($n: String!) { adminMarkReservationPickedUp(number: $n) { state } }',
    { n: number },
  );
  const missing = await backOfficeCall(
    page,
    'mutation ($n: String!) { adminMarkReservationPickedUp(number: $n) { state } }',
    { n: 'RNOSUCH99' },
  );
  expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(theirs.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
  const read = await backOfficeCall(
    page,
    'query ($n: String!) { adminReservation(number: $n) { state } }',
    {
      n: number,
    },
  );
  expect(read.data?.adminReservation).toBeNull();
});
