import { expect, test } from '@playwright/test';
import { signedInShopper } from './account-support';
import { DESKTOP, MOBILE, snapshot } from './support';

// spec §7 /api/user: signing in and out through the shop's own route, seen in the header.
test.describe('account session', () => {
  test('a guest page asks nothing of /api/user', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') asked.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('account-toggle')).toContainText('Account');
    expect(asked).toEqual([]);
  });

  test('sign in greets the shopper in the header; sign out makes a guest again', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // An account made elsewhere; this browser signs in through /api/user.
    const other = await browser.newContext();
    const shopper = await signedInShopper(other, baseURL!, { firstname: 'Noor' });
    await other.close();

    await page.setViewportSize(DESKTOP);
    const post = (data: Record<string, unknown>) =>
      page.request.post('/api/user?locale=nl', {
        headers: { origin: baseURL!, 'content-type': 'application/json' },
        data,
      });
    const wrong = await post({ type: 'login', email: shopper.email, password: 'Verkeerd-1234' });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toMatchObject({ status: 'error', error: 'SIGN_IN_REFUSED' });

    const signIn = await post({ type: 'login', email: shopper.email, password: shopper.password });
    expect(signIn.status()).toBe(200);
    expect(await signIn.json()).toMatchObject({ status: 'success', redirect: null });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'customer_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookies.find((cookie) => cookie.name === 'signed_in')).toMatchObject({
      value: '1',
      httpOnly: false,
    });

    await page.goto('/');
    const toggle = page.getByTestId('account-toggle');
    await expect(toggle).toContainText('Hoi, Noor');
    // The page's scripts never see the token.
    expect(await page.evaluate(() => document.cookie)).not.toContain('customer_token');
    const user = await (await page.request.get('/api/user')).json();
    expect(user).toEqual({
      isLoggedIn: true,
      firstname: 'Noor',
      email: shopper.email,
      wishlistSkus: [],
      token: null,
    });
    await snapshot(page, testInfo, 'account-signed-in-header-1280', { fullPage: false });

    const signOut = await post({ type: 'logout' });
    expect(signOut.status()).toBe(200);
    await page.reload();
    await expect(toggle).toContainText('Account');
    await expect(toggle).not.toContainText('Noor');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'customer_token',
    );
  });
});
