/**
 * How content carries its languages (ADR 0020): a CMS page's own fields are Dutch, the store's
 * language, and `translations` holds the same texts in fr, de and en; a layout document with texts
 * is `{ nl, fr, de, en }`, each a whole layout value. The engine answers in the request's language
 * (`X-Locale`), Dutch when none is given.
 */
import { z } from 'zod';
import { shopLocales, type ShopLocale } from '../graphql/request-locale.ts';

export { shopLocales, type ShopLocale };

/** The languages a document carries besides Dutch. */
export const translatedLocales = ['fr', 'de', 'en'] as const satisfies readonly ShopLocale[];
export type TranslatedLocale = (typeof translatedLocales)[number];

/** Every language, each required: a document missing one is refused, not shown half Dutch. */
export function everyLocale<T extends z.ZodType>(schema: T) {
  return z.strictObject({ nl: schema, fr: schema, de: schema, en: schema });
}

export function isEveryLocale(value: unknown): value is Record<ShopLocale, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    shopLocales.every((locale) => Object.hasOwn(value, locale))
  );
}

/**
 * The value in this language. Data written before documents carried languages (one bare value)
 * is shown as it is in every language.
 */
export function inLocale<T>(stored: unknown, locale: ShopLocale | null | undefined): T | undefined {
  if (stored === undefined || stored === null) return undefined;
  if (!isEveryLocale(stored)) return stored as T;
  return stored[locale ?? 'nl'] as T;
}
