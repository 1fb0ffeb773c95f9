/* global process, console, document, window, fetch, setTimeout, URL */
// Screenshots of the shop's main pages in every language at the three widths the layout is made
// for (docs/languages.md shows them), and a list of every text the page cuts off. Starts the
// journey server (scripts/test-server.mjs: the production build on its own embedded database,
// data in .data/screenshots) on a free port, unless SCREENSHOT_BASE_URL names a running shop.
// The cut texts are found by the same function as the journeys' (e2e/cut-texts.ts).
// Usage: npm run screenshots [-- --out <folder>] [-- --only de,fr]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { app, repo } from './serve.mjs';
import { findCutTexts } from '../e2e/cut-texts.ts';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = path.resolve(option('out') ?? path.join(repo, 'docs/screenshots/languages'));
const locales = (option('only') ?? 'nl,fr,de,en').split(',');
const widths = [390, 768, 1280];
// Tall pages are shot to this height, not whole: the docs show the layout, not every product.
const maxHeight = { 390: 2400, 768: 2200, 1280: 1800 };
const viewportHeight = { 390: 844, 768: 1024, 1280: 900 };

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, server) {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error('the shop server stopped');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function startServer() {
  if (process.env.SCREENSHOT_BASE_URL) return { baseURL: process.env.SCREENSHOT_BASE_URL };
  const port = String(await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(app, 'scripts/test-server.mjs')], {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      SHOP_URL: baseURL,
      E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(repo, '.data/screenshots'),
    },
  });
  await waitFor(`${baseURL}/`, server);
  return { baseURL, server };
}

/** The first simple, buyable product of a category listing, through the engine's GraphQL. */
async function buyableSku(baseURL) {
  const query = `{ products(search: "wasmachine", pageSize: 50, currentPage: 1) { items { sku type_id stock_status shouldDisplayPrice out_of_assortment } } }`;
  const response = await fetch(`${baseURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const items = (await response.json()).data.products.items;
  return items.find(
    (item) =>
      item.type_id === 'simple' &&
      item.stock_status === 'IN_STOCK' &&
      item.shouldDisplayPrice &&
      !item.out_of_assortment,
  ).sku;
}

const pages = [
  { name: 'home', path: '', ready: 'main' },
  { name: 'category', path: '/huishouden/wassen-drogen/wasmachines', ready: 'product-card' },
  { name: 'product', path: '/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren', ready: 'main' },
  { name: 'cart', path: '/cart', ready: 'cart-page' },
  { name: 'checkout', path: '/checkout', ready: 'checkout' },
];

async function shoot(page, baseURL, locale, width, target) {
  const prefix = locale === 'nl' ? '' : `/${locale}`;
  await page.goto(`${baseURL}${prefix}${target.path}` || '/');
  if (target.ready === 'main') await page.locator('main').first().waitFor();
  else await page.getByTestId(target.ready).first().waitFor();
  if (target.name === 'checkout')
    await page.waitForSelector('[data-testid="checkout"][data-hydrated="true"]');
  // Lazy pictures come in as they scroll into view.
  await page.evaluate(async (limit) => {
    for (let y = 0; y < Math.min(document.body.scrollHeight, limit); y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  }, maxHeight[width]);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  const cut = await page.evaluate(findCutTexts);
  // A page wider than the window scrolls sideways: whatever sticks out is cut for the shopper.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > width) cut.push(`the page is ${wide} px wide`);
  const height = Math.min(
    await page.evaluate(() => document.documentElement.scrollHeight),
    maxHeight[width],
  );
  const png = await page.screenshot({ clip: { x: 0, y: 0, width, height }, fullPage: true });
  const file = path.join(out, `${target.name}-${locale}-${width}.webp`);
  await sharp(png).webp({ quality: 60 }).toFile(file);
  return cut;
}

async function main() {
  mkdirSync(out, { recursive: true });
  const { baseURL, server } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let cutCount = 0;
  try {
    const sku = await buyableSku(baseURL);
    for (const locale of locales) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: viewportHeight[width] },
          // A stored 'necessary only' choice keeps the cookie notice off the pictures.
          storageState: {
            cookies: [
              {
                name: 'cookie_consent',
                value: encodeURIComponent(JSON.stringify({ v: 1, a: false, m: false, t: 0 })),
                domain: new URL(baseURL).hostname,
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax',
              },
            ],
            origins: [],
          },
        });
        // tsx keeps function names with a helper (__name) that the browser lacks: findCutTexts,
        // compiled by it, calls that helper when it runs in the page.
        await context.addInitScript('window.__name = (target) => target;');
        const page = await context.newPage();
        await page.goto(`${baseURL}/`);
        const added = await page.request.post(`${baseURL}/api/cart`, {
          data: { sku, quantity: 1 },
          headers: { origin: baseURL, 'content-type': 'application/json' },
        });
        if (!added.ok()) throw new Error(`could not put ${sku} in the cart`);
        for (const target of pages) {
          const cut = await shoot(page, baseURL, locale, width, target);
          for (const text of cut) {
            cutCount += 1;
            console.log(`cut ${target.name} ${locale} ${width}: ${text}`);
          }
        }
        await context.close();
      }
      console.log(`[screenshots] ${locale} done`);
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
  console.log(`[screenshots] ${cutCount} cut texts; pictures in ${path.relative(repo, out)}`);
}

await main();
