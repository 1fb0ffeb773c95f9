import { siteConfig } from '@/lib/config/site';

/**
 * spec §2: banner and button links lose the store domain, the staging domain and the API base,
 * so they become relative paths; other absolute links stay as they are. `{{store url=x}}`
 * placeholders become `/x`.
 */
export function relativeLink(
  href: string | null | undefined,
  domains: readonly string[] = siteConfig.storeDomains,
): string {
  if (!href) return '/';
  const trimmed = href.trim();
  const placeholder = /^\{\{store url=["']?([^"'}]*)["']?\}\}$/.exec(trimmed);
  if (placeholder) return `/${placeholder[1]!.replace(/^\/+/, '')}`;
  const apiBase = siteConfig.apiBase;
  if (apiBase && trimmed.startsWith(apiBase)) return normalise(trimmed.slice(apiBase.length));
  try {
    const url = new URL(trimmed);
    if (domains.includes(url.hostname)) return normalise(url.pathname + url.search + url.hash);
    return trimmed;
  } catch {
    return normalise(trimmed);
  }
}

function normalise(path: string): string {
  if (path.startsWith('#') || path.startsWith('?')) return `/${path}`;
  return path.startsWith('/') ? path : `/${path}`;
}

/** Whether a link leaves the shop (gets rel="noopener" and opens as the block says). */
export function isExternalLink(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:') || href.startsWith('tel:');
}

/** Replaces `{{store url=x}}` placeholders inside CMS html with relative links. */
export function replaceStoreUrlPlaceholders(html: string): string {
  return html.replace(
    /\{\{store url=["']?([^"'}]*)["']?\}\}/g,
    (_, path: string) => `/${path.replace(/^\/+/, '')}`,
  );
}
