import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';

/** Every text of a message tree with its key path. */
function texts(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    texts(value, path ? `${path}.${key}` : key),
  );
}

/**
 * The formal address the shop's German does not use (ADR 0039: the German voice is "du").
 * Case-sensitive: lower-case "sie" and "ihr(e)" are "she/it/they" and "her/their" and are fine.
 * A capitalised "Sie" that means "they" at the start of a sentence is reworded rather than
 * allowed, so there is no allow-list.
 */
const formalGerman = /\b(Sie|Ihr(e|en|em|er|es)?|Ihnen)\b/;

/** "Du" is lower-case inside a sentence; capitalised only where any word would be. */
const capitalisedInside = /[a-zäöüß,;] (Du|Dein\w*|Dir|Dich)\b/;

/** The informal French address; the shop's French says "vous" (ADR 0039). */
const informalFrench =
  /(^|[\s(«"“])(tu|toi|ton|ta|tes)(?=[\s,.!?;:)»"”]|$)|(^|[\s(«"“])t[’'](?=\p{L})/u;

describe('the storefront’s voice', () => {
  it('speaks German to the shopper as "du", never "Sie"', () => {
    const formal = texts(de).filter(([, text]) => formalGerman.test(text));
    expect(formal).toEqual([]);
  });

  it('writes du, dein, dir and dich in lower case inside a sentence', () => {
    expect(texts(de).filter(([, text]) => capitalisedInside.test(text))).toEqual([]);
  });

  it('speaks French to the shopper as "vous", never "tu"', () => {
    expect(texts(fr).filter(([, text]) => informalFrench.test(text))).toEqual([]);
  });

  it('catches what it is meant to, and not "sie" or "ihr" as they/their', () => {
    expect(formalGerman.test('Bitte versuchen Sie es erneut.')).toBe(true);
    expect(formalGerman.test('Ihre Bestellung')).toBe(true);
    expect(formalGerman.test('Prüfe sie oder gib sie selbst ein.')).toBe(false);
    expect(formalGerman.test('Die Filialen und ihre Preise')).toBe(false);
    expect(capitalisedInside.test('Bitte gib Dein Passwort ein.')).toBe(true);
    expect(informalFrench.test('Entre ton adresse')).toBe(true);
    expect(informalFrench.test('Entrez votre adresse')).toBe(false);
  });
});
