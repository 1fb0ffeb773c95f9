'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { shopTimeZone } from '@/lib/config/time-zone';
import { defaultLocale, type Locale } from './locales';

/**
 * Messages in the browser. next-intl compiles the catalogues at build time (icu-minify); the
 * server hands client components the namespaces they need, and icu-minify's small formatter
 * renders them here. This keeps next-intl's client runtime out of every page's JavaScript.
 */
export type ClientMessages = Record<string, unknown>;

interface MessagesContext {
  locale: Locale;
  messages: ClientMessages;
}

const Context = createContext<MessagesContext>({ locale: defaultLocale, messages: {} });

export function ClientMessagesProvider({
  locale,
  messages,
  children,
}: MessagesContext & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useLocale(): Locale {
  return useContext(Context).locale;
}

type Locales = string | string[] | undefined;

/** Intl formatters are costly to create: one per locale and options. */
function cached<Options, Value>(create: (locale: Locales, options?: Options) => Value) {
  const values = new Map<string, Value>();
  return (locale?: Locales, options?: Options) => {
    const key = JSON.stringify([locale, options]);
    let value = values.get(key);
    if (value === undefined) {
      value = create(locale, options);
      values.set(key, value);
    }
    return value;
  };
}

const formatOptions = {
  timeZone: shopTimeZone,
  formatters: {
    getNumberFormat: cached(
      (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
    ),
    getDateTimeFormat: cached(
      (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
    ),
    getPluralRules: cached(
      (locale, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
    ),
  },
};

/** Formats one compiled message; a missing one shows its key, as next-intl does. */
export function formatMessage(
  messages: ClientMessages,
  locale: string,
  key: string,
  values?: FormatValues,
): string {
  let message: unknown = messages;
  for (const part of key.split('.')) {
    message =
      message && typeof message === 'object' ? (message as Record<string, unknown>)[part] : null;
  }
  if (typeof message !== 'string' && !Array.isArray(message)) return key;
  return String(format(message as CompiledMessage, locale, values, formatOptions));
}

/** `t(key, values)` for one namespace, like next-intl's `useTranslations`. */
export function useTranslations(namespace: string) {
  const { locale, messages } = useContext(Context);
  return useMemo(
    () => (key: string, values?: FormatValues) =>
      formatMessage(messages, locale, `${namespace}.${key}`, values),
    [locale, messages, namespace],
  );
}
