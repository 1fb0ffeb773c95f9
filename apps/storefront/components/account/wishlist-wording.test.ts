import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';

/** Every English text the shopper reads, flattened. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    texts(child, path ? `${path}.${key}` : key),
  );
}

describe('the English favourites wording', () => {
  it('calls the list favourites everywhere, its page heading too', () => {
    expect(en.Wishlist.title).toBe('My favourites');
    expect(texts(en).filter(([, text]) => /wish ?list/i.test(text))).toEqual([]);
  });
});
