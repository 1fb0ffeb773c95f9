import type { BrowserContext } from '@playwright/test';

/**
 * Every journey starts with a stored 'necessary only' cookie choice (playwright.config.ts), so
 * the cookie notice stays out of pages and screenshots that are about something else; the
 * consent journey starts without it.
 */
export const consentCookieName = 'cookie_consent';

export const necessaryOnlyValue = encodeURIComponent(
  JSON.stringify({ v: 1, a: false, m: false, t: 0 }),
);

/** The stored choice for a storage state (`use.storageState`). */
export function necessaryOnlyCookie(host: string) {
  return {
    name: consentCookieName,
    value: necessaryOnlyValue,
    domain: host,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/** Clears the shop's cookies (session, cart, …) but keeps the cookie choice. */
export async function clearCookiesButConsent(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: new RegExp(`^(?!${consentCookieName}$)`) });
}
