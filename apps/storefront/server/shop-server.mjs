/* global process, console */
// The storefront's HTTP server: Next.js behind the shop's own gate (requests Next would answer
// with a 500), compression, and the security headers with a nonce per page (ADR 0010).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import pino from 'pino';
import { sentToShopHost } from './canonical-host.mjs';
import { forwardedFor } from './forwarded-for.mjs';
import { refusedRequest } from './request-guard.mjs';
import { connectRefusal, knownActionIds, pageMethodAnswer } from './page-methods.mjs';
import { shopOriginFor, shopUrlFor } from './shop-origin.mjs';
import { newNonce } from './script-nonce.mjs';
import { commonHeaders, resourcePolicy, tileOrigin } from './security-headers.mjs';
import { secureResponse } from './secure-response.mjs';
import { answerHealth, createLifecycle, msFromEnv } from '@webshop/commerce/server-lifecycle';
import { engineReadiness, closeEngine, startedEngine } from './engine-readiness.mjs';
import {
  createFormerUrlRedirects,
  engineRouteAsker,
  ownRouteNames,
} from './former-url-redirect.mjs';
import { requestContext, requestIdOf } from './request-id.mjs';
import { measureResponse } from './shop-metrics.mjs';
import { createAdminApp, isAdminPath } from './admin-app.mjs';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
// One address for the whole process: unset, it is where this server answers on this machine, so
// the engine's payment return URL, the host check and the same-origin checks agree on it.
process.env.SHOP_URL = shopUrlFor(process.env);
const shopOrigin = shopOriginFor(process.env);
// The tag manager or gtag (spec §7): its hosts enter the page policy only when one is configured.
const tagManager = Boolean(
  process.env.NEXT_PUBLIC_GTM_ID || process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
);

// A map tile server (lib/config/map.ts) enters the page policy's img-src only when one is set.
const tileHost = tileOrigin(process.env.NEXT_PUBLIC_MAP_TILE_URL);

const nextApp = next({ dev: false, dir: app, port, hostname });
const handle = nextApp.getRequestHandler();
await nextApp.prepare();
const actions = knownActionIds(app);
const compress = compression();
// The back office's built files (apps/admin/dist): served here, beside the shop, under /admin.
const adminApp = createAdminApp(path.resolve(app, '../admin/dist'));
// One JSON line per page and API request, with its id (ADR 0031); Next's own files are not logged.
const accessLog = pino({ name: 'storefront', level: process.env.LOG_LEVEL ?? 'info' });
const quietRoutes = new Set(['next_files', 'files']);
// A product's former url key answers 301 to its new address (ADR 0029); what the engine said
// about an address is forgotten when the catalogue changes (in process) or after 10 s.
let hearsChanges = false;
const formerUrls = createFormerUrlRedirects({
  ownRoutes: ownRouteNames(app),
  ask: engineRouteAsker({
    remote: process.env.COMMERCE_GRAPHQL_URL || null,
    engine: async () => {
      const engine = await startedEngine();
      if (engine && !hearsChanges) {
        hearsChanges = true;
        engine.onChange(() => formerUrls.clear());
      }
      return engine;
    },
  }),
});

const server = createServer((request, response) => {
  lifecycle.track(request, response);
  // Health first: cheap, uncached, before every gate and limit.
  if (answerHealth(request, response, lifecycle)) return;
  const requestId = requestIdOf(request.headers['x-request-id']);
  request.headers['x-request-id'] = requestId;
  response.setHeader('x-request-id', requestId);
  measureResponse(request, response, (line) => {
    if (!quietRoutes.has(line.route)) accessLog.info({ requestId, ...line }, 'request');
  });
  requestContext.run({ requestId }, () => serve(request, response));
});

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function serve(request, response) {
  const https =
    request.headers['x-forwarded-proto'] === 'https' || Boolean(request.socket.encrypted);
  const refused =
    pageMethodAnswer(request, { actions, shopOrigin }) ??
    refusedRequest(request.method, request.url);
  if (refused) {
    response.writeHead(refused.status, {
      ...commonHeaders({ https }),
      ...refused.headers,
      'content-security-policy': resourcePolicy,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(refused.message);
    return;
  }
  if (sentToShopHost(request, response, { https, shopUrl: process.env.SHOP_URL })) return;
  const forwarded = forwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress);
  if (forwarded) request.headers['x-forwarded-for'] = forwarded;
  if (isAdminPath(request.url)) {
    compress(request, response, () => adminApp(request, response, { https }));
    return;
  }
  // A page carries a new nonce each time, so a browser's copy can never be confirmed as current.
  if (String(request.headers.accept ?? '').includes('text/html')) {
    delete request.headers['if-none-match'];
  }
  compress(request, response, () => {
    secureResponse(request, response, { nonce: newNonce(), tagManager, https, tileHost });
    void formerUrls.redirectFor(request.method, request.url).then(
      (location) => {
        if (!location) return handle(request, response);
        // Kept by a shared cache as long as a page, not by browsers: a later import may list a
        // product at this address again.
        response.writeHead(301, { location, 'cache-control': 'public, max-age=0, s-maxage=10' });
        response.end();
      },
      () => handle(request, response),
    );
  });
}
// CONNECT comes as an event of its own; unanswered, Node would close the connection silently.
server.on('connect', (request, socket) => {
  const https = request.headers['x-forwarded-proto'] === 'https';
  socket.on('error', () => socket.destroy());
  socket.end(
    connectRefusal({ ...commonHeaders({ https }), 'content-security-policy': resourcePolicy }),
  );
});
// SIGTERM: /readyz answers 503 for SHUTDOWN_DRAIN_MS (default 3 s, two of a balancer's
// checks a second apart) while requests are still served, then no new connections; those in flight get up to
// SHUTDOWN_TIMEOUT_MS (default 10 s); then the engine stops its workers and closes its pool.
const lifecycle = createLifecycle({
  server,
  readiness: engineReadiness,
  drainMs: msFromEnv(process.env.SHUTDOWN_DRAIN_MS, 3000),
  timeoutMs: msFromEnv(process.env.SHUTDOWN_TIMEOUT_MS, 10_000),
  close: closeEngine,
  log: {
    info: (message) => console.log(`[storefront] ${message}`),
    warn: (message) => console.warn(`[storefront] ${message}`),
  },
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`[storefront] ready on http://${hostname ?? 'localhost'}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    lifecycle.shutdown().then(
      ({ unfinished, ms }) => {
        console.log(`[storefront] stopped in ${ms} ms (${unfinished} request(s) cut off)`);
        process.exit(0);
      },
      (error) => {
        console.error('[storefront] shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
