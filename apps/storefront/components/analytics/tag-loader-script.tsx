import { analyticsConfig } from '@/lib/config/analytics';
import { tagLoaderScript } from '@/lib/analytics/tag-loader';

/**
 * spec §7: the tag manager or gtag, only when configured. Rendered first in the body, so the
 * consent defaults are written before any other script could push; the shop server stamps the
 * response's nonce on it (ADR 0010).
 */
export function TagLoaderScript() {
  const tag = analyticsConfig.tag;
  if (!tag) return null;
  return <script dangerouslySetInnerHTML={{ __html: tagLoaderScript(tag) }} />;
}
