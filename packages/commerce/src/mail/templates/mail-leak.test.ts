import { describe, expect, it } from 'vitest';
import { demoSeller } from '../../invoices/shop-legal.ts';
import { sampleShopperMails } from '../testing/sample-mails.ts';
import { renderMail } from './render-mail.ts';

/**
 * Words that read the same in every language: the shop's and carriers' names, the sample
 * shopper's name and address, the seller's address, the sample product (a catalogue value the
 * order keeps in its own language, Dutch in the sample). Anything else a French, German or
 * English mail shares with the Dutch mail is Dutch text that leaked.
 */
const sameEverywhere = new Set(
  [
    'Stroomhuis',
    'PostNL',
    'iDEAL',
    'Anna',
    'Vries',
    'Kerkstraat',
    'Amsterdam',
    'Waterkoker',
    'in3',
    // The trade register's own name, cited as such in every language.
    'KvK',
    // The sample store's street.
    'Oudegracht',
    ...demoSeller.addressLines.flatMap((line) => line.split(/\s+/)),
    ...demoSeller.name.split(/\s+/),
  ].map((word) => word.toLowerCase()),
);

/** Words that are the same word in that language as in Dutch. */
const sameWordIn: Record<'fr' | 'de' | 'en', readonly string[]> = {
  fr: [],
  de: ['hallo'],
  en: ['product'],
};

/** The mail's text split where a label, a value or a sentence ends. */
function segments(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?:])\s+|\s+[·|–—]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A segment with a word (of letters, 3 or more) nobody writes the same in every language. */
function hasOwnWords(segment: string, locale: 'fr' | 'de' | 'en'): boolean {
  const words = segment
    // Links, addresses and codes (a tracking number, a coupon) are not words.
    .replace(/https?:\/\/\S+|\S+@\S+|\S*\d\S*|\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b/g, ' ')
    .match(/\p{L}{3,}/gu);
  return (words ?? []).some((word) => {
    const lower = word.toLowerCase();
    return !sameEverywhere.has(lower) && !sameWordIn[locale].includes(lower);
  });
}

describe('a mail in French, German or English shares no text with the Dutch mail', () => {
  const dutch = sampleShopperMails('nl');
  describe.each(['fr', 'de', 'en'] as const)('%s', (locale) => {
    it.each(Object.entries(sampleShopperMails(locale)))('the %s mail', (template, message) => {
      const nl = renderMail(dutch[template as keyof typeof dutch], 'nl');
      const nlSegments = new Set(
        [nl.subject, ...segments(nl.text)].filter((part) => hasOwnWords(part, locale)),
      );
      const mail = renderMail(message, locale);
      const leaked = [mail.subject, ...segments(mail.text)].filter((part) => nlSegments.has(part));
      expect(leaked).toEqual([]);
    });
  });
});
