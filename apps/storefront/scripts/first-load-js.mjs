/* global process, URL */
// First-load JavaScript of a page: every script the browser fetches until the network is idle,
// gzip-compressed (as served), without the scripts that load only on interaction.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * `cookies` ({ name, value }) are put in the browser's cookie store for the page's origin, where
 * scripts see them (a stored cookie choice), unlike `headers`. `mustShow`, a selector, fails the
 * measurement when the page did not show it (a cart page measured empty).
 * @returns {Promise<{ gzipBytes: number, rawBytes: number, scripts: number }>}
 */
export async function firstLoadJs(
  url,
  { viewport = { width: 390, height: 844 }, headers = {}, cookies = [], mustShow = null } = {},
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const context = await browser.newContext({ viewport, extraHTTPHeaders: headers });
    if (cookies.length)
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin })));
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (mustShow && !(await page.locator(mustShow).count()))
      throw new Error(`${url} did not show ${mustShow}`);
    const scripts = await Promise.all(bodies);
    return {
      gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
      rawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
      scripts: scripts.length,
    };
  } finally {
    await browser.close();
  }
}
