/**
 * The demo content is written once in Dutch; its French, German and English texts come from
 * phrase books keyed by the Dutch text (`translations/<locale>.ts`). A Dutch text without an
 * entry stops the seed: the shop never silently shows Dutch on /fr, /de or /en.
 */
import type { TranslatedLocale } from '../../content/localised.ts';
import { de } from './translations/de.ts';
import { en } from './translations/en.ts';
import { fr } from './translations/fr.ts';
import { catalogNameIn } from '../catalog-translations/translate.ts';
import type { PhraseBook } from '../phrase-book.ts';

const books: Record<TranslatedLocale, PhraseBook> = { fr, de, en };

/** Keys of documents whose string values are texts shown to shoppers. */
export const TEXT_KEYS: ReadonlySet<string> = new Set([
  'title',
  'text',
  'html',
  'label',
  'alt',
  'caption',
  'question',
  'answer',
  'subtitle',
  'role',
  'name',
  'metaTitle',
  'metaDescription',
  'openingHours',
  'buttonText',
]);

export class MissingTranslation extends Error {
  constructor(
    readonly locale: TranslatedLocale,
    readonly text: string,
  ) {
    super(`no ${locale} text for the Dutch "${text}"`);
  }
}

/** `{name}` parts of a phrase match any text, carried over as they are (a category's name). */
function templates(book: PhraseBook): { pattern: RegExp; names: string[]; target: string }[] {
  return Object.entries(book)
    .filter(([source]) => /\{[a-z]+\}/.test(source))
    .map(([source, target]) => {
      const names: string[] = [];
      const escaped = source
        .split(/(\{[a-z]+\})/)
        .map((part) => {
          const name = /^\{([a-z]+)\}$/.exec(part)?.[1];
          if (name) {
            names.push(name);
            return '(.+?)';
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { pattern: new RegExp(`^${escaped}$`), names, target };
    });
}

const compiled = new Map<TranslatedLocale, ReturnType<typeof templates>>();

/** The Dutch text in this language; throws MissingTranslation when the book lacks it. */
export function translatePhrase(text: string, locale: TranslatedLocale): string {
  const book = books[locale];
  const exact = book[text];
  if (exact !== undefined) return exact;
  if (!compiled.has(locale)) compiled.set(locale, templates(book));
  for (const { pattern, names, target } of compiled.get(locale)!) {
    const match = pattern.exec(text);
    if (!match) continue;
    // A `{name}` part is a category's name: in the catalogue's own words for this language.
    return names.reduce(
      (out, name, index) => out.replace(`{${name}}`, catalogNameIn(match[index + 1]!, locale)),
      target,
    );
  }
  throw new MissingTranslation(locale, text);
}

/**
 * A copy of a document with every text (a string under one of TEXT_KEYS, at any depth) in this
 * language; everything else (ids, links, images, numbers) stays as it is.
 */
export function translateDocument<T>(value: T, locale: TranslatedLocale): T {
  const walk = (node: unknown, key: string | null): unknown => {
    if (typeof node === 'string') {
      return key !== null && TEXT_KEYS.has(key) && node.trim()
        ? translatePhrase(node, locale)
        : node;
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([childKey, child]) => [childKey, walk(child, childKey)]),
      );
    }
    return node;
  };
  return walk(value, null) as T;
}

/** A layout value in every language, as layout documents carry it. */
export function inEveryLocale<T>(nl: T): { nl: T; fr: T; de: T; en: T } {
  return {
    nl,
    fr: translateDocument(nl, 'fr'),
    de: translateDocument(nl, 'de'),
    en: translateDocument(nl, 'en'),
  };
}

/** A page's texts in French, German and English, as a page's `translations` carries them. */
export function pageTranslations<T extends object>(texts: T): Record<TranslatedLocale, T> {
  return {
    fr: translateDocument(texts, 'fr'),
    de: translateDocument(texts, 'de'),
    en: translateDocument(texts, 'en'),
  };
}
