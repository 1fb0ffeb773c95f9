import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const texts = { nl: nl.Invoices, fr: fr.Invoices, de: de.Invoices, en: en.Invoices };
type Language = keyof typeof texts;

/**
 * The download route's plain answer in the shopper's language: a PDF link carries no locale, so
 * the browser's Accept-Language picks one of the shop's four (Dutch otherwise).
 */
export function invoiceText(request: Request, key: 'notFound' | 'unavailable'): string {
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  const language = accepted.find((tag): tag is Language => Object.hasOwn(texts, tag)) ?? 'nl';
  return texts[language][key];
}
