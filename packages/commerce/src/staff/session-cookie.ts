import type { Plugin } from 'graphql-yoga';
import { shopUrl } from '../engine/shop-url.ts';
import { staffRules } from './staff-rules.ts';

/**
 * The staff session lives in an httpOnly cookie the engine sets itself (`staff_session`,
 * SameSite=Lax, Secure in production): no script in the back office ever holds the token.
 */
export function sessionCookie(token: string, expiresAt: Date, now: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return cookieLine(token, maxAge);
}

export function clearedSessionCookie(): string {
  return cookieLine('', 0);
}

function cookieLine(value: string, maxAge: number): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  return `${staffRules.cookieName}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/**
 * The session token of a request, when the request may use it. A cookie travels with whatever a
 * browser sends, so it is only honoured (CSRF, as the storefront does in ADR 0015) on a POST
 * that proves it comes from the back office's own pages: `Origin` names this host or the shop's
 * (or, when a browser leaves Origin out, `Sec-Fetch-Site: same-origin`), and the body is not a
 * type a cross-site form can send. GraphQL refuses mutations over GET, and a GET with the cookie
 * is simply signed out.
 */
export function staffTokenFrom(request: Request): string | null {
  const token = cookieValue(request.headers.get('cookie'), staffRules.cookieName);
  if (!token || request.method !== 'POST') return null;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (/^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(type)) {
    return null;
  }
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin' ? token : null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return null;
  }
  const ownHosts = [
    request.headers.get('host'),
    new URL(request.url).host,
    new URL(shopUrl()).host,
  ];
  return ownHosts.includes(host) ? token : null;
}

/** Set-Cookie lines a resolver asked for, by request; the plugin below adds them to the answer. */
const pending = new WeakMap<Request, string[]>();

export function setCookieOn(request: Request | undefined, line: string): void {
  if (!request) return;
  const lines = pending.get(request) ?? [];
  lines.push(line);
  pending.set(request, lines);
}

/** Adds the staff session cookies set while answering a GraphQL request. */
export const staffCookies: Plugin = {
  onResponse({ request, response }) {
    for (const line of pending.get(request) ?? []) response.headers.append('set-cookie', line);
  },
};
