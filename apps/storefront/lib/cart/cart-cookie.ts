import { cartConfig } from '@/lib/config/cart';

// Cart ids are the engine's (128 random bits or more, URL-safe); anything else in the cookie is
// not looked up at all.
const plausibleId = /^[A-Za-z0-9_.+/=-]{16,128}$/;

/** The cart id from the request's cookie, or null when there is none or it cannot be one. */
export function cartIdFrom(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== cartConfig.cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return plausibleId.test(value) ? value : null;
  }
  return null;
}

const secure = () => process.env.NODE_ENV === 'production';

/** Set-Cookie for a cart id: httpOnly (scripts never read it), SameSite=Lax, Secure in production. */
export function cartCookie(id: string): string {
  return [
    `${cartConfig.cookieName}=${encodeURIComponent(id)}`,
    'Path=/',
    `Max-Age=${cartConfig.cookieMaxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie that forgets a placed or unknown cart. */
export function clearedCartCookie(): string {
  return [
    `${cartConfig.cookieName}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}
