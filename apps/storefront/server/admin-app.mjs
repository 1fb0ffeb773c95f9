/* global URL */
import { existsSync } from 'node:fs';
import path from 'node:path';
import serveStatic from 'serve-static';
import { commonHeaders } from './security-headers.mjs';

/**
 * The back office (apps/admin, a static single-page app) under /admin on the shop's own origin,
 * so the staff cookie is first-party and its GraphQL calls (/api/admin/graphql) are same-origin.
 * Its policy is stricter than the shop's pages: no inline script or style at all, nothing from
 * another origin, never framed. The app's hashed files are cached for a year; its page never,
 * so a new build reaches staff on their next load.
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** True for /admin and everything below it (but not /administration or /admins). */
export function isAdminPath(url) {
  const pathname = new URL(url ?? '/', 'http://shop.local').pathname;
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * @param {string} distDir apps/admin/dist
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, options: { https: boolean }) => void}
 */
export function createAdminApp(distDir) {
  const indexFile = path.join(distDir, 'index.html');
  const files = serveStatic(distDir, {
    index: false,
    fallthrough: true,
    redirect: false,
    setHeaders(response, filePath) {
      const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      response.setHeader(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'no-store',
      );
    },
  });
  return (request, response, { https }) => {
    for (const [name, value] of Object.entries(commonHeaders({ https }))) {
      response.setHeader(name, value);
    }
    response.setHeader('content-security-policy', adminPolicy);
    response.setHeader('x-robots-tag', 'noindex, nofollow');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed');
      return;
    }
    if (!existsSync(indexFile)) {
      response.writeHead(503, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end('The back office is not built: run `npm run build`.');
      return;
    }
    const original = request.url ?? '/admin';
    const pathname = new URL(original, 'http://shop.local').pathname;
    // A hashed file that is not there is a 404, not the app's page: a stale tab must not get
    // HTML where it expects a script.
    request.url = original.slice('/admin'.length) || '/';
    files(request, response, () => {
      request.url = original;
      if (pathname.startsWith('/admin/assets/')) {
        response.writeHead(404, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end('Not found');
        return;
      }
      // Every other address is one of the app's own screens: its page, which routes in the browser.
      request.url = '/index.html';
      files(request, response, () => {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not found');
      });
    });
  };
}
