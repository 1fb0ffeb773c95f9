import { expect, test } from '@playwright/test';
import { DESKTOP } from './support';
import { addThroughApi, buyableSkus, clickUntil } from './cart-support';

/**
 * Refusals in the shopper's language on the cart page: a coupon the shop does not know and a
 * quantity above the stock come back as toasts in the page's language (the engine sends a reason
 * and its values, /api/cart says them), with no English left.
 */
const languages = [
  {
    prefix: '',
    apply: 'Toepassen',
    quantityOf: (name: string) => `Aantal van ${name}`,
    coupon: 'De kortingscode is niet geldig. Controleer de code en probeer het opnieuw.',
    shortOf: (name: string) =>
      new RegExp(
        `Het gevraagde aantal van „${escape(name)}” is niet beschikbaar: nog \\d+ stuks? op voorraad\\.`,
      ),
  },
  {
    prefix: '/fr',
    apply: 'Appliquer',
    quantityOf: (name: string) => `Quantité de ${name}`,
    coupon: 'Le code promo n’est pas valable. Vérifiez le code et réessayez.',
    shortOf: (name: string) =>
      new RegExp(
        `La quantité demandée de « ${escape(name)} » n’est pas disponible : \\d+ pièces? en stock\\.`,
      ),
  },
  {
    prefix: '/de',
    apply: 'Einlösen',
    quantityOf: (name: string) => `Menge von ${name}`,
    coupon: 'Der Gutscheincode ist ungültig. Prüfe den Code und versuche es erneut.',
    shortOf: (name: string) =>
      new RegExp(
        `Die gewünschte Menge von „${escape(name)}“ ist nicht verfügbar: noch \\d+ Stück auf Lager\\.`,
      ),
  },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The engine's English sentences for these refusals: none of them may reach the page. */
const english = /coupon code isn't valid|requested qty|in stock|not available|Invalid input/i;

for (const language of languages) {
  test(`cart refusals are said in the page's language at ${language.prefix || '/'}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${language.prefix}/`);
    const [sku] = await buyableSkus(request, 1);
    expect(await addThroughApi(page, [sku!])).toBe(1);
    await page.goto(`${language.prefix}/cart`);
    const line = page.locator('input[inputmode="numeric"]').first();
    await expect(line).toBeVisible();
    const label = (await line.getAttribute('aria-label')) ?? '';
    const name = label.slice(language.quantityOf('').length);
    expect(label).toBe(language.quantityOf(name));

    const coupon = page.locator('#coupon-code');
    await clickUntil(
      page,
      async () => {
        await coupon.fill('GEENKORTING');
        await page.getByRole('button', { name: language.apply }).click();
      },
      () =>
        expect(page.getByRole('alert').filter({ hasText: language.coupon })).toBeVisible({
          timeout: 3000,
        }),
    );

    await line.fill('99');
    await line.press('Enter');
    const short = page.getByRole('alert').filter({ hasText: language.shortOf(name) });
    await expect(short).toBeVisible();
    await expect(short).toHaveText(language.shortOf(name));

    await expect(page.getByRole('alert').filter({ hasText: english })).toHaveCount(0);
  });
}
