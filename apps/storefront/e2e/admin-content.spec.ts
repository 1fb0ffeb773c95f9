import { expect, test, type Page } from '@playwright/test';
import { signInAs, useEnglish } from './admin-support';
import { axeViolations } from './axe-support';

/** An admin GraphQL call from the back office's own origin, with the browser's staff cookie. */
async function adminCall(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const answer = await page.request.post('/api/admin/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', origin: new URL(page.url()).origin },
  });
  return (await answer.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

// Staff edit a page of the shop in the back office: the form and the JSON editor check the
// document as it changes, a refused document saves nothing, a valid change is in the shop at
// once and its preview link opens the page there.
test('staff edit a page, are stopped by a broken document, save a change and preview it', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await useEnglish(page);
  await signInAs(page, 'staff');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const pages = page.getByRole('region', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Cashbackacties' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Stores' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: 'test-results/screenshots/admin-content-1280.png',
    fullPage: true,
  });

  await pages.getByRole('link', { name: 'Cashbackacties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Cashbackacties' })).toBeVisible();
  const title = page.getByLabel('Title (Dutch)');
  const json = page.getByLabel('Document (JSON)');
  const save = page.getByRole('button', { name: 'Save and publish' });
  await expect(title).toHaveValue('Cashbackacties');
  await expect(page.getByText('The document is valid.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screenshots/admin-content-editor-1280.png',
    fullPage: true,
  });

  // An empty title: the schema's error at the field, and no save.
  await title.fill('');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('At title:')).toBeVisible();
  await expect(save).toBeDisabled();

  // Broken JSON: the form waits for it, nothing can be saved.
  await page.getByRole('button', { name: 'Undo my changes' }).click();
  await expect(title).toHaveValue('Cashbackacties');
  const stored = await json.inputValue();
  await json.fill(stored.replace('"urlKey"', '"urlKey" "'));
  await expect(page.getByText(/This is not valid JSON/)).toBeVisible();
  await expect(page.getByText('Fix the JSON first')).toBeVisible();
  await expect(save).toBeDisabled();

  // A document only the shop can refuse: another page's address. The engine names where.
  await json.fill(stored);
  await page.getByLabel('Address in the shop (url key)').fill('over-ons');
  await save.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'nothing was saved' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('At urlKey: already the url key of page over-ons');

  // Nothing of it was saved.
  await page.reload();
  await expect(title).toHaveValue('Cashbackacties');
  await expect(page.getByLabel('Address in the shop (url key)')).toHaveValue('acties/cashback');

  // A valid change is saved and published: the title, and the one search engines and the
  // window show (the page's content has a heading of its own).
  await title.fill('Cashbackacties van de week');
  await page.getByLabel('Title for search engines').fill('Cashbackacties van de week | Stroomhuis');
  await expect(page.getByText('The document is valid.')).toBeVisible();
  await save.click();
  await expect(page.getByText('Saved. The shop shows the change now.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: /Cashbackacties van de week/ }),
  ).toBeVisible();
  expect(JSON.parse(await json.inputValue()).title).toBe('Cashbackacties van de week');

  // Visitors see it at once: saving published it (a client of its own, without the staff's
  // cookies).
  const visitor = await playwright.request.newContext({ baseURL });
  await expect
    .poll(async () => (await visitor.get('/acties/cashback')).text())
    .toContain('<title>Cashbackacties van de week | Stroomhuis</title>');
  await visitor.dispose();

  // The preview link opens the page in the shop, as saved, in preview (which shows the title).
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Preview (NL)' }).click(),
  ]);
  await expect(preview.getByRole('complementary', { name: 'Voorbeeldweergave' })).toBeVisible();
  await expect(preview).toHaveTitle('Cashbackacties van de week | Stroomhuis');
  expect(new URL(preview.url()).pathname).toBe('/acties/cashback');
  await preview.close();
});

test('a store employee has no content menu, is not allowed at its address, and the engine refuses', async ({
  page,
}) => {
  await useEnglish(page);
  await signInAs(page, 'storeA');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Reservations' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Content' })).toHaveCount(0);
  await page.goto('/admin/content/edit/pages/acties/cashback.json');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

  const listed = await adminCall(page, '{ adminContentDocuments { path } }');
  expect(listed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(listed.data ?? null).toBeNull();
  const saved = await adminCall(
    page,
    'mutation ($input: AdminContentDocumentInput!) { adminSaveContentDocument(input: $input) { path } }',
    { input: { path: 'pages/acties/cashback.json', text: '{}' } },
  );
  expect(saved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
