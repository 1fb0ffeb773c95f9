import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import compile from 'icu-minify/compile';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { ClientMessagesProvider, type ClientMessages } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locales';

export const catalogues = { nl, fr, de, en } as const;

/** A catalogue compiled as the build compiles it (next-intl's precompile option). */
export function compiled(catalogue: Record<string, unknown>): ClientMessages {
  const walk = (value: unknown): unknown =>
    typeof value === 'string'
      ? compile(value)
      : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v)]));
  return walk(catalogue) as ClientMessages;
}

/** A component's HTML as the server renders it, with all messages of the locale. */
export function renderInLocale(locale: Locale, element: ReactElement): string {
  return renderToStaticMarkup(
    <ClientMessagesProvider locale={locale} messages={compiled(catalogues[locale])}>
      {element}
    </ClientMessagesProvider>,
  );
}

/** An element's textContent from HTML: tags gone (no space for them), entities read. */
export function textOf(html: string): string {
  return html
    .replace(/<br\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}
