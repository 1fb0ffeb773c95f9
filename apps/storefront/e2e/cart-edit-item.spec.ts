import { expect, test, type APIRequestContext } from '@playwright/test';
import { DESKTOP } from './support';
import { axeViolations } from './axe-support';

interface Variant {
  sku: string;
  attributes: Record<string, number>;
}

/** A configurable product in stock with two variants in stock, from the catalogue's GraphQL. */
async function configurableWithTwoVariants(
  request: APIRequestContext,
): Promise<{ parent: string; from: Variant; to: Variant; codes: string[] }> {
  const query = `{ products(search: "", pageSize: 100, currentPage: 1) { items { sku type_id stock_status
    ... on ConfigurableProduct { configurable_options { attribute_code position }
      variants { attributes { code value_index } product { sku stock_status } } } } } }`;
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
          configurable_options?: { attribute_code: string; position: number }[];
          variants?: {
            attributes: { code: string; value_index: number }[];
            product: { sku: string; stock_status: string };
          }[];
        }[];
      };
    };
  };
  for (const item of body.data.products.items) {
    if (item.type_id !== 'configurable' || item.stock_status !== 'IN_STOCK') continue;
    const inStock = (item.variants ?? [])
      .filter((variant) => variant.product.stock_status === 'IN_STOCK')
      .map((variant) => ({
        sku: variant.product.sku,
        attributes: Object.fromEntries(
          variant.attributes.map((attribute) => [attribute.code, attribute.value_index]),
        ),
      }));
    const [from, to] = inStock;
    const codes = [...(item.configurable_options ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((option) => option.attribute_code);
    if (from && to) return { parent: item.sku, from, to, codes };
  }
  throw new Error('The demo catalogue has no configurable product with two variants in stock');
}

test('the cart drawer edits a line: another variant and quantity replace it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const { parent, from, to, codes } = await configurableWithTwoVariants(page.request);
  const origin = new URL(page.url()).origin;
  const added = await page.request.post('/api/cart', {
    data: { sku: from.sku, parent_sku: parent, quantity: 1 },
    headers: { origin, 'content-type': 'application/json' },
  });
  expect(added.ok()).toBe(true);
  await page.reload();

  const drawer = page.getByTestId('cart-sidebar');
  await expect(async () => {
    await page.getByTestId('cart-toggle').click();
    await expect(drawer.getByTestId('cart-line')).toHaveAttribute('data-sku', from.sku, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  const edit = drawer.getByTestId('cart-line-edit');
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Artikel wijzigen' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Artikel wijzigen' })).toBeFocused();
  const view = drawer.getByTestId('cart-edit-item');
  await expect(view.locator('select')).toHaveCount(codes.length);
  expect(await axeViolations(page), 'edit view').toEqual([]);
  await testInfo.attach('edit-view', { body: await page.screenshot(), contentType: 'image/png' });

  // Closing the drawer returns it to its default view (spec §4).
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await page.getByTestId('cart-toggle').click();
  await expect(page.getByRole('dialog', { name: 'Winkelwagen' })).toBeVisible();
  await edit.click();
  await expect(drawer.getByRole('heading', { name: 'Artikel wijzigen' })).toBeFocused();

  // Back returns to the 'Shopping Cart' view with focus on the line's Edit button.
  await view.getByRole('button', { name: 'Terug' }).click();
  await expect(page.getByRole('dialog', { name: 'Winkelwagen' })).toBeVisible();
  await expect(edit).toBeFocused();

  await edit.click();
  for (const [index, code] of codes.entries())
    await view.locator('select').nth(index).selectOption(String(to.attributes[code]));
  // The stepper's last button adds one: saved at once, without the cart's quantity delay.
  await view.getByTestId('quantity-stepper').getByRole('button').last().click();
  await view.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByRole('dialog', { name: 'Winkelwagen' })).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-line')).toHaveAttribute('data-sku', to.sku);
  await expect(drawer.getByTestId('cart-line').getByRole('textbox')).toHaveValue('2');
});
