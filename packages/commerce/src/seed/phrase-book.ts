/**
 * One language's texts of the demo data (catalogue names, content), keyed by the Dutch text they
 * translate. A module of its own, so the phrase books and the code that reads them do not import
 * each other.
 */
export type PhraseBook = Readonly<Record<string, string>>;

/**
 * A number the translation carries over from the Dutch text, as the language writes it: English
 * has a decimal point where Dutch, French and German have a comma ("13,3 inch" is "13.3 inch").
 */
export function carriedNumbers(text: string, locale: string): string {
  return locale === 'en' ? text.replace(/(\d),(\d)/g, '$1.$2') : text;
}
