/**
 * One language's texts of the demo data (catalogue names, content), keyed by the Dutch text they
 * translate. A module of its own, so the phrase books and the code that reads them do not import
 * each other.
 */
export type PhraseBook = Readonly<Record<string, string>>;
