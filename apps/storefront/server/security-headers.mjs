/* global URL */
/**
 * The shop's security headers (ADR 0010). Pages get a Content-Security-Policy whose only inline
 * scripts are those carrying the response's nonce; everything else gets a policy that allows
 * nothing to run at all.
 */

/**
 * Hosts of the tag manager or gtag (spec §7), allowed only when one is configured. The script
 * itself is added by the page's nonce'd tag loader, and only after the visitor's consent.
 */
const tagManagerHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
};

/** Players of the page builder's video block (YouTube without cookies, Vimeo). */
const videoPlayerHosts = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The origin of a map tile URL template (NEXT_PUBLIC_MAP_TILE_URL), e.g.
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`; null when unset or
 * not an http(s) URL. Maps ask it for tiles only after the visitor's consent.
 */
export function tileOrigin(template) {
  if (!template) return null;
  try {
    const url = new URL(template.replaceAll('{s}', 'a'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = template.includes('{s}.')
      ? `*.${url.host.split('.').slice(1).join('.')}`
      : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

/**
 * @param {string} nonce
 * @param {{ tagManager?: boolean, https?: boolean, tileHost?: string | null }} [options]
 */
export function pagePolicy(nonce, { tagManager = false, https = false, tileHost = null } = {}) {
  const extra = (kind) => [
    ...(tagManager ? tagManagerHosts[kind] : []),
    ...(kind === 'img' && tileHost ? [tileHost] : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extra('script').join(' ')}`.trim(),
    // React sets style attributes and the build inlines the stylesheet (ADR 0005).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra('img').join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${extra('connect').join(' ')}`.trim(),
    // Video blocks load their player from these hosts, and only after the visitor's click.
    `frame-src ${videoPlayerHosts.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** For JSON, media and scripts: nothing in them may run or be framed. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries. */
export function commonHeaders({ https = false } = {}) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // Geolocation stays for the store locator, payment for the checkout.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
