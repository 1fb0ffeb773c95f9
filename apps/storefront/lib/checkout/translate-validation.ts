import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { readValidationMessage } from './validation-message';

const catalogues = { nl, fr, de, en } as const;

/** A packed validation message (see validation-message.ts) in the shopper's language. */
export function translateValidation(message: string, locale: string): string {
  const messages = catalogues[locale as keyof typeof catalogues] ?? catalogues.nl;
  const t = createTranslator({ locale, messages, namespace: 'Validation' });
  const { key, values } = readValidationMessage(message);
  return t.has(key as never) ? t(key as never, values) : t('required');
}
