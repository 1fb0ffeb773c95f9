/**
 * The visitor's cookie choice (spec §2 cookie notice, §9 consent kept one year), stored in a
 * first-party cookie the browser reads: pages are cached for everyone (ADR 0006), so the server
 * never varies a page by it. The value is versioned JSON; a value of another version, or one
 * that does not parse, counts as no choice and the notice shows again.
 */
export const consentCookie = {
  name: 'cookie_consent',
  version: 1,
  /** spec §9: 31536000000 ms. */
  maxAgeMs: 31_536_000_000,
  /** A real value is about 60 characters; anything much longer is not ours. */
  maxValueLength: 256,
} as const;

/** What the visitor allowed besides the necessary cookies (always on). */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface StoredConsent extends ConsentChoice {
  version: typeof consentCookie.version;
  /** When the choice was made (epoch ms). */
  decidedAt: number;
}

export const acceptAll: ConsentChoice = { analytics: true, marketing: true };
export const necessaryOnly: ConsentChoice = { analytics: false, marketing: false };

/** The stored choice in a `Cookie` header or `document.cookie`, or null when there is none. */
export function parseConsent(cookies: string | null | undefined): StoredConsent | null {
  if (!cookies) return null;
  const prefix = `${consentCookie.name}=`;
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  const raw = pair?.slice(prefix.length);
  if (!raw || raw.length > consentCookie.maxValueLength) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null) return null;
    const { v, a, m, t } = value as Record<string, unknown>;
    if (v !== consentCookie.version || typeof a !== 'boolean' || typeof m !== 'boolean')
      return null;
    return {
      version: consentCookie.version,
      analytics: a,
      marketing: m,
      decidedAt: typeof t === 'number' && Number.isFinite(t) ? t : 0,
    };
  } catch {
    return null;
  }
}

/** The cookie string that stores a choice for a year (for `document.cookie`). */
export function consentCookieString(
  choice: ConsentChoice,
  { now = Date.now(), secure = false }: { now?: number; secure?: boolean } = {},
): string {
  const value = encodeURIComponent(
    JSON.stringify({ v: consentCookie.version, a: choice.analytics, m: choice.marketing, t: now }),
  );
  return [
    `${consentCookie.name}=${value}`,
    'Path=/',
    `Max-Age=${Math.floor(consentCookie.maxAgeMs / 1000)}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
