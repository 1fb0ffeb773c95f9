import { getEngine } from './engine';
import { remoteGraphQLUrl } from './transport';

/**
 * Hands a browser request to the engine: in process through `engine.fetch`, or proxied to the
 * standalone engine (same path below its origin) when COMMERCE_GRAPHQL_URL is set.
 */
export async function passToEngine(request: Request, enginePath: string): Promise<Response> {
  const incoming = new URL(request.url);
  if (!remoteGraphQLUrl) {
    const engine = await getEngine();
    const url = new URL(enginePath + incoming.search, 'http://engine.local');
    return engine.fetch(new Request(url, request));
  }
  const target = new URL(enginePath + incoming.search, remoteGraphQLUrl);
  const headers = new Headers(request.headers);
  headers.delete('host');
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    redirect: 'manual',
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = await request.arrayBuffer();
  }
  const response = await fetch(target, init);
  const outgoing = new Headers(response.headers);
  outgoing.delete('content-encoding');
  outgoing.delete('content-length');
  return new Response(response.body, { status: response.status, headers: outgoing });
}
