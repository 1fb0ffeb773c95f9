/**
 * The demo catalogue's visible names (categories, filter labels, option labels) are written in
 * Dutch; their French, German and English come from phrase books keyed by the Dutch text, as the
 * content seed does. A name without an entry stops the seed, so /fr, /de and /en never show a
 * Dutch category or filter by accident. `{n}` in a phrase stands for a number carried over as is.
 */
import type { NameTranslations } from '../../catalog/localised-names.ts';
import type { TranslatedLocale } from '../../content/localised.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { carriedNumbers, type PhraseBook } from '../phrase-book.ts';

const books: Record<TranslatedLocale, PhraseBook> = { fr, de, en };

/**
 * Option labels that are not words: measures, energy classes, technical names. They read the same
 * in every language.
 */
const NOT_A_WORD =
  /^(?:[\d.,]+ ?(?:kg|cm|mm|m|GB|TB|oz|K)?|[A-G]\+*|[\d,]+K|\d+K Ultra HD|Full HD|WUXGA|(?:Mini-)?[OQ]?LED|(?:Over|On|In)-ear|Windows 11 (?:Home|Pro)|ChromeOS|Linux|Junior|Senior)$/;

export class MissingCatalogTranslation extends Error {
  constructor(
    readonly locale: TranslatedLocale,
    readonly text: string,
  ) {
    super(`no ${locale} name for the Dutch "${text}"`);
  }
}

function translate(text: string, locale: TranslatedLocale): string {
  const book = books[locale];
  const exact = book[text];
  if (exact !== undefined) return exact;
  for (const [source, target] of Object.entries(book)) {
    if (!source.includes('{n}')) continue;
    const [before, after] = source.split('{n}') as [string, string];
    if (text.startsWith(before) && text.endsWith(after)) {
      const number = text.slice(before.length, text.length - after.length);
      if (/^[\d.,]+$/.test(number)) return target.replace('{n}', carriedNumbers(number, locale));
    }
  }
  if (NOT_A_WORD.test(text)) return carriedNumbers(text, locale);
  throw new MissingCatalogTranslation(locale, text);
}

/** The Dutch name in French, German and English, as a `translations` column holds it. */
export function nameTranslations(dutch: string): Required<NameTranslations> {
  return { fr: translate(dutch, 'fr'), de: translate(dutch, 'de'), en: translate(dutch, 'en') };
}

/** A catalogue name in this language, or undefined when it is not one. */
export function catalogBookEntry(text: string, locale: TranslatedLocale): string | undefined {
  try {
    return translate(text, locale);
  } catch (error) {
    if (error instanceof MissingCatalogTranslation) return undefined;
    throw error;
  }
}

/** A catalogue name in this language; any other text (a product's name) as it is. */
export function catalogNameIn(text: string, locale: TranslatedLocale): string {
  try {
    return translate(text, locale);
  } catch (error) {
    if (error instanceof MissingCatalogTranslation) return text;
    throw error;
  }
}
