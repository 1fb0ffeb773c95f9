import type { ProductTexts, ProductTranslations } from '../../catalog/localised-names.ts';
import type { TranslatedLocale } from '../../content/localised.ts';
import type { Usp } from '../data/kinds/kind.ts';
import type { ProductTranslator } from '../product-translations/translate.ts';
import { productCopy, type CopyDraw, type CopyInput } from './copy.ts';

export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['fr', 'de', 'en'];

/** One value per translated language. */
export function perLocale<T>(make: (locale: TranslatedLocale) => T): Record<TranslatedLocale, T> {
  return { fr: make('fr'), de: make('de'), en: make('en') };
}

/**
 * A generated product's texts in fr, de and en from the same parts as its Dutch texts; display
 * text specification values are translated, option values are not (their options are).
 */
export function productTranslations(
  translator: ProductTranslator,
  input: CopyInput,
  draw: CopyDraw,
  parts: { usps: Usp[]; displayAttributes: Record<string, string> },
): Required<ProductTranslations> {
  return perLocale((locale): ProductTexts => {
    const t = (dutch: string) => translator.text(dutch, locale);
    return {
      name: t(input.name),
      ...productCopy(input, draw, t, locale === 'fr' ? '\u00a0: ' : ': '),
      usps: parts.usps.map((usp) => ({ code: usp.code, label: t(usp.label), value: t(usp.value) })),
      attributes: Object.fromEntries(
        Object.entries(parts.displayAttributes).map(([code, value]) => [code, t(value)]),
      ),
    };
  });
}

/** The product's name in each translated language, as its translations hold it. */
export function localNames(
  translations: ProductTranslations | null | undefined,
): Partial<Record<TranslatedLocale, string>> {
  return Object.fromEntries(
    Object.entries(translations ?? {}).map(([locale, texts]) => [locale, texts.name]),
  );
}
