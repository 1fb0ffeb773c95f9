/* global console, Buffer */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { comesFromShop } from './shop-origin.mjs';

/**
 * Which methods an address answers, before Next.js sees the request (ADR 0010). Next.js renders
 * a page for any method (PUT, DELETE and PATCH got 200 and the page, OPTIONS an empty 400), and
 * logs a stack for a server action id it does not know. Route handlers under /api/ and the
 * payment stand-in's pages keep the methods they declare.
 */
const ownMethodPrefixes = ['/api/', '/paynl-simulator/'];
export const pageMethods = 'GET, HEAD';

/** Next.js's server action ids: 42 hexadecimal characters (next/dist/shared/lib/server-reference-info). */
const actionIdPattern = /^[0-9a-f]{42}$/;

/**
 * The ids of the build's server actions (the account area's address book and order history), or
 * null when the manifest cannot be read: then an id is only checked for its form.
 * @param {string} appDir
 * @returns {Set<string> | null}
 */
export function knownActionIds(appDir) {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(appDir, '.next/server/server-reference-manifest.json'), 'utf8'),
    );
    return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    return null;
  }
}

/**
 * @typedef {{ status: number, message: string, headers?: Record<string, string> }} MethodAnswer
 */

/**
 * What to answer a request for a method this address does not take, or null to pass it on.
 * Pages: GET and HEAD; OPTIONS answers 204 with Allow; POST only as a call of one of the build's
 * server actions, from the shop's own origin; anything else 405 with Allow.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {{ actions: Set<string> | null, shopOrigin: string | null }} shop
 * @returns {MethodAnswer | null}
 */
export function pageMethodAnswer(request, shop) {
  const method = request.method ?? 'GET';
  const pathname = (request.url ?? '/').split('?')[0];
  if (ownMethodPrefixes.some((prefix) => pathname.startsWith(prefix))) return null;
  if (method === 'GET' || method === 'HEAD') return null;
  if (method === 'OPTIONS') return { status: 204, message: '', headers: { allow: pageMethods } };
  const action = request.headers['next-action'];
  if (method === 'POST' && action !== undefined) return serverActionAnswer(request, action, shop);
  return {
    status: 405,
    message: 'This address is a page: it is read with GET.',
    headers: { allow: pageMethods },
  };
}

/**
 * A server action call: refused plainly, with one warning line and no stack (a client's fault,
 * or a page from an older build), when its id is not one of this build's or it comes from
 * another origin; else null, and Next.js runs the action.
 */
function serverActionAnswer(request, action, shop) {
  const id = Array.isArray(action) ? action.join(',') : String(action);
  const header = (name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (!actionIdPattern.test(id)) {
    warn('a server action call without a valid id', request);
    return { status: 400, message: 'Not a server action call.' };
  }
  if (shop.actions && !shop.actions.has(id)) {
    warn('a call of an unknown server action', request);
    return { status: 404, message: 'No such action here; reload the page.' };
  }
  if (!comesFromShop(header, shop.shopOrigin)) {
    warn('a server action call from another origin', request);
    return { status: 403, message: 'Requests must come from the shop itself.' };
  }
  return null;
}

/** One line for the log: what was refused and where, never the client's header itself. */
function warn(what, request) {
  const pathname = (request.url ?? '/').split('?')[0].slice(0, 200);
  console.warn(`[storefront] refused ${what} (POST ${JSON.stringify(pathname)})`);
}

/**
 * The whole answer to a CONNECT request, written to its socket: Node's server hands CONNECT to
 * a 'connect' listener, and with none it closes the connection without a word.
 * @param {Record<string, string>} headers headers every answer carries
 * @returns {string}
 */
export function connectRefusal(headers) {
  const body = 'Method not allowed.';
  const lines = [
    'HTTP/1.1 405 Method Not Allowed',
    ...Object.entries({
      ...headers,
      allow: pageMethods,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
