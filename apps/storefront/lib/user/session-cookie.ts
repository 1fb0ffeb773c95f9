import { isSameOrigin } from '@/lib/cart/request-guard';

/**
 * The signed-in shopper's session: the engine's opaque token in an httpOnly cookie (scripts never
 * read it; GET /api/user answers `token: null`), SameSite=Lax, Secure in production. The
 * storefront's server sends it to the engine as spec §7's Authorization Bearer.
 */
export const sessionCookieName = 'customer_token';

/** The engine hands out sessions of 14 days; the cookie lives as long. */
export const sessionCookieMaxAgeSeconds = 14 * 24 * 60 * 60;

const plausibleToken = /^[A-Za-z0-9_-]{43}$/;
const secure = () => process.env.NODE_ENV === 'production';

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    return plausibleToken.test(value) ? value : null;
  }
  return null;
}

/** The session token from a request's cookie; null when absent or not shaped like one. */
export function sessionTokenFrom(request: Request): string | null {
  return cookieValue(request.headers.get('cookie') ?? '', sessionCookieName);
}

/** The same, from a `cookies()` store's value (server components). */
export function plausibleSessionToken(value: string | undefined): string | null {
  return value !== undefined && plausibleToken.test(value) ? value : null;
}

export function sessionCookie(token: string): string {
  return [
    `${sessionCookieName}=${token}`,
    'Path=/',
    `Max-Age=${sessionCookieMaxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(): string {
  return [
    `${sessionCookieName}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The token a browser request may act with. A cookie rides along on cross-site requests too, so
 * a state-changing request only gets it when it proves it comes from the shop's own pages (the
 * CSRF check; GETs cannot change anything: GraphQL refuses mutations over GET).
 */
export function actingSessionToken(request: Request): string | null {
  const token = sessionTokenFrom(request);
  if (!token) return null;
  if (request.method === 'GET' || request.method === 'HEAD') return token;
  return isSameOrigin(request) ? token : null;
}

/**
 * A hint scripts may read that a session cookie exists (`signed_in=1`; no secret in it), set and
 * cleared with the session: the header asks /api/user only when it is there, so a shopper who
 * never signed in costs no request.
 */
export const signedInHintName = 'signed_in';

export function signedInHintCookie(): string {
  return [
    `${signedInHintName}=1`,
    'Path=/',
    `Max-Age=${sessionCookieMaxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSignedInHintCookie(): string {
  return [
    `${signedInHintName}=`,
    'Path=/',
    'Max-Age=0',
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie headers of a new session (the token and the hint). */
export const signedInCookies = (token: string) => [sessionCookie(token), signedInHintCookie()];

/** Set-Cookie headers that end the session in this browser. */
export const signedOutCookies = () => [clearedSessionCookie(), clearedSignedInHintCookie()];

/** Whether the request carries the hint (it says nothing about the session being valid). */
export function hasSignedInHint(request: Request): boolean {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .some((part) => part.trim() === `${signedInHintName}=1`);
}
