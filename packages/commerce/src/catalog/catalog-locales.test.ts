import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

const WASHERS = 'huishouden/wassen-drogen/wasmachines';

interface Aggregation {
  label: string;
  attribute_code: string;
  options: { label: string; value: string }[];
}

interface Listing {
  categories: { items: { uid: string; name: string }[] };
}

describe.each(databaseKinds)(
  'category names and filter labels in the page’s language (%s)',
  (kind) => {
    let engine: CommerceEngine;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ engine, close } = await createTestEngine(kind, 'catalog_locales', {
        seedProducts: 60,
        orderSweepMs: 0,
      }));
    });
    afterAll(() => close?.());

    const ask = async <T>(query: string, locale?: string) => {
      const result = await engine.execute<T>(query, {}, locale ? { 'x-locale': locale } : {});
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const washersUid = async () =>
      (
        await ask<Listing>(`{ categories(filters: { url_path: { eq: "${WASHERS}" } }) {
      items { uid name } } }`)
      ).categories.items[0]!.uid;

    it('stores every seeded category, filter and specification with its name in fr, de and en', () => {
      const { categories, attributes } = engine.catalog.referenceData;
      expect(categories.size).toBeGreaterThan(50);
      for (const category of categories.values()) {
        for (const locale of ['fr', 'de', 'en'] as const) {
          expect(category.translations?.[locale], `${category.name} ${locale}`).toBeTruthy();
        }
      }
      const filters = [...attributes.values()].filter((attribute) => attribute.filterable);
      expect(filters.length).toBeGreaterThan(30);
      // Filters and specifications alike: the product and compare pages show every label.
      for (const attribute of attributes.values()) {
        for (const locale of ['fr', 'de', 'en'] as const) {
          expect(attribute.translations?.[locale], `${attribute.label} ${locale}`).toBeTruthy();
          if (attribute.code === 'brand') continue; // brand names are not translated
          for (const option of attribute.options.values()) {
            expect(option.translations?.[locale], `${option.label} ${locale}`).toBeTruthy();
          }
        }
      }
    });

    it('answers categories, their children and breadcrumbs in French, Dutch without a language', async () => {
      const query = `{ categories(filters: { url_path: { eq: "${WASHERS}" } }) {
      items { uid name url_path breadcrumbs { category_name category_url_path } }
    } }`;
      type Answer = {
        categories: {
          items: {
            name: string;
            url_path: string;
            breadcrumbs: { category_name: string; category_url_path: string }[];
          }[];
        };
      };
      const fr = (await ask<Answer>(query, 'fr')).categories.items[0]!;
      const nl = (await ask<Answer>(query)).categories.items[0]!;
      expect(fr.name).toBe('Lave-linge');
      expect(fr.breadcrumbs.map((crumb) => crumb.category_name)).toEqual([
        'Électroménager',
        'Lavage & séchage',
      ]);
      // The path in French, found by the Dutch path too (ADR 0042).
      expect(fr.url_path).toBe('electromenager/lavage-sechage/lave-linge');
      expect(fr.breadcrumbs.map((crumb) => crumb.category_url_path)).toEqual([
        'electromenager',
        'electromenager/lavage-sechage',
      ]);
      expect(nl.url_path).toBe(WASHERS);
      expect(nl.name).toBe('Wasmachines');
      expect(nl.breadcrumbs.map((crumb) => crumb.category_name)).toEqual([
        'Huishouden',
        'Wassen & drogen',
      ]);
      const children = `{ categories(filters: { url_path: { eq: "huishouden" } }) {
      items { children { name } }
    } }`;
      type Children = { categories: { items: { children: { name: string }[] }[] } };
      const de = await ask<Children>(children, 'de');
      expect(de.categories.items[0]!.children.map((child) => child.name)).toContain(
        'Waschen & Trocknen',
      );
    });

    it('answers a listing’s filters and a product’s categories in French, Dutch without a language', async () => {
      const uid = (
        await ask<Listing>(`{ categories(filters: { url_path: { eq: "${WASHERS}" } }) {
      items { uid name } } }`)
      ).categories.items[0]!.uid;
      const query = `{ products(filter: { category_uid: { eq: "${uid}" } }, pageSize: 1) {
      total_count
      aggregations { label attribute_code options { label value } }
      items { categories { name breadcrumbs { category_name } } }
    } }`;
      type Answer = {
        products: {
          total_count: number;
          aggregations: Aggregation[];
          items: {
            categories: { name: string; breadcrumbs: { category_name: string }[] | null }[];
          }[];
        };
      };
      const fr = (await ask<Answer>(query, 'fr')).products;
      const nl = (await ask<Answer>(query)).products;
      expect(fr.total_count).toBeGreaterThan(0);
      const byCode = (answer: Answer['products'], code: string) =>
        answer.aggregations.find((aggregation) => aggregation.attribute_code === code);
      expect(byCode(fr, 'color_group')?.label).toBe('Couleur');
      expect(byCode(nl, 'color_group')?.label).toBe('Kleur');
      expect(byCode(fr, 'delivery_type')?.label).toBe('Livraison');
      expect(byCode(fr, 'price')?.label).toBe('Prix');
      const colours = (answer: Answer['products']) =>
        Object.fromEntries(byCode(answer, 'color_group')!.options.map((o) => [o.value, o.label]));
      expect(colours(nl)).toMatchObject({ wit: 'Wit' });
      expect(colours(fr)).toMatchObject({ wit: 'Blanc' }); // filter values stay the Dutch ids
      expect(byCode(fr, 'category_id')?.label).toBe('Catégorie');
      expect(
        byCode(fr, 'category_id')
          ?.options.map((o) => o.label)
          .join(' '),
      ).toMatch(/Lave-linge/);
      const frNames = fr.items[0]!.categories.map((category) => category.name);
      const nlNames = nl.items[0]!.categories.map((category) => category.name);
      expect(nlNames).toContain('Wasmachines');
      expect(frNames).toContain('Lave-linge');
      const frCrumbs = fr.items[0]!.categories.flatMap((c) => c.breadcrumbs ?? []);
      expect(frCrumbs.map((crumb) => crumb.category_name)).toContain('Électroménager');
    });

    it('names the autocomplete’s categories in French, Dutch without a language', async () => {
      const query =
        '{ categories(search: "wasmachines", pageSize: 3) { items { name url_path } } }';
      type Answer = { categories: { items: { name: string; url_path: string }[] } };
      const fr = (await ask<Answer>(query, 'fr')).categories.items;
      const nl = (await ask<Answer>(query)).categories.items;
      expect(nl.find((item) => item.url_path === WASHERS)?.name).toBe('Wasmachines');
      expect(
        fr.find((item) => item.url_path === 'electromenager/lavage-sechage/lave-linge')?.name,
      ).toBe('Lave-linge');
    });

    it('names a product’s specifications and their values in French, Dutch without a language', async () => {
      const query = `{ products(filter: { category_uid: { eq: "${await washersUid()}" } }, pageSize: 1) {
      items { product_specifications { code label value } }
    } }`;
      type Answer = {
        products: {
          items: { product_specifications: { code: string; label: string; value: string }[] }[];
        };
      };
      const specs = async (locale?: string) =>
        Object.fromEntries(
          (await ask<Answer>(query, locale)).products.items[0]!.product_specifications.map(
            (spec) => [spec.code, spec],
          ),
        );
      const fr = await specs('fr');
      const nl = await specs();
      expect(nl.brand?.label).toBe('Merk');
      expect(fr.brand?.label).toBe('Marque');
      expect(fr.brand?.value).toBe(nl.brand?.value); // brand names are not translated
      expect(nl.loading_type).toMatchObject({ label: 'Belading' });
      expect(nl.dimensions?.label).toBe('Afmetingen (h x b x d)');
      expect(fr.dimensions?.label).toBe('Dimensions (h x l x p)');
      // The Dutch unit stays off a value whose option says it in French.
      expect(nl.spin_speed?.value).toMatch(/^\d+ tpm$/);
      expect(fr.spin_speed?.value).toMatch(/^\d+ tr\/min$/);
      expect(fr.loading_type?.label).toBe('Chargement');
      expect(fr.loading_type?.value).toMatch(/^Chargement /);
      expect(nl.delivery_type?.label).toBe('Bezorging');
      expect(fr.delivery_type?.label).toBe('Livraison');
      expect(fr.delivery_type?.value).not.toBe(nl.delivery_type?.value);
    });

    it('lists the human-readable sitemap’s categories in German, Dutch without a language', async () => {
      const query = '{ siteMap { categories { name url_path } } }';
      type Answer = { siteMap: { categories: { name: string; url_path: string }[] } };
      const byPath = async (locale?: string) =>
        new Map(
          (await ask<Answer>(query, locale)).siteMap.categories.map((c) => [c.url_path, c.name]),
        );
      const de = await byPath('de');
      const nl = await byPath();
      expect(nl.get('huishouden')).toBe('Huishouden');
      expect(de.get('haushalt/waschen-trocknen')).toBe('Waschen & Trocknen');
      expect(nl.get(WASHERS)).toBe('Wasmachines');
      expect(de.get('haushalt/waschen-trocknen/waschmaschinen')).toBe('Waschmaschinen');
      // The same tree, each language's own paths (ADR 0042).
      expect(de.size).toBe(nl.size);
      expect(de.has(WASHERS)).toBe(false);
    });

    it('builds the menu in French, Dutch without a language', async () => {
      const query =
        '{ layoutData { menuItems { name link { link } bannerLink children { name link { link } } } } }';
      type Item = { name: string; link: { link: string }; bannerLink: string | null };
      type Answer = { layoutData: { menuItems: (Item & { children: Item[] })[] } };
      const fr = (await ask<Answer>(query, 'fr')).layoutData.menuItems;
      const nl = (await ask<Answer>(query)).layoutData.menuItems;
      // Links to each category's French path, built from the tree (ADR 0042).
      const frHome = fr.find((item) => item.name === 'Électroménager')!;
      expect(frHome.link.link).toBe('/electromenager');
      expect(frHome.bannerLink).toBe('/electromenager');
      expect(frHome.children.map((child) => child.link.link)).toContain(
        '/electromenager/lavage-sechage',
      );
      expect(nl.find((item) => item.name === 'Huishouden')!.link.link).toBe('/huishouden');
      expect(fr.map((item) => item.name)).toContain('Électroménager');
      expect(fr.flatMap((item) => item.children.map((child) => child.name))).toContain(
        'Lavage & séchage',
      );
      expect(nl.map((item) => item.name)).toContain('Huishouden');
      expect(nl.map((item) => item.name)).not.toContain('Électroménager');
    });

    it('answers a category’s description, advice and meta texts in each language, Dutch without one', async () => {
      const query = `{ categories(filters: { url_path: { eq: "${WASHERS}" } }) { items {
        description meta_title meta_description pagebuilder_content } } }`;
      type Texts = {
        description: string;
        meta_title: string;
        meta_description: string;
        pagebuilder_content: string;
      };
      const texts = async (locale?: string) =>
        (await ask<{ categories: { items: Texts[] } }>(query, locale)).categories.items[0]!;
      const nl = await texts();
      expect(nl.pagebuilder_content).toContain('Welke wasmachine past bij jou?');
      expect(nl.meta_title).toBe('Wasmachines kopen? | Stroomhuis');
      const expected = {
        fr: { advice: 'Quel lave-linge vous convient', title: 'Lave-linge' },
        de: { advice: 'Welche Waschmaschine passt zu dir?', title: 'Waschmaschinen kaufen?' },
        en: { advice: 'Which washing machine suits you?', title: 'Washing machines' },
      };
      for (const locale of ['fr', 'de', 'en'] as const) {
        const local = await texts(locale);
        expect(local.pagebuilder_content).toContain(expected[locale].advice);
        expect(local.meta_title).toContain(expected[locale].title);
        for (const field of ['description', 'meta_title', 'meta_description'] as const)
          expect(local[field], `${locale} ${field}`).not.toBe(nl[field]);
      }
    });

    it('shows a category’s banner pictures of the request’s language, the Dutch ones without one', async () => {
      const query = `{ categories(filters: { url_path: { eq: "huishouden" } }) { items {
        banner_desktop banner { desktop_image mobile_image } } } }`;
      type Banner = {
        banner_desktop: string;
        banner: { desktop_image: string; mobile_image: string };
      };
      const bannerIn = async (locale?: string) =>
        (await ask<{ categories: { items: Banner[] } }>(query, locale)).categories.items[0]!;
      const nl = await bannerIn();
      expect(nl.banner.desktop_image).toMatch(/banner-huishouden-desktop-[0-9a-f]{8}\.webp$/);
      expect(nl.banner_desktop).toBe(nl.banner.desktop_image);
      for (const locale of ['fr', 'de', 'en'] as const) {
        const local = await bannerIn(locale);
        expect(local.banner.desktop_image).toMatch(
          new RegExp(`banner-huishouden-desktop-${locale}-[0-9a-f]{8}\\.webp$`),
        );
        expect(local.banner.mobile_image).toMatch(
          new RegExp(`banner-huishouden-mobile-${locale}-[0-9a-f]{8}\\.webp$`),
        );
        expect(local.banner_desktop).toBe(local.banner.desktop_image);
      }
    });
  },
);
