/* global process */
// The server for browser journeys and page budgets: the production build (built when stale) on
// its own embedded database under .data/e2e, so it never shares the data folder of `npm start`.
import path from 'node:path';
import { repo, serve } from './serve.mjs';

serve({
  ...process.env,
  PORT: process.env.PORT ?? '3100',
  PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? path.join(repo, '.data/e2e/pglite'),
  MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(repo, '.data/e2e/media'),
  // Journeys read the shop's mails from here (e2e/mail-support.ts uses the same default).
  MAIL_DIR: process.env.MAIL_DIR ?? path.join(repo, '.data/e2e/mail'),
  // The page-cache journey expires cached pages through /api/revalidate.
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? 'e2e-revalidate',
  // The payment's return URL must be this server's own; journeys ship orders as shop staff.
  SHOP_URL: process.env.SHOP_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
  ADMIN_API_KEY: process.env.ADMIN_API_KEY ?? 'e2e-admin-key',
  // Every journey writes from 127.0.0.1 into a database kept between runs: the contact form's
  // limit per client would stop a third run within the hour (the engine's tests check it).
  CONTACT_MAX_MESSAGES_PER_HOUR: process.env.CONTACT_MAX_MESSAGES_PER_HOUR ?? '1000',
  // The consent journey checks the tag manager loads only after consent; it serves a fake
  // gtm.js for this id, so nothing leaves the machine. Built into the pages (NEXT_PUBLIC_).
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID ?? 'GTM-E2ETEST',
});
