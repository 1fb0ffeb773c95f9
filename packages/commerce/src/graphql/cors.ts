import type { Plugin, YogaServerOptions } from 'graphql-yoga';

type CorsFactory = Extract<
  NonNullable<YogaServerOptions<object, object>['cors']>,
  (...args: never[]) => unknown
>;

/**
 * Origins other than the shop's own that may call the API from a browser, from
 * `CORS_ALLOWED_ORIGINS` (comma-separated, e.g. a front end hosted elsewhere). None by default:
 * the storefront calls the API from its own origin, which needs no CORS at all.
 */
export function allowedOriginsFromEnvironment(env = process.env): string[] {
  return (env.CORS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * CORS for the listed origins only, with credentials; any other origin gets no CORS headers at
 * all, so a browser keeps the answer from the page that asked (graphql-yoga's default would echo
 * any origin and allow credentials).
 */
export function corsForOrigins(allowed: readonly string[]): CorsFactory {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.includes(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization', 'store', 'content-currency'],
      maxAge: 600,
    };
  };
}

/** Answers differ by Origin once any origin is allowed: shared caches must keep them apart. */
export const varyByOrigin: Plugin = {
  onResponse({ response }) {
    const vary = response.headers.get('vary');
    if (!vary?.toLowerCase().includes('origin')) {
      response.headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
    }
  },
};
