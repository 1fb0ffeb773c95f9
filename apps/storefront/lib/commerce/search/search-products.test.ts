import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing';
import type { SearchRequest } from '../types';
import { searchProducts } from './search-products';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The search page's filters are named by the engine: it answers in the language the page asks
// for, against a real, seeded engine in process.
const search: SearchRequest = { term: 'wasmachine', page: 1, pageSize: 4, sort: null, filter: {} };

/** Each facet's label with the labels of its options, by attribute code. */
async function facetsIn(locale: string, request: SearchRequest = search) {
  const result = await searchProducts(request, locale);
  if (!result.ok) throw new Error('the search failed');
  return Object.fromEntries(
    result.data.facets.map((facet) => [
      facet.attribute_code,
      { label: facet.label, options: facet.options.map((option) => option.label) },
    ]),
  );
}

describe('search results in the page’s language', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'search_locale'));
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  it('names the filters and their options in French on /fr, in Dutch on the shop’s own pages', async () => {
    const fr = await facetsIn('fr');
    expect(fr.brand?.label).toBe('Marque');
    expect(fr.category_id).toMatchObject({ label: 'Catégorie', options: ['Électroménager'] });
    expect(fr.color_group?.label).toBe('Couleur');
    expect(fr.color_group?.options).toContain('Blanc');
    expect(fr.delivery_type?.label).toBe('Livraison');
    expect(fr.delivery_type?.options).toContain('Service de colis');

    const nl = await facetsIn('nl');
    expect(nl.brand?.label).toBe('Merk');
    expect(nl.category_id).toMatchObject({ label: 'Categorie', options: ['Huishouden'] });
    expect(nl.color_group?.options).toContain('Wit');
    expect(nl.delivery_type).toMatchObject({ label: 'Bezorging' });
    expect(nl.delivery_type?.options).toContain('Pakketdienst');
  });

  it('keeps the language once a filter is chosen, in German and English too', async () => {
    const white = { ...search, filter: { color_group: { in: ['wit'] } } };
    const de = await facetsIn('de', white);
    // A chosen colour's facet still offers the others (the shopper may add one).
    expect(de.color_group).toEqual({ label: 'Farbe', options: ['Weiß', 'Schwarz', 'Grau'] });
    expect(de.delivery_type?.options).toContain('Paketdienst');
    const en = await facetsIn('en', white);
    expect(en.color_group?.label).toBe('Colour');
    expect(en.color_group?.options).toContain('White');
    expect(en.brand?.label).toBe('Brand');
    expect(en.delivery_type?.options).toContain('Parcel service');
  });
});
