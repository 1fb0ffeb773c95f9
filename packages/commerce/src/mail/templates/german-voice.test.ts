import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { creditedEarlierLabel } from '../../invoices/credit-note-labels.ts';
import { invoiceLabels } from '../../invoices/invoice-labels.ts';
import { de as catalogGerman } from '../../seed/catalog-translations/de.ts';
import { de as contentGerman } from '../../seed/content/translations/de.ts';
import { sampleShopperMails } from '../testing/sample-mails.ts';
import { renderMail } from './render-mail.ts';

/**
 * The formal address ("Sie", "Ihr", "Ihnen", …) the shop's German does not use (ADR 0039: the
 * German voice is "du"). Case-sensitive: lower-case "sie" and "ihr(e)" are "she/it/they" and
 * "her/their" and are fine. A capitalised "Sie" that means "they" at the start of a sentence is
 * reworded rather than allowed, so there is no allow-list.
 */
const formalAddress = /\b(Sie|Ihr(e|en|em|er|es)?|Ihnen)\b/;

const offending = (texts: Iterable<string>) =>
  [...texts].filter((text) => formalAddress.test(text));

describe('the engine’s German speaks to the shopper as "du"', () => {
  it.each(Object.entries(sampleShopperMails('de')))('the %s mail', (_template, message) => {
    const mail = renderMail(message, 'de', 'https://shop.example/de/newsletter/unsubscribe');
    expect(offending([mail.subject, mail.text])).toEqual([]);
  });

  it('every text table of the mail templates, also the branches the samples do not take', async () => {
    // Only German has these words among the four languages: any hit in a template is German.
    const folder = new URL('.', import.meta.url);
    const files = (await readdir(folder)).filter((file) => /^[a-z-]+\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const lines = (await readFile(new URL(file, folder), 'utf8')).split('\n');
      expect(offending(lines).map((line) => `${file}: ${line.trim()}`)).toEqual([]);
    }
  });

  it('the invoice and credit note labels', () => {
    expect(offending([...Object.values(invoiceLabels.de), creditedEarlierLabel.de])).toEqual([]);
  });

  it('the demo content and catalogue translations', () => {
    expect(offending(Object.values(contentGerman))).toEqual([]);
    expect(offending(Object.values(catalogGerman))).toEqual([]);
  });

  it('catches the formal address it is meant to catch, and not "sie" or "ihr" as they/their', () => {
    expect(
      offending(['Bitte versuchen Sie es erneut.', 'Ihre Bestellung', 'hilft Ihnen']),
    ).toHaveLength(3);
    expect(offending(['Prüfe sie noch einmal.', 'Die Filialen und ihre Preise'])).toEqual([]);
  });
});
