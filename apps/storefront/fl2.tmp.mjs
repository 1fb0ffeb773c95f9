import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const [url, withCookie] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
if (withCookie) await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({v:1,a:withCookie==='all',m:withCookie==='all',t:1})), url }]);
const page = await context.newPage();
const bodies = [];
page.on('response', (r) => { if (r.request().resourceType() === 'script') bodies.push(r.body().then(b => [r.url(), b])); });
await page.goto(url, { waitUntil: 'networkidle' });
const all = await Promise.all(bodies);
let total = 0;
for (const [u, b] of all) { const g = gzipSync(b).length; total += g; console.log(String(g).padStart(7), u.replace(/^.*\/_next\/static\/chunks\//, '')); }
console.log('total', total, 'scripts', all.length);
await browser.close();
