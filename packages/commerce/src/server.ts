import { createServer } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createEngine } from './engine/create-engine.ts';
import { logger } from './engine/logger.ts';
import { answerHealth, createLifecycle, msFromEnv } from './engine/server-lifecycle.mjs';

/**
 * The engine on its own: GraphQL at /graphql and images at /media on PORT (default 4000), with
 * /healthz and /readyz. SIGTERM drains (not ready for SHUTDOWN_DRAIN_MS, default 0), finishes
 * the requests in flight (at most SHUTDOWN_TIMEOUT_MS, default 10 s) and closes the engine.
 */
const port = Number(process.env.PORT ?? 4000);
const engine = await createEngine();
const adapter = createServerAdapter((request: Request) => engine.fetch(request));
// The Fetch API cannot even represent some methods (TRACE, CONNECT): answer those before it tries.
const fetchMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const server = createServer((request, response) => {
  lifecycle.track(request, response);
  if (answerHealth(request, response, lifecycle)) return;
  if (!fetchMethods.has(request.method ?? '')) {
    response.writeHead(405, { allow: 'GET, POST, OPTIONS', 'content-type': 'text/plain' });
    response.end('Method not allowed');
    return;
  }
  void adapter(request, response);
});
const lifecycle = createLifecycle({
  server,
  readiness: () => engine.readiness(),
  drainMs: msFromEnv(process.env.SHUTDOWN_DRAIN_MS, 0),
  timeoutMs: msFromEnv(process.env.SHUTDOWN_TIMEOUT_MS, 10_000),
  close: () => engine.close(),
  log: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => logger.info(`commerce engine on http://localhost:${port}/graphql`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void lifecycle.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
