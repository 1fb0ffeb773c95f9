import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { readValidationMessage, type MessageValues } from './validation-message';

const catalogues = { nl, fr, de, en } as const;
type Namespace = 'Validation' | 'Checkout' | 'Payment';

/** A text of the checkout's namespaces in the shopper's language, outside a React tree. */
export function checkoutText(locale: string, namespace: Namespace, key: string): string {
  const messages = catalogues[locale as keyof typeof catalogues] ?? catalogues.nl;
  const t = createTranslator({ locale, messages, namespace });
  return t(key as never);
}

/** A packed validation message (see validation-message.ts) in the shopper's language. */
export function translateValidation(message: string, locale: string): string {
  const messages = catalogues[locale as keyof typeof catalogues] ?? catalogues.nl;
  const t = createTranslator({ locale, messages, namespace: 'Validation' });
  const { key, values } = readValidationMessage(message);
  // Keys come from the packed message, so they are checked at run time instead of by type.
  const translate = t as unknown as (key: string, values?: MessageValues) => string;
  return t.has(key as never) ? translate(key, values) : translate('required');
}
