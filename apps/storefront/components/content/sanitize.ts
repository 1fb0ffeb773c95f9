import sanitizeHtml from 'sanitize-html';
import { mediaUrl, replaceMediaPlaceholders } from '@/lib/commerce/values';
import { relativeLink, replaceStoreUrlPlaceholders } from '@/lib/layout/links';
import { defaultLocale, localizedPath } from '@/lib/i18n/locales';

/** Longer html is cut before it is parsed: no block needs more, and it bounds the work. */
const MAX_HTML_LENGTH = 100_000;

/**
 * A shop path in CMS html, in the page's language: content is written with the Dutch paths
 * (`/service/bezorgen`), which on /en must stay on /en (ADR 0002).
 */
function inLocale(href: string, locale: string): string {
  if (locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href;
  if (/^\/(nl|fr|de|en)(?=[/?#]|$)/.test(href) || href.startsWith('/media/')) return href;
  return localizedPath(locale, href);
}

/**
 * CMS html is sanitised: no scripts, styles or event handlers. Its links follow the block link
 * rules (spec §2: shop domains stripped, navigation links rewritten, kept in the page's language)
 * and its images the media rules (spec §7: relative files and `{{media url=}}` placeholders
 * become /media paths).
 */
export function sanitizeCmsHtml(html: string, locale: string = defaultLocale): string {
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
            ...(href ? { href: inLocale(relativeLink(href), locale) } : {}),
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
