import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The back office speaks Dutch and English; each staff member picks one (kept in the browser). */
export const languages = ['nl', 'en'] as const;
export type Language = (typeof languages)[number];

/** A screen's texts: the same keys in every language (the type makes a missing one an error). */
export type Messages<K extends string> = Record<Language, Record<K, string>>;

const storageKey = 'admin-language';

function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(storageKey);
  if (stored === 'nl' || stored === 'en') return stored;
  return globalThis.navigator?.language?.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Language>(initialLanguage);
  const setLanguage = useCallback((next: Language) => {
    globalThis.localStorage?.setItem(storageKey, next);
    document.documentElement.lang = next;
    setState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** Fills `{name}` placeholders. */
export function fill(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `t(key, values)` for one screen's messages in the staff member's language. */
export function useMessages<K extends string>(messages: Messages<K>) {
  const { language } = useLanguage();
  return useCallback(
    (key: K, values?: Record<string, string | number>) => fill(messages[language][key], values),
    [messages, language],
  );
}

/** Money in the staff member's language, from integer cents. */
export function formatCents(cents: number, language: Language, currency = 'EUR'): string {
  return new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency,
  }).format(cents / 100);
}

/** A date and time in the shop's time zone. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}
