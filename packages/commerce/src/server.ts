import { createServer } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createEngine } from './engine/create-engine.ts';
import { logger } from './engine/logger.ts';

/** The engine on its own: GraphQL at /graphql and images at /media on PORT (default 4000). */
const port = Number(process.env.PORT ?? 4000);
const engine = await createEngine();
const adapter = createServerAdapter((request: Request) => engine.fetch(request));
// The Fetch API cannot even represent some methods (TRACE, CONNECT): answer those before it tries.
const fetchMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const server = createServer((request, response) => {
  if (!fetchMethods.has(request.method ?? '')) {
    response.writeHead(405, { allow: 'GET, POST, OPTIONS', 'content-type': 'text/plain' });
    response.end('Method not allowed');
    return;
  }
  void adapter(request, response);
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => logger.info(`commerce engine on http://localhost:${port}/graphql`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void engine.close().then(() => process.exit(0));
  });
}
