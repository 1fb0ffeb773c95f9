import { expect, test, type Page } from '@playwright/test';

const category = '/huishouden/wassen-drogen/wasmachines';

/** The first product image of the category page: a media file served through the shop. */
async function someMediaPath(page: Page): Promise<string> {
  await page.goto(category);
  const src = await page.locator('main img[src*="/media/"]').first().getAttribute('src');
  expect(src).toBeTruthy();
  return new URL(src!, 'http://shop.local').pathname;
}

test('pages, the API and media carry the security headers', async ({ page, request }) => {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  const pageHeaders = (await request.get(category)).headers();
  expect(pageHeaders).toMatchObject(common);
  expect(pageHeaders['permissions-policy']).toContain('camera=()');
  expect(pageHeaders['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/,
  );
  expect(pageHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(Object.keys(pageHeaders).filter((name) => name.startsWith('x-middleware'))).toEqual([]);
  // Served over plain HTTP here: no HSTS; behind a TLS proxy it is sent.
  expect(pageHeaders['strict-transport-security']).toBeUndefined();
  const behindTls = await request.get(category, { headers: { 'x-forwarded-proto': 'https' } });
  expect(behindTls.headers()['strict-transport-security']).toContain('max-age=31536000');

  const api = await request.get('/api/graphql?query=%7B__typename%7D');
  expect(api.headers()).toMatchObject(common);
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");

  const media = await request.get(await someMediaPath(page));
  expect(media.ok()).toBe(true);
  expect(media.headers()).toMatchObject(common);
  expect(media.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('each page gets a nonce of its own, on its inline scripts', async ({ request }) => {
  const nonceOf = async () => {
    const response = await request.get(category);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!;
    return { nonce, html: await response.text() };
  };
  const first = await nonceOf();
  const second = await nonceOf();
  expect(first.nonce).not.toBe(second.nonce);
  expect(first.html).toContain(`<script nonce="${first.nonce}"`);
  expect(first.html).not.toMatch(/<script>/);
});

test('the shop runs under its policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const path of ['/', category, '/search/wasmachine', '/merken']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // Hydrated: client components answer (the search box takes input).
    await page.getByRole('combobox').first().fill('koel');
    const seen = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect(seen, path).toEqual([]);
  }
  await page.goto('/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren');
  await expect(page.locator('h1')).toBeVisible();
  expect(violations).toEqual([]);
});
