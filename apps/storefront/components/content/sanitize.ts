import sanitizeHtml from 'sanitize-html';
import { mediaUrl, replaceMediaPlaceholders } from '@/lib/commerce/values';
import { relativeLink, replaceStoreUrlPlaceholders } from '@/lib/layout/links';

/** Longer html is cut before it is parsed: no block needs more, and it bounds the work. */
const MAX_HTML_LENGTH = 100_000;

/**
 * CMS html is sanitised: no scripts, styles or event handlers. Its links follow the block link
 * rules (spec §2: shop domains stripped, navigation links rewritten) and its images the media
 * rules (spec §7: relative files and `{{media url=}}` placeholders become /media paths).
 */
export function sanitizeCmsHtml(html: string): string {
  const source = replaceMediaPlaceholders(replaceStoreUrlPlaceholders(html)).slice(
    0,
    MAX_HTML_LENGTH,
  );
  return sanitizeHtml(source, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['id'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => {
        const { href, target, ...rest } = attribs;
        const blank = target === '_blank';
        return {
          tagName,
          attribs: {
            ...rest,
            ...(href ? { href: relativeLink(href) } : {}),
            ...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' }),
          },
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          src: mediaUrl(attribs.src) ?? '',
          alt: attribs.alt ?? '',
          loading: 'lazy',
        },
      }),
    },
  });
}

/** The text of CMS html (for structured data and accessible names). */
export function cmsHtmlText(html: string): string {
  return sanitizeHtml(html.slice(0, MAX_HTML_LENGTH), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}
