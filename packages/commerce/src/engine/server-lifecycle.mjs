/* global console, setTimeout, clearTimeout */
// Health answers and graceful shutdown for the Node HTTP servers in front of the engine: the
// engine's own (src/server.ts) and the shop's (apps/storefront/server/shop-server.mjs). Plain
// JavaScript so the shop server, which Node runs without a TypeScript loader, shares it.

const plain = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * Answers `/healthz` (the process is alive) and `/readyz` (it should get traffic) before any
 * other handler, uncached and outside every rate limit. Returns true when it answered.
 */
export function answerHealth(request, response, lifecycle) {
  const pathname = (request.url ?? '').split('?', 1)[0];
  if (pathname !== '/healthz' && pathname !== '/readyz') return false;
  const send = (status, body) => {
    response.writeHead(status, plain);
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...plain, allow: 'GET, HEAD' });
    response.end(JSON.stringify({ status: 'error', message: 'Health is read with GET.' }));
    return true;
  }
  if (pathname === '/healthz') {
    send(200, { status: 'ok' });
    return true;
  }
  if (lifecycle.draining) {
    send(503, { status: 'draining' });
    return true;
  }
  void withTimeout(lifecycle.readiness(), lifecycle.readinessTimeoutMs ?? 2000).then(
    (readiness) =>
      send(readiness.ready ? 200 : 503, {
        status: readiness.ready ? 'ready' : 'not ready',
        ...readiness,
      }),
    (error) =>
      send(503, { status: 'not ready', ready: false, error: String(error?.message ?? error) }),
  );
  return true;
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Tracks a server's requests and stops it gracefully. `shutdown()` first reports not ready for
 * `drainMs` (a balancer polling /readyz stops sending new requests; those still coming are
 * served, with `Connection: close`), then stops accepting connections, waits up to `timeoutMs`
 * for the requests in flight, cuts whatever is still open, and runs `close` (workers, pool).
 */
export function createLifecycle({
  server,
  readiness,
  drainMs = 0,
  timeoutMs = 10_000,
  close,
  log = console,
}) {
  const inFlight = new Set();
  let draining = false;
  let shuttingDown = null;
  // Set while shutdown waits: called when the last request in flight is finished.
  let idle = null;
  const lifecycle = {
    readiness,
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight.size;
    },
    /** Call first in the request handler: counts the request until its response is finished. */
    track(request, response) {
      inFlight.add(response);
      // Next.js and compression already listen for close: ours is one more, not a leak.
      response.setMaxListeners(response.getMaxListeners() + 1);
      response.on('close', () => {
        inFlight.delete(response);
        if (inFlight.size === 0) idle?.();
      });
      if (draining) response.setHeader('connection', 'close');
    },
    shutdown() {
      shuttingDown ??= stop();
      return shuttingDown;
    },
  };

  async function stop() {
    const started = Date.now();
    draining = true;
    log.info?.(
      `shutting down: not ready for ${drainMs} ms, then finishing ${inFlight.size} request(s)`,
    );
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const closed = new Promise((resolve) => server.close(() => resolve()));
    server.closeIdleConnections?.();
    const finished = await new Promise((resolve) => {
      if (inFlight.size === 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), timeoutMs);
      idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    const unfinished = inFlight.size;
    if (!finished)
      log.warn?.(
        `shutdown: ${unfinished} request(s) still running after ${timeoutMs} ms were cut off`,
      );
    server.closeAllConnections?.();
    await closed;
    await close?.();
    return { unfinished, ms: Date.now() - started };
  }

  return lifecycle;
}

/** Milliseconds from the environment, or the default when unset or not a whole number ≥ 0. */
export function msFromEnv(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number >= 0
    ? number
    : fallback;
}
