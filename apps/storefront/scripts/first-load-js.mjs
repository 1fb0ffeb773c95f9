/* global process */
// First-load JavaScript of a page: every script the browser fetches until the network is idle,
// gzip-compressed (as served), without the scripts that load only on interaction.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** @returns {Promise<{ gzipBytes: number, rawBytes: number, scripts: number }>} */
export async function firstLoadJs(
  url,
  { viewport = { width: 390, height: 844 }, headers = {} } = {},
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage({ viewport, extraHTTPHeaders: headers });
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
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
