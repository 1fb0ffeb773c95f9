/**
 * The demo catalogue's product texts (names, descriptions, selling points, specification values,
 * option and gallery labels) are composed in Dutch from parts; their French, German and English
 * come from phrase books keyed by the Dutch part (`<locale>.ts`), as the content and the category
 * names do. A phrase may hold placeholders `{1}`…`{9}` that match any text: the matched text is
 * translated in turn (a product name inside a meta title, "3 tot 4" inside a sentence) or, when no
 * book knows it (a model code, a number), carried over as it is.
 *
 * A top-level text no book knows is a gap: the seed keeps the Dutch text and `ProductTranslator`
 * remembers it, so `npm run seed:gaps` lists what a phrase book still lacks and the generator's
 * test fails while any gap is left.
 */
import type { TranslatedLocale } from '../../content/localised.ts';
import { catalogBookEntry } from '../catalog-translations/translate.ts';
import { carriedNumbers, type PhraseBook } from '../phrase-book.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

const books: Record<TranslatedLocale, PhraseBook> = { fr, de, en };

/**
 * Texts that read the same in every language: numbers with units, dimensions, model codes,
 * energy classes, technical names. Checked only after the books, so a book may still translate
 * such a text ("2 jaar" is not caught here: it has a Dutch word).
 */
const SAME_IN_EVERY_LANGUAGE =
  /^(?:[\d.,]+(?: ?(?:x|×) ?[\d.,]+)*(?: ?(?:kg|g|cm|mm|m|inch|"|dB|W|kW|kWh|Wh|V|mAh|GB|TB|MB|Hz|GHz|MHz|oz|K|l|L|%|°C|ms|fps|lm|nits|mm²|kWh\/100 cycli))?|[A-G]\+*|[\d,]+K|[A-Z0-9-]{2,}|\d+K Ultra HD|Full HD)$/;

interface Template {
  pattern: RegExp;
  /** The longest literal part, checked with `includes` before the pattern runs. */
  literal: string;
  target: string;
}

function templatesOf(book: PhraseBook): Template[] {
  return (
    Object.entries(book)
      .filter(([source]) => /\{\d\}/.test(source))
      .map(([source, target]) => {
        const parts = source.split(/(\{\d\})/);
        const groups = parts
          .map((part) => {
            const slot = /^\{(\d)\}$/.exec(part)?.[1];
            return slot ? `(?<s${slot}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('');
        const literal = parts
          .filter((part) => !/^\{\d\}$/.test(part))
          .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
        return { pattern: new RegExp(`^${groups}$`, 's'), literal, target };
      })
      // Longer literal text first: the more specific phrase wins over a general one.
      .sort((a, b) => b.literal.length - a.literal.length)
  );
}

const compiled = new Map<TranslatedLocale, Template[]>();

function templates(locale: TranslatedLocale): Template[] {
  let list = compiled.get(locale);
  if (!list) {
    list = templatesOf(books[locale]);
    compiled.set(locale, list);
  }
  return list;
}

/**
 * A part a phrase carries over untranslated must be a name, a code or a number. A lower-case word
 * of four letters or more in it is most likely Dutch that a too general phrase swallowed (a
 * summary's last placeholder eating the meta description's closing sentence).
 */
const LOOKS_DUTCH = /(?:^|[\s(/-])\p{Ll}{4,}/u;

/** Parts carried over as they are, looked at once the whole text is translated. */
type KeptParts = string[];

/** The text in this language, or undefined when no book and no rule knows it. */
function lookup(
  text: string,
  locale: TranslatedLocale,
  depth: number,
  kept: KeptParts = [],
): string | undefined {
  const exact = books[locale][text];
  if (exact !== undefined) return exact;
  const catalogName = catalogBookEntry(text, locale);
  if (catalogName !== undefined) return catalogName;
  if (depth < 4) {
    for (const { pattern, literal, target } of templates(locale)) {
      if (!text.includes(literal)) continue;
      const match = pattern.exec(text);
      if (!match?.groups) continue;
      const groups = match.groups;
      return target.replace(/\{(\d)\}/g, (_, slot: string) => {
        const part = groups[`s${slot}`] ?? '';
        const translated = lookup(part, locale, depth + 1, kept);
        if (translated === undefined) kept.push(part);
        return translated ?? carriedNumbers(part, locale);
      });
    }
  }
  if (SAME_IN_EVERY_LANGUAGE.test(text)) return carriedNumbers(text, locale);
  return undefined;
}

/** A phrase with `{1}`…`{9}` filled in by `values`, in their order. */
export function fillPhrase(template: string, values: readonly string[]): string {
  return template.replace(/\{(\d)\}/g, (_, slot: string) => values[Number(slot) - 1] ?? '');
}

/** Translates the demo catalogue's Dutch parts and remembers what no book knows. */
export class ProductTranslator {
  private readonly cache = new Map<string, string>();
  /** Dutch texts no book translates, per language. */
  readonly gaps: Record<TranslatedLocale, Set<string>> = {
    fr: new Set(),
    de: new Set(),
    en: new Set(),
  };

  /** The Dutch text in this language; the Dutch text itself (and a gap) when no book has it. */
  text(dutch: string, locale: TranslatedLocale): string {
    if (!dutch.trim()) return dutch;
    const key = `${locale}\u0000${dutch}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const kept: KeptParts = [];
    const found = lookup(dutch, locale, 0, kept);
    if (found === undefined) this.gaps[locale].add(dutch);
    for (const part of kept)
      if (LOOKS_DUTCH.test(part)) this.gaps[locale].add(`${dutch} ⟨${part}⟩`);
    const result = found ?? dutch;
    this.cache.set(key, result);
    return result;
  }

  /**
   * A sentence the generator composes around names it has already translated: `template` is the
   * Dutch phrase with `{1}`…`{9}` where `values` go, looked up as it is.
   */
  phrase(template: string, locale: TranslatedLocale, values: readonly string[]): string {
    const found = books[locale][template];
    if (found === undefined) this.gaps[locale].add(template);
    return fillPhrase(found ?? template, values);
  }

  gapCount(): number {
    return this.gaps.fr.size + this.gaps.de.size + this.gaps.en.size;
  }
}
