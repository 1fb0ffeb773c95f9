import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { necessaryOnlyCookie } from './e2e/consent-support';

/** A port nothing listens on now: the system hands one out for port 0 and we let it go. */
function freePort(): string {
  const script =
    "const s = require('node:net').createServer();" +
    "s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Chosen once: the workers load this config again and inherit the runner's environment, so they
// read the same port from E2E_PORT. A port that is taken (another journey run, a dev server)
// never makes the journeys talk to a server that is not theirs.
const chosenByUs = !process.env.E2E_PORT;
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const shardSuffix = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';

/**
 * Browser journeys on Debian's Chromium (never a downloaded browser) against the production
 * build with the real engine in process.
 */
export default defineConfig({
  testDir: './e2e',
  // scripts/e2e.mjs runs shards side by side: each writes its own artifacts and report.
  outputDir: `./test-results/artifacts${shardSuffix}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `./test-results/report${shardSuffix}` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A stored 'necessary only' cookie choice: the notice stays out of journeys about other
    // things (the consent journey starts without it).
    storageState: { cookies: [necessaryOnlyCookie('127.0.0.1')], origins: [] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/test-server.mjs',
    url: `http://127.0.0.1:${port}/`,
    // The shop's public address: payment return and exchange URLs and the payment page are on it.
    env: {
      PORT: String(port),
      SHOP_URL: `http://127.0.0.1:${port}`,
      PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? 'e2e-preview',
    },
    // First run: next build plus seeding the engine's database.
    timeout: 600_000,
    // Only on request (E2E_PORT of a server started for the journeys and E2E_REUSE_SERVER=1):
    // otherwise whatever answers on the port would be tested instead of this build.
    reuseExistingServer: !chosenByUs && process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
