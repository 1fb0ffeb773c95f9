/**
 * Pages and layout values that say the same in every language, for tests about something else
 * than languages (every page and layout document must carry all four).
 */
export function sameInEveryLanguage<T>(texts: T): { fr: T; de: T; en: T } {
  return { fr: texts, de: texts, en: texts };
}

export function layoutInEveryLanguage<T>(value: T): { nl: T; fr: T; de: T; en: T } {
  return { nl: value, fr: value, de: value, en: value };
}
