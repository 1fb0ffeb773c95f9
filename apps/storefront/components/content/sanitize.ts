import sanitizeHtml from 'sanitize-html';
import { replaceStoreUrlPlaceholders } from '@/lib/layout/links';

/** CMS html is sanitised: no scripts, styles or event handlers (spec §9 html blocks). */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(replaceStoreUrlPlaceholders(html), {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['id'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
  });
}
