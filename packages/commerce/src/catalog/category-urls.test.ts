import { describe, expect, it } from 'vitest';
import { categoryPathIn, categoryUrlClashes, CategoryUrls } from './category-urls.ts';
import type { CategoryTranslations } from './localised-names.ts';

const category = (
  id: number,
  parentId: number | null,
  urlPath: string,
  textTranslations: CategoryTranslations | null = null,
) => ({ id, parentId, urlKey: urlPath.split('/').pop()!, urlPath, textTranslations });

// Huishouden > Wassen & drogen > Wasmachines; Koken with no French key of its own.
const tree = [
  category(1, null, 'huishouden', { fr: { urlKey: 'electromenager' }, de: { urlKey: 'haushalt' } }),
  category(2, 1, 'huishouden/wassen-drogen'),
  category(3, 2, 'huishouden/wassen-drogen/wasmachines', { fr: { urlKey: 'lave-linge' } }),
  category(4, null, 'koken', { de: { urlKey: 'kochen' } }),
];
const byId = new Map(tree.map((row) => [row.id, row]));

describe('a category’s path per language (ADR 0042)', () => {
  it('joins the ancestors’ keys in the language, each the Dutch one where it has none', () => {
    expect(categoryPathIn(tree[2]!, 'fr', byId)).toBe('electromenager/wassen-drogen/lave-linge');
    expect(categoryPathIn(tree[2]!, 'de', byId)).toBe('haushalt/wassen-drogen/wasmachines');
    expect(categoryPathIn(tree[2]!, 'en', byId)).toBe('huishouden/wassen-drogen/wasmachines');
    expect(categoryPathIn(tree[2]!, 'nl', byId)).toBe('huishouden/wassen-drogen/wasmachines');
    expect(categoryPathIn(tree[2]!, null, byId)).toBe('huishouden/wassen-drogen/wasmachines');
  });

  it('keeps one small map per language of the paths that differ from the Dutch', () => {
    const urls = new CategoryUrls(tree);
    expect(urls.pathOf(tree[1]!, 'fr')).toBe('electromenager/wassen-drogen');
    expect(urls.pathOf(tree[3]!, 'fr')).toBe('koken');
    expect(urls.idAt('fr', 'Electromenager/Wassen-Drogen')).toBe(2);
    expect(urls.idAt('fr', 'huishouden/wassen-drogen')).toBeUndefined(); // Dutch: not its own
    expect(urls.idAt('en', 'huishouden')).toBeUndefined();
    expect(urls.idAt('de', 'kochen')).toBe(4);
  });

  it('allows one category the same path in several languages', () => {
    const same = [category(1, null, 'tv', { fr: { urlKey: 'tv' } }), category(2, null, 'audio')];
    expect(categoryUrlClashes(same)).toEqual([]);
  });

  it('refuses a path that is another category’s path in any language', () => {
    // French 'koken' for Huishouden would be Koken's Dutch path (and so its French one too).
    const clash = [
      category(1, null, 'huishouden', { fr: { urlKey: 'koken' } }),
      category(2, null, 'koken'),
    ];
    expect(categoryUrlClashes(clash)).toContainEqual({
      categoryId: 1,
      locale: 'fr',
      path: 'koken',
      takenBy: { categoryId: 2, locale: 'nl' },
    });
    // A German key that is another category's French key: an English page could not tell them.
    const across = [
      category(1, null, 'huishouden', { fr: { urlKey: 'maison' } }),
      category(2, null, 'wonen', { de: { urlKey: 'maison' } }),
    ];
    expect(categoryUrlClashes(across)).toContainEqual({
      categoryId: 2,
      locale: 'de',
      path: 'maison',
      takenBy: { categoryId: 1, locale: 'fr' },
    });
    // The look-up keeps the first claim: /de/maison does not show the second category.
    const urls = new CategoryUrls(across);
    expect(urls.idAt('fr', 'maison')).toBe(1);
    expect(urls.idAt('de', 'maison')).toBeUndefined();
  });

  it('refuses a top-level path that is a product’s address, which the router tries first', () => {
    const products = new Set(['electromenager']);
    expect(categoryUrlClashes(tree, (path) => products.has(path))).toEqual([
      { categoryId: 1, locale: 'fr', path: 'electromenager', takenBy: null },
    ]);
    // Deeper paths hold a '/', which no product address has.
    expect(categoryUrlClashes(tree, (path) => path === 'electromenager/wassen-drogen')).toEqual([]);
  });
});
