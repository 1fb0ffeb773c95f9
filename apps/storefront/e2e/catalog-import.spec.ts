import { expect, test, type APIRequestContext } from '@playwright/test';

const adminKey = process.env.ADMIN_API_KEY ?? 'e2e-admin-key';

/** A product CSV sent to the shop's own address, as shop staff send it with curl. */
async function upload(request: APIRequestContext, csv: string) {
  const response = await request.post('/api/admin/catalog/import', {
    headers: { 'content-type': 'text/csv', 'x-admin-key': adminKey },
    data: csv,
  });
  return { status: response.status(), report: await response.json() };
}

test.describe('catalogue upload through the shop', () => {
  test('a changed url key keeps the old address, which sends the visitor on for good', async ({
    page,
    request,
  }) => {
    // A name no other journey searches for and no category: the shard's other journeys, which
    // share this database, see the same listings and menus as before.
    const marker = Date.now().toString(36);
    const row = (urlKey: string) =>
      `sku,product_type,name,price,url_key\njourney-${marker},simple,Proefimport ${marker},549,${urlKey}\n`;
    expect(await upload(request, row(`proefimport-oud-${marker}`))).toMatchObject({
      status: 200,
      report: { errors: [], created: 1, written: true },
    });
    // Seen once at its first address: the shop server remembers that it shows a product there,
    // and must forget it when the import moves the product.
    await expect
      .poll(async () =>
        (await request.get(`/proefimport-oud-${marker}`, { maxRedirects: 0 })).status(),
      )
      .toBe(200);
    expect(await upload(request, row(`proefimport-nieuw-${marker}`))).toMatchObject({
      status: 200,
      report: { errors: [], updated: 1 },
    });

    // The old address answers with a 301 to the new one (issue 22), not with a 404, in every
    // language; the new address is the product's own.
    const answer = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return [response.status(), response.headers().location ?? ''];
    };
    await expect
      .poll(() => answer(`/proefimport-oud-${marker}`))
      .toEqual([301, `/proefimport-nieuw-${marker}`]);
    expect(await answer(`/fr/proefimport-oud-${marker}?variant=x`)).toEqual([
      301,
      `/fr/proefimport-nieuw-${marker}?variant=x`,
    ]);
    expect(await answer(`/proefimport-nieuw-${marker}`)).toEqual([200, '']);
    await page.goto(`/proefimport-oud-${marker}`);
    await expect(page).toHaveURL(new RegExp(`/proefimport-nieuw-${marker}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Proefimport ${marker}`);
  });

  test('refuses an upload without the staff key', async ({ request }) => {
    const response = await request.post('/api/admin/catalog/import', {
      headers: { 'content-type': 'text/csv' },
      data: 'sku,product_type,name,price\nnope,simple,Nope,1\n',
    });
    expect(response.status()).toBe(401);
  });
});
