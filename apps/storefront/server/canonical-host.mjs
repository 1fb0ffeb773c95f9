/* global URL */
import { commonHeaders, resourcePolicy } from './security-headers.mjs';

/**
 * One address for the shop (ADR 0010, canonical host): a page asked on another host name
 * (127.0.0.1 for localhost, www for the apex, a proxy's own name) is sent to SHOP_URL's host
 * before anything is served, so the browser's cookies, the checkout's same-origin checks and the
 * payment's return URL all belong to the same origin.
 */

/**
 * Server-to-server routes answer on any host name: the payment provider's exchange call, the
 * CMS's revalidation and a load balancer's probe may use an internal address. Next.js's own
 * assets are asked by pages that are already on the right host.
 */
const anyHostRoutes = new Set(['/api/paynl/exchange', '/api/revalidate', '/api/health']);
const anyHostPrefixes = ['/_next/'];

const servedOnAnyHost = (path) =>
  anyHostRoutes.has(path) || anyHostPrefixes.some((prefix) => path.startsWith(prefix));

/** The request's host name as the browser typed it: X-Forwarded-Host behind a proxy. */
function requestHost(headers) {
  const forwarded = headers['x-forwarded-host'];
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || headers.host || '';
  return String(raw).split(',')[0].trim();
}

/** host[:port] as a URL of the shop's scheme writes it (no default port, lower case). */
function normalisedHost(host, protocol) {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * What to answer a request on a host other than SHOP_URL's, or null to serve it.
 * GET and HEAD: 308 to the same path and query on the shop's origin. Any other method: 421
 * (Misdirected Request), since replaying a form post or a checkout update on another origin would
 * act without the shopper seeing the address change; nothing is created on the wrong host.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {string | undefined} shopUrl SHOP_URL; unset or unparsable: every host is served.
 * @returns {{ status: 308, location: string } | { status: 421, message: string } | null}
 */
export function canonicalHostAnswer(request, shopUrl) {
  if (!shopUrl?.trim() || !URL.canParse(shopUrl.trim())) return null;
  const shop = new URL(shopUrl.trim());
  const url = request.url ?? '/';
  const path = url.split('?')[0];
  if (servedOnAnyHost(path)) return null;
  const host = normalisedHost(requestHost(request.headers), shop.protocol);
  if (host === shop.host) return null;
  const method = request.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') {
    return { status: 308, location: `${shop.origin}${url.startsWith('/') ? url : `/${url}`}` };
  }
  return { status: 421, message: `This shop answers at ${shop.origin} only.` };
}

/**
 * Answers a request on another host (see canonicalHostAnswer) and says so; false: serve it.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ https: boolean, shopUrl: string | undefined }} options
 */
export function sentToShopHost(request, response, { https, shopUrl }) {
  const answer = canonicalHostAnswer(request, shopUrl);
  if (!answer) return false;
  response.writeHead(answer.status, {
    ...commonHeaders({ https }),
    'content-security-policy': resourcePolicy,
    'cache-control': 'no-store',
    ...(answer.status === 308
      ? { location: answer.location }
      : { 'content-type': 'text/plain; charset=utf-8' }),
  });
  response.end(answer.status === 308 ? undefined : answer.message);
  return true;
}
