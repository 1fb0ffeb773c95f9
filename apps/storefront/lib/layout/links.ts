import { siteConfig } from '@/lib/config/site';

/**
 * spec §2: banner and button links lose the store domain, the staging domain and the API base,
 * so they become relative paths; other absolute links stay as they are. `{{store url=x}}`
 * placeholders become `/x`; a shop path with a `navigation` segment becomes
 * `/navigation/{path after it}` (spec §2 route). Links in a scheme other than http(s), mailto
 * and tel (`javascript:`, `data:`) become the home page.
 */
export function relativeLink(
  href: string | null | undefined,
  domains: readonly string[] = siteConfig.storeDomains,
  apiBase: string | null = siteConfig.apiBase,
): string {
  if (!href) return '/';
  const trimmed = href.trim().slice(0, MAX_LINK_LENGTH);
  const placeholder = /^\{\{store url=["']?([^"'}]*)["']?\}\}$/.exec(trimmed);
  if (placeholder) return normalise(placeholder[1]!.replace(/^\/+/, ''));
  if (apiBase && trimmed.startsWith(apiBase)) return normalise(trimmed.slice(apiBase.length));
  if (trimmed.startsWith('//')) return relativeLink(`https:${trimmed}`, domains, apiBase);
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return normalise(trimmed);
  try {
    const url = new URL(trimmed);
    if (!allowedSchemes.has(url.protocol)) return '/';
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return trimmed;
    if (domains.includes(url.hostname)) return normalise(url.pathname + url.search + url.hash);
    return trimmed;
  } catch {
    return '/';
  }
}

/** Longer links are cut: no block link needs more, and it bounds the work per link. */
const MAX_LINK_LENGTH = 2048;
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function normalise(raw: string): string {
  const path =
    raw.startsWith('#') || raw.startsWith('?') ? `/${raw}` : raw.startsWith('/') ? raw : `/${raw}`;
  return navigationPath(path);
}

/** spec §2: a shop link with a `navigation` segment goes to `/navigation/{rest}`. */
export function navigationPath(path: string): string {
  const match = /^(?:\/[^/?#]+)*?\/navigation(\/[^?#]*)?([?#].*)?$/.exec(path);
  if (!match) return path;
  const rest = (match[1] ?? '').replace(/^\/+/, '');
  return `/navigation${rest ? `/${rest}` : ''}${match[2] ?? ''}`;
}

/** Whether a link leaves the shop (gets rel="noopener" and opens as the block says). */
export function isExternalLink(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:') || href.startsWith('tel:');
}

/** Replaces `{{store url=x}}` placeholders inside CMS html with relative links. */
export function replaceStoreUrlPlaceholders(html: string): string {
  return html.replace(/\{\{store url=["']?([^"'}]*)["']?\}\}/g, (_, path: string) =>
    normalise(path.replace(/^\/+/, '')),
  );
}
