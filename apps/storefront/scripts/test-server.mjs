/* global process */
// The server for browser journeys and page budgets: the production build (built when stale) on
// its own embedded database, so it never shares the data folder of `npm start`. Each journey
// shard (scripts/e2e.mjs) has a data folder of its own: E2E_DATA_DIR, by default .data/e2e.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repo, serve } from './serve.mjs';

/** The environment a journey server runs with; the build reads the NEXT_PUBLIC_ part too. */
export function testServerEnv(env = process.env) {
  const port = env.PORT ?? '3100';
  const dataDir = env.E2E_DATA_DIR ?? path.join(repo, '.data/e2e');
  return {
    ...env,
    PORT: port,
    PGLITE_DATA_DIR: env.PGLITE_DATA_DIR ?? path.join(dataDir, 'pglite'),
    MEDIA_DIR: env.MEDIA_DIR ?? path.join(dataDir, 'media'),
    // Journeys read the shop's mails from here (e2e/mail-support.ts uses the same default).
    MAIL_DIR: env.MAIL_DIR ?? path.join(dataDir, 'mail'),
    // The page-cache journey expires cached pages through /api/revalidate.
    REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? 'e2e-revalidate',
    // The payment's return URL must be this server's own; journeys ship orders as shop staff.
    SHOP_URL: env.SHOP_URL ?? `http://127.0.0.1:${port}`,
    ADMIN_API_KEY: env.ADMIN_API_KEY ?? 'e2e-admin-key',
    METRICS_TOKEN: env.METRICS_TOKEN ?? 'e2e-metrics-token-0123456789',
    // One proxy of the shop's own in front of the server, as in production behind a load
    // balancer: a journey that plays that proxy (X-Forwarded-For: <claimed>, <client>) chooses
    // its own client address, so its throttles and limits count apart from the other journeys,
    // which all come from the one unknown client. Each run starts from a fresh database
    // (scripts/e2e.mjs), so the contact form keeps its real limit of 5 an hour per client.
    SHOP_TRUSTED_PROXY_HOPS: env.SHOP_TRUSTED_PROXY_HOPS ?? '1',
    // The journeys that do not play that proxy all reserve as the one unknown client: more than
    // the hourly limit per client in one run. The reservation journey checks the limit per
    // e-mail address instead; the engine's tests check the one per client.
    RESERVATIONS_PER_CLIENT_HOUR: env.RESERVATIONS_PER_CLIENT_HOUR ?? '1000',
    // The consent journey checks the tag manager loads only after consent; it serves a fake
    // gtm.js for this id, so nothing leaves the machine. Built into the pages (NEXT_PUBLIC_).
    NEXT_PUBLIC_GTM_ID: env.NEXT_PUBLIC_GTM_ID ?? 'GTM-E2ETEST',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The Node 24 run (scripts/node24.mjs) proves the server it tests is on the Node it names.
  const expected = process.env.E2E_EXPECT_NODE_MAJOR;
  if (expected && process.versions.node.split('.')[0] !== expected) {
    throw new Error(`the journey server runs Node ${process.version}, not Node ${expected}`);
  }
  serve(testServerEnv());
}
