import { performance } from 'node:perf_hooks';
import type { EngineMetrics } from './engine-metrics.ts';
import { routeOf } from './engine-metrics.ts';
import { requestContext, requestIdFor, requestIdHeader } from './request-context.ts';

/**
 * Runs one HTTP request inside its request context (its id on every log line written while it
 * is handled, answered in `x-request-id`) and counts and times it by route.
 */
export function observedFetch(
  handle: (request: Request) => Promise<Response>,
  metrics: EngineMetrics,
): (request: Request) => Promise<Response> {
  return (request) => {
    const requestId = requestIdFor(request.headers);
    return requestContext.run({ requestId }, async () => {
      const started = performance.now();
      const route = routeOf(new URL(request.url).pathname);
      const seconds = () => (performance.now() - started) / 1000;
      let response: Response;
      try {
        response = await handle(request);
      } catch (error) {
        metrics.observeRequest(route, request.method, 500, seconds());
        throw error;
      }
      metrics.observeRequest(route, request.method, response.status, seconds());
      return withHeader(response, requestIdHeader, requestId);
    });
  };
}

/** Some responses (a proxied fetch's) have immutable headers: those are copied. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
