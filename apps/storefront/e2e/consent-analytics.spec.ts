import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';
import { addThroughApi, buyableSkus } from './cart-support';
import { consentCookieName } from './consent-support';
import { DESKTOP, MOBILE, snapshot } from './support';

const category = '/huishouden/wassen-drogen/wasmachines';
const tagManagerScript = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST';
const oneYearSeconds = 31_536_000;

/**
 * The tag manager lies outside the machine: its script is answered here. The page's own code
 * decides whether it is asked for at all.
 */
async function fakeTagManager(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    loads.push(route.request().url());
    await route.fulfill({
      contentType: 'application/javascript',
      body: 'window.fakeTagManagerRan = true;',
    });
  });
  return loads;
}

/** Every request the page makes to a host that is not the shop's. */
function otherHostRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) seen.push(request.url());
  });
  return seen;
}

/** The data layer as plain values (gtag's entries are Arguments objects), or null when absent. */
async function dataLayer(page: Page): Promise<unknown[] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    );
  });
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return ((await dataLayer(page)) ?? []).filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry as Record<string, unknown>).event === name,
  );
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === consentCookieName);
}

const notice = (page: Page) => page.getByRole('region', { name: 'Wij gebruiken cookies' });

async function chooseBrand(page: Page) {
  const link = page
    .locator('aside [data-filter="brand"]')
    .getByRole('link', { name: /^Voltana\b/ });
  const group = await link.getAttribute('data-track-filter');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${category}/q/brand/voltana$`));
  return group;
}

test.describe('cookie consent and analytics', () => {
  // A visitor who has not chosen yet (the other journeys start with 'necessary only').
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const [label, size] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    test(`at ${label} px nothing tracks before a choice, nor after 'necessary only'`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      const loads = await fakeTagManager(page);
      const elsewhere = otherHostRequests(page, new URL(baseURL!).origin);
      await page.setViewportSize(size);
      await page.goto(category);
      await expect(notice(page)).toBeVisible();
      await expect(notice(page).getByRole('button', { name: 'Alles accepteren' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, testInfo, `cookie-notice-${label}`, { fullPage: false });

      // Shopping without a choice (a filter on desktop), and still nothing leaves the shop.
      if (size === DESKTOP) await chooseBrand(page);
      else await page.goto(`${category}/q/brand/voltana`);
      expect(await dataLayer(page)).toBeNull();

      await notice(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
      await expect(notice(page)).toBeHidden();
      const cookie = await consentCookie(context);
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(oneYearSeconds - 120);
      expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(oneYearSeconds + 1);
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
        v: 1,
        a: false,
        m: false,
      });

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
      await page.goto(category);
      if (size === DESKTOP) await chooseBrand(page);
      await page.waitForLoadState('networkidle');
      expect(await dataLayer(page)).toBeNull();
      expect(loads).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  }

  test('after accepting analytics the tag manager loads with Consent Mode, and a filter, a menu click and a search are pushed; the footer link changes the choice', async ({
    page,
    context,
  }, testInfo) => {
    const loads = await fakeTagManager(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(category);
    await notice(page).getByRole('button', { name: 'Zelf kiezen' }).click();
    const analytics = notice(page).getByRole('checkbox', { name: 'Analytisch' });
    await expect(notice(page).getByRole('checkbox', { name: 'Noodzakelijk' })).toBeDisabled();
    await analytics.check();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, testInfo, 'cookie-choices-1280', { fullPage: false });
    await notice(page).getByRole('button', { name: 'Keuze opslaan' }).click();
    await expect(notice(page)).toBeHidden();

    await expect.poll(() => loads).toEqual([tagManagerScript]);
    await expect.poll(() => page.evaluate(() => 'fakeTagManagerRan' in window)).toBe(true);
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')?.nonce,
    );
    expect(nonce).toBeTruthy();
    const [defaults, update, start] = (await dataLayer(page))!;
    expect(defaults).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
    expect(update).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(start).toMatchObject({ event: 'gtm.js' });

    // Filter selection.
    const group = await chooseBrand(page);
    await expect
      .poll(() => events(page, 'filter_selection'))
      .toEqual([
        {
          event: 'filter_selection',
          filter_group: group,
          filter_value: 'Voltana',
          filter_action: 'select',
        },
      ]);

    // Menu selection: a subcategory in the mega menu.
    const menu = page.locator('nav[data-mega-menu]');
    const item = menu
      .locator('[data-mega-item]')
      .filter({ has: page.locator('[data-mega-panel]') });
    await item.first().hover();
    const sub = item.first().locator('[data-mega-panel] a[data-track-menu]').first();
    await expect(sub).toBeVisible();
    const path = await sub.getAttribute('data-track-menu');
    const href = await sub.getAttribute('href');
    await sub.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect
      .poll(() => events(page, 'select_content'))
      .toEqual([
        {
          event: 'select_content',
          content_type: 'menu_item',
          content_id: href,
          menu_type: 'mega_menu',
          menu_path: path,
        },
      ]);
    expect(path).toContain(' > ');

    // Search.
    const box = page.getByRole('combobox', { name: 'Zoeken' });
    await box.click();
    // The live bar (with its tracking) has taken over from the plain one.
    await expect(box).toHaveAttribute('aria-controls', /.+/);
    await box.fill('wasmachine');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/wasmachine/);
    await expect
      .poll(() => events(page, 'search'))
      .toEqual([{ event: 'search', search_term: 'wasmachine' }]);

    // The footer's 'Cookie settings' reopens the notice with the stored choice.
    const settings = page.getByRole('button', { name: 'Cookie-instellingen' });
    await settings.scrollIntoViewIfNeeded();
    await settings.click();
    await expect(notice(page)).toBeVisible();
    await expect(
      notice(page).getByRole('heading', { name: 'Wij gebruiken cookies' }),
    ).toBeFocused();
    await expect(notice(page).getByRole('checkbox', { name: 'Analytisch' })).toBeChecked();
    await expect(notice(page).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await notice(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
    await expect(notice(page)).toBeHidden();
    await expect(settings).toBeFocused();
    const layer = (await dataLayer(page))!;
    expect(layer.at(-1)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(JSON.parse(decodeURIComponent((await consentCookie(context))!.value))).toMatchObject({
      a: false,
      m: false,
    });

    // Analytics withdrawn: a new search is not pushed.
    await box.fill('droger');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/droger/);
    await page.waitForLoadState('networkidle');
    expect(await events(page, 'search')).toHaveLength(1);
    expect(loads).toHaveLength(1);
  });

  test('the cart page reports view_cart with its lines once analytics is allowed, and nothing after necessary only', async ({
    page,
    request,
  }) => {
    await fakeTagManager(page);
    await page.goto('/');
    await notice(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
    await expect(notice(page)).toBeHidden();
    const [sku] = await buyableSkus(request, 1);
    expect(await addThroughApi(page, [sku!])).toBe(1);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await dataLayer(page)).toBeNull();

    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    await notice(page).getByRole('button', { name: 'Alles accepteren' }).click();
    await page.reload();
    await expect(page.getByTestId('cart-page')).toBeVisible();
    await expect
      .poll(() => events(page, 'view_cart'))
      .toEqual([
        expect.objectContaining({
          event: 'view_cart',
          ecommerce: expect.objectContaining({
            items: [expect.objectContaining({ item_id: sku, quantity: 1 })],
          }),
        }),
      ]);
  });

  test('a returning visitor who accepted all gets the tag manager at once; the mobile menu reports its path', async ({
    page,
  }) => {
    const loads = await fakeTagManager(page);
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await notice(page).getByRole('button', { name: 'Alles accepteren' }).click();
    await expect.poll(() => loads).toHaveLength(1);

    await page.reload();
    await expect.poll(() => loads).toHaveLength(2);
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    const [, update] = (await dataLayer(page))!;
    expect(update).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);

    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const first = drawer.getByRole('button', { name: /^Toon subcategorieën van / }).first();
    const topName = ((await first.getAttribute('aria-label')) ?? '').replace(
      'Toon subcategorieën van ',
      '',
    );
    await first.click();
    const level = page.getByRole('dialog', { name: topName });
    const link = level.getByRole('link', { name: `Alles uit ${topName}` });
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect
      .poll(() => events(page, 'select_content'))
      .toEqual([
        {
          event: 'select_content',
          content_type: 'menu_item',
          content_id: href,
          menu_type: 'mobile_menu',
          menu_path: topName,
        },
      ]);
  });
});

test('offline and back online are announced, politely', async ({ page, context }, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  const status = page.getByTestId('connection-notice');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('data-ready', 'true');
  await expect(status).toBeEmpty();
  await context.setOffline(true);
  await expect(status).toHaveText(
    'Je bent offline. Sommige functies zijn mogelijk niet beschikbaar.',
  );
  await snapshot(page, testInfo, 'offline-notice-390', { fullPage: false });
  await context.setOffline(false);
  await expect(status).toHaveText('Je bent weer online.');
  await expect(status).toBeEmpty();
});

test('the offline notice speaks the page language', async ({ page, context }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/fr');
  const status = page.getByTestId('connection-notice');
  await expect(status).toHaveAttribute('data-ready', 'true');
  await context.setOffline(true);
  await expect(status).toHaveText(
    'Vous êtes hors ligne. Certaines fonctions peuvent être indisponibles.',
  );
  await context.setOffline(false);
});
