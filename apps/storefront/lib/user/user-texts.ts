import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { locales } from '@/lib/i18n/locales';

const catalogues = { nl, fr, de, en } as const;

export type UserText = keyof (typeof nl)['UserActions'];

/** The page's language from ?locale= (spec §7); Dutch when absent or unknown. */
export function requestLocale(request: Request): string {
  const asked = new URL(request.url).searchParams.get('locale') ?? '';
  return (locales as readonly string[]).includes(asked) ? asked : 'nl';
}

/** A text of /api/user's answers in the shopper's language (server side). */
export function userText(
  locale: string,
  key: UserText,
  values?: Record<string, string | number>,
): string {
  const messages = catalogues[locale as keyof typeof catalogues] ?? catalogues.nl;
  const t = createTranslator({ locale, messages, namespace: 'UserActions' });
  // Keys with placeholders take their values; the catalogue's types check the keys.
  return (t as unknown as (key: string, values?: Record<string, string | number>) => string)(
    key,
    values,
  );
}
