import { cartConfig } from '@/lib/config/cart';
import { sessionCookieName } from '@/lib/user/session-cookie';

/** Whether the request carries the shopper's session or cart cookie, whatever its value. */
function carriesShopperCookie(request: Request): boolean {
  const names = new Set([sessionCookieName, cartConfig.cookieName]);
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .some((part) => names.has(part.split('=')[0]?.trim() ?? ''));
}

/**
 * The engine's answer, made `private, no-store` when the shopper's session or cart came along:
 * what it says may be theirs alone, and no browser or proxy cache may keep it. (The engine marks
 * every answer but a public catalogue query itself; this covers the cookies it does not read.)
 */
export function keptPrivate(request: Request, response: Response): Response {
  if (!carriesShopperCookie(request)) return response;
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'private, no-store');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
