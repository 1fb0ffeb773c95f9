import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

const NL = 'huishouden/wassen-drogen/wasmachines';
const FR = 'electromenager/lavage-sechage/lave-linge';
const DE = 'haushalt/waschen-trocknen/waschmaschinen';
const EN = 'household/washing-drying/washing-machines';

type Routed = {
  type: string;
  relative_url: string;
  redirect_code: number;
  url_path?: string;
  url_alternates?: { locale: string; url_key: string; relative_url: string }[];
} | null;

// ADR 0042: a category answers at its path in the request's language, anything else 301s to it.
describe.each(databaseKinds)('a category’s path per language on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'category_routes', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close?.());

  const ask = async <T>(query: string, variables: Record<string, unknown>, locale?: string) => {
    const result = await engine.execute<T>(query, variables, locale ? { 'x-locale': locale } : {});
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const route = async (url: string, locale?: string) =>
    (
      await ask<{ route: Routed }>(
        `query($url: String!) { route(url: $url) { type relative_url redirect_code
          ... on CategoryTree { url_path url_alternates { locale url_key relative_url } } } }`,
        { url },
        locale,
      )
    ).route;

  it('shows each language’s own path and 301s the others to it', async () => {
    expect(await route(`/${FR}`, 'fr')).toMatchObject({
      type: 'CATEGORY',
      relative_url: `/${FR}`,
      redirect_code: 0,
      url_path: FR,
    });
    expect(await route(`/${NL}`)).toMatchObject({ relative_url: `/${NL}`, redirect_code: 0 });
    // The Dutch path on a French page, a German path there, a French path on a Dutch page.
    for (const [url, locale, target] of [
      [NL, 'fr', FR],
      [DE, 'fr', FR],
      [EN, 'de', DE],
      [FR, undefined, NL],
      [FR, 'en', EN],
    ] as const) {
      expect(await route(`/${url}`, locale), `${url} on ${locale ?? 'nl'}`).toMatchObject({
        type: 'CATEGORY',
        relative_url: `/${target}`,
        redirect_code: 301,
      });
    }
    // Another spelling of the language's own path is forgiven as before.
    expect(await route(`/${FR.toUpperCase()}/`, 'fr')).toMatchObject({
      relative_url: `/${FR}`,
      redirect_code: 301,
    });
    // A path mixing languages is no category's address.
    expect(await route('/electromenager/wassen-drogen/lave-linge', 'fr')).toBeNull();
  });

  it('names every language’s address in url_alternates', async () => {
    const routed = await route(`/${NL}`);
    expect(routed?.url_alternates).toEqual([
      { locale: 'nl', url_key: 'wasmachines', relative_url: `/${NL}` },
      { locale: 'fr', url_key: 'lave-linge', relative_url: `/${FR}` },
      { locale: 'de', url_key: 'waschmaschinen', relative_url: `/${DE}` },
      { locale: 'en', url_key: 'washing-machines', relative_url: `/${EN}` },
    ]);
  });

  it('finds a category by any language’s path in categories(filters), answering its own', async () => {
    type Answer = { categories: { items: { url_path: string; url_key: string }[] } };
    const query = `query($path: String!) { categories(filters: { url_path: { eq: $path } }) {
      items { url_path url_key children { url_path } } } }`;
    for (const path of [FR, NL, DE, `/${EN}/`]) {
      const fr = await ask<Answer>(query, { path }, 'fr');
      expect(fr.categories.items, path).toMatchObject([{ url_path: FR, url_key: 'lave-linge' }]);
    }
    const nl = await ask<Answer>(query, { path: FR });
    expect(nl.categories.items).toMatchObject([{ url_path: NL, url_key: 'wasmachines' }]);
  });

  it('links a product’s categories and a parent’s children in the request’s language', async () => {
    type Answer = {
      products: { items: { categories: { url_path: string }[] }[] };
      categories: {
        items: { children: { url_path: string }[]; banner: { link: string } | null }[];
      };
    };
    const query = `{ products(search: "wasmachine", pageSize: 5) { items { categories { url_path } } }
      categories(filters: { url_path: { eq: "huishouden" } }) { items {
        children { url_path } banner { link } } } }`;
    const de = await ask<Answer>(query, {}, 'de');
    const paths = de.products.items.flatMap((item) => item.categories.map((c) => c.url_path));
    expect(paths).toContain(DE);
    expect(paths.every((path) => path.startsWith('haushalt'))).toBe(true);
    const top = de.categories.items[0]!;
    expect(top.children.map((child) => child.url_path)).toContain('haushalt/waschen-trocknen');
    // The banner's stored link names the Dutch path; it answers the German one.
    expect(top.banner?.link).toBe('/haushalt/waschen-trocknen');
  });

  it('writes each language’s own category path into the sitemap’s alternates', async () => {
    const response = await engine.fetch(new Request('http://engine.local/pages-sitemap'));
    expect(response.status).toBe(200);
    const xml = await response.text();
    const entry = xml.split('<url>').find((piece) => piece.includes(`/${NL}</loc>`));
    expect(entry).toContain(`hreflang="fr-FR" href="`);
    expect(entry).toMatch(new RegExp(`hreflang="fr-FR" href="[^"]*/fr/${FR}"`));
    expect(entry).toMatch(new RegExp(`hreflang="de-DE" href="[^"]*/de/${DE}"`));
    expect(entry).toMatch(new RegExp(`hreflang="x-default" href="[^"]*/${NL}"`));
  });
});
