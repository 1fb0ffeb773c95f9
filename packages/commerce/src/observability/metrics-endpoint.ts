import { createHash, timingSafeEqual } from 'node:crypto';
import type { Registry } from 'prom-client';
import { clientError } from '../graphql/request-bounds.ts';

/** A token shorter than this is treated as none: the metrics stay closed. */
export const minimumMetricsTokenLength = 16;

/** The configured token, when it is long enough to guard anything (METRICS_TOKEN). */
export function metricsTokenFrom(value: string | undefined): string | undefined {
  return value && value.length >= minimumMetricsTokenLength ? value : undefined;
}

/**
 * `/metrics` (ADR 0031): closed unless METRICS_TOKEN is set, and then only for
 * `Authorization: Bearer <token>`. Without a token it answers exactly like any unknown path
 * (404), so a shop that never configured metrics shows nothing; with one, a wrong or missing
 * token gets 401, which tells an operator their scraper is misconfigured and tells the public
 * nothing it can use.
 */
export async function answerMetrics(
  request: Request,
  registry: Registry,
  token: string | undefined,
): Promise<Response> {
  if (!token) {
    return clientError(404, 'NOT_FOUND', 'Nothing here: GraphQL is at /graphql, media at /media/.');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return clientError(405, 'METHOD_NOT_ALLOWED', 'Metrics are read with GET.', {
      allow: 'GET, HEAD',
    });
  }
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!given || !sameSecret(given, token)) {
    return clientError(401, 'UNAUTHENTICATED', 'Metrics need the metrics token.', {
      'www-authenticate': 'Bearer realm="metrics"',
    });
  }
  const body = await registry.metrics();
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}

/** Compared in constant time over digests, so neither the length nor a prefix leaks by timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
