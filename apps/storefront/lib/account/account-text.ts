import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const catalogues = { nl, fr, de, en } as const;

/** A text of the account pages in the shopper's language, for server actions' replies. */
export function accountText(locale: string, key: keyof typeof nl.AccountPages): string {
  const messages = catalogues[locale as keyof typeof catalogues] ?? catalogues.nl;
  return createTranslator({ locale, messages, namespace: 'AccountPages' })(key);
}
