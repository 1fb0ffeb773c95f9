import { createServer } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { createEngine } from './engine/create-engine.ts';
import { logger } from './engine/logger.ts';

/** The engine on its own: GraphQL at /graphql and images at /media on PORT (default 4000). */
const port = Number(process.env.PORT ?? 4000);
const engine = await createEngine();
const server = createServer(createServerAdapter((request: Request) => engine.fetch(request)));
server.keepAliveTimeout = 65_000;
server.listen(port, () => logger.info(`commerce engine on http://localhost:${port}/graphql`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void engine.close().then(() => process.exit(0));
  });
}
