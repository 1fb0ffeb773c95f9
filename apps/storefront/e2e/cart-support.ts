import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Simple products in stock with a shown price, from the catalogue's GraphQL (spec §7). */
export async function buyableSkus(request: APIRequestContext, count: number): Promise<string[]> {
  const query = `{ products(search: "", pageSize: 100, currentPage: 1) { items { sku type_id stock_status shouldDisplayPrice out_of_assortment } } }`;
  const response = await request.post('/api/graphql', {
    data: { query },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as {
    data: {
      products: {
        items: {
          sku: string;
          type_id: string;
          stock_status: string;
          shouldDisplayPrice: boolean;
          out_of_assortment: boolean;
        }[];
      };
    };
  };
  return body.data.products.items
    .filter(
      (item) =>
        item.type_id === 'simple' &&
        item.stock_status === 'IN_STOCK' &&
        item.shouldDisplayPrice &&
        !item.out_of_assortment,
    )
    .map((item) => item.sku)
    .slice(0, count);
}

/** Puts one unit of each sku in the page's cart through /api/cart, as the shop's own page would. */
export async function addThroughApi(page: Page, skus: string[]): Promise<number> {
  const origin = new URL(page.url()).origin;
  let added = 0;
  for (const sku of skus) {
    const response = await page.request.post('/api/cart', {
      data: { sku, quantity: 1 },
      headers: { origin, 'content-type': 'application/json' },
    });
    if (response.ok()) added += 1;
  }
  return added;
}

/** Clicks until the hydrated button reacts (a click before hydration does nothing). */
export async function clickUntil(
  page: Page,
  click: () => Promise<void>,
  done: () => Promise<void>,
) {
  await expect(async () => {
    await click();
    await done();
  }).toPass({ timeout: 30_000 });
}
