/* global process */
// The shop server's own request metrics (ADR 0031), served at /metrics after the engine's:
// pages, API routes, media and Next's files, by a fixed route class, method and status.
import { Counter, Histogram, Registry } from 'prom-client';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** @type {Registry} */
const registry = (globalThis.__webshopShopMetrics ??= new Registry());
const requests = new Counter({
  name: 'shop_http_requests_total',
  help: 'HTTP requests the shop server answered, by route class, method and status.',
  labelNames: ['route', 'method', 'status'],
  registers: [registry],
});
const seconds = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time until the shop server finished a response, by route class.',
  labelNames: ['route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/**
 * A fixed class per address, so invented addresses add no series.
 * @param {string} pathname
 */
export function routeClassOf(pathname) {
  if (pathname === '/api/graphql') return 'api_graphql';
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/_next/')) return 'next_files';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname === '/metrics') return 'metrics';
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'files';
  return 'page';
}

/**
 * Counts the response when it is finished.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {(line: object) => void} [log] also told of each finished request
 */
export function measureResponse(request, response, log) {
  const started = process.hrtime.bigint();
  const pathname = (request.url ?? '/').split('?')[0];
  const route = routeClassOf(pathname);
  response.once('finish', () => {
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    const method = methods.has(request.method ?? '') ? request.method : 'other';
    requests.inc({ route, method, status: String(response.statusCode) });
    seconds.observe({ route }, elapsed);
    log?.({ method, route, status: response.statusCode, ms: Math.round(elapsed * 1000) });
  });
}
