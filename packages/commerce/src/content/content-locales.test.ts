import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine } from '../testing/test-databases.ts';
import { layoutInEveryLanguage } from '../testing/page-translations.ts';
import { testCatalog } from '../seed/generate/test-fixture.ts';
import { homePageBlocks } from '../seed/content/seed-home.ts';
import { blocksPageBlocks } from '../seed/content/seed-blocks.ts';
import { layoutSeedBlocks } from '../seed/content/seed-layout.ts';
import { TEXT_KEYS, pageTranslations } from '../seed/content/translate.ts';
import { cmsPageDocumentSchema } from './content-documents.ts';
import { layoutSchemas } from './layout-schema.ts';
import { translatedLocales } from './localised.ts';
import { dealDocumentSchema } from '../deals/deal-documents.ts';

/** Texts that are written the same in Dutch and in another language: names, not words. */
const sameEverywhere = [
  /^(Contact|Sport|Cookies|Sitemap|Banners|Newsletter|Artikel 4 – Garantie)$/,
  /^(Facebook|Instagram|YouTube|LinkedIn|iDEAL|in3|Riverty AfterPay|Mastercard|Visa|Bancontact)$/,
  /^Collage (links|rechts)$/,
  /^Demovideo: Big Buck Bunny \(Blender Foundation\)$/,
  /^Stroomhuis [A-Z][a-z]+( [A-Z][a-z]+)?$/,
  /^Voltana cashback$/,
];

/** Texts (strings under a text key) of a translated document that are still the Dutch ones. */
function untranslated(dutch: unknown, other: unknown, key: string | null = null): string[] {
  if (typeof dutch === 'string') {
    const isText = key !== null && TEXT_KEYS.has(key) && dutch.trim() !== '';
    return isText && dutch === other && !sameEverywhere.some((name) => name.test(dutch))
      ? [dutch]
      : [];
  }
  if (Array.isArray(dutch)) {
    return dutch.flatMap((item, index) => untranslated(item, (other as unknown[])?.[index], key));
  }
  if (dutch && typeof dutch === 'object') {
    return Object.entries(dutch).flatMap(([childKey, child]) =>
      untranslated(child, (other as Record<string, unknown>)?.[childKey], childKey),
    );
  }
  return [];
}

const demoInput = {
  featuredUrlKeys: ['product-1'],
  carouselCategory: { id: 4, name: 'Wasmachines', urlPath: 'huishouden/wasmachines' },
  topCategories: [
    { id: '2', name: 'Huishouden', urlPath: 'huishouden' },
    { id: '3', name: 'Beeld & geluid', urlPath: 'beeld-geluid' },
    { id: '9', name: 'Sport', urlPath: 'sport' },
  ],
  now: new Date('2026-01-05T10:00:00Z'),
};

describe('seeded content in every language', () => {
  it('has every page in nl, fr, de and en, each text translated', () => {
    const seeded = testCatalog().cmsPages.map((page) => ({
      identifier: page.identifier,
      title: page.title,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      content: page.content,
      translations: page.translations,
    }));
    const built = [
      {
        identifier: 'home',
        title: 'Stroomhuis: witgoed, elektronica en sport',
        content: homePageBlocks(demoInput),
      },
      {
        identifier: 'blocks',
        title: 'Blokken',
        content: blocksPageBlocks(demoInput, demoInput.now),
      },
    ].map(({ identifier, ...texts }) => ({
      identifier,
      ...texts,
      translations: pageTranslations(texts),
    }));
    const pages = [...seeded, ...built];
    expect(pages.length).toBeGreaterThan(8);
    for (const page of pages) {
      const document = cmsPageDocumentSchema.safeParse({ urlKey: page.identifier, ...page });
      expect(document.error, page.identifier).toBeUndefined();
      for (const locale of translatedLocales) {
        const dutch = { title: page.title, content: page.content };
        expect(
          untranslated(dutch, page.translations?.[locale]),
          `${page.identifier} ${locale}`,
        ).toEqual([]);
      }
    }
  });

  it('has every layout document in nl, fr, de and en, each text translated', () => {
    const blocks = layoutSeedBlocks(['huishouden', 'sport']);
    for (const [id, data] of Object.entries(blocks)) {
      const schema = layoutSchemas[id as keyof typeof layoutSchemas];
      expect(schema.safeParse(data).error, id).toBeUndefined();
      if (id === 'layout_flags') continue;
      const byLocale = data as Record<string, unknown>;
      for (const locale of translatedLocales) {
        expect(untranslated(byLocale.nl, byLocale[locale]), `${id} ${locale}`).toEqual([]);
      }
    }
  });

  it('has every weekly deal in nl, fr, de and en, prices left to the page’s formatter', () => {
    const { deals } = testCatalog();
    expect(deals.length).toBeGreaterThan(1);
    for (const deal of deals) {
      const document = dealDocumentSchema.safeParse({
        ...deal,
        startDate: new Date(deal.startDate).toISOString(),
        endDate: new Date(deal.endDate).toISOString(),
      });
      expect(document.error, String(deal.id)).toBeUndefined();
      const dutch = { name: deal.name, subtitle: deal.subtitle, buttonText: deal.buttonText };
      for (const locale of translatedLocales) {
        const texts = deal.translations?.[locale];
        expect(texts?.subtitle ?? null, `${deal.id} ${locale}`).not.toMatch(/€/);
        expect(
          untranslated({ subtitle: dutch.subtitle, buttonText: dutch.buttonText }, texts),
        ).toEqual([]);
      }
    }
  });

  it('refuses a layout document or a page that lacks a language', () => {
    const usps = layoutInEveryLanguage({ general: [] }) as Record<string, unknown>;
    delete usps.de;
    expect(layoutSchemas.usps.safeParse(usps).error?.issues[0]?.path).toEqual(['de']);
    const page = cmsPageDocumentSchema.safeParse({
      identifier: 'x',
      urlKey: 'x',
      title: 'X',
      content: [],
      translations: { fr: { title: 'X', content: [] }, en: { title: 'X', content: [] } },
    });
    expect(page.error?.issues[0]?.path).toEqual(['translations', 'de']);
  });
});

describe('content answers in the page’s language', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'content_locales', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close?.());

  const ask = async <T>(query: string, locale?: string) => {
    const result = await engine.execute<T>(query, {}, locale ? { 'x-locale': locale } : {});
    expect(result.errors).toBeUndefined();
    return result.data!;
  };

  it('serves a CMS page in the language asked for, Dutch without one', async () => {
    const query = '{ cmsPage(identifier: "service/bezorgen") { title content meta_description } }';
    type Answer = { cmsPage: { title: string; content: string; meta_description: string } };
    const nl = await ask<Answer>(query);
    const fr = await ask<Answer>(query, 'fr');
    const en = await ask<Answer>(query, 'en');
    expect(nl.cmsPage.title).toBe('Bezorgen');
    expect(fr.cmsPage.title).toBe('Livraison');
    expect(en.cmsPage.title).toBe('Delivery');
    expect(en.cmsPage.content).toContain('We deliver orders from {{price cents=4500}}');
    expect(en.cmsPage.content).not.toContain('bezorgen we gratis');
    // The same query again in Dutch: the response cache keeps the languages apart.
    expect((await ask<Answer>(query, 'nl')).cmsPage.title).toBe('Bezorgen');
  });

  it('serves a CMS page reached by its url in the language asked for', async () => {
    const query = '{ route(url: "/service/retourneren") { ... on CmsPage { title } } }';
    const de = await ask<{ route: { title: string } }>(query, 'de');
    expect(de.route.title).toBe('Rücksendung');
  });

  it('lists the pages of the sitemap by their titles in the language asked for', async () => {
    type Answer = { siteMap: { cms_pages: { title: string; url_key: string }[] } };
    const query = '{ siteMap { cms_pages { title url_key } } }';
    const titleOf = (answer: Answer) =>
      answer.siteMap.cms_pages.find((page) => page.url_key === 'service/retourneren')?.title;
    expect(titleOf(await ask<Answer>(query, 'de'))).toBe('Rücksendung');
    expect(titleOf(await ask<Answer>(query, 'en'))).toBe('Returns');
    expect(titleOf(await ask<Answer>(query))).toBe('Retourneren');
  });

  it('serves the layout in the language asked for', async () => {
    const query = `{ layoutData {
      usps { general { text } }
      footerItems { title children { title } }
      serviceNavItems { label }
      generalInformation { openingHours }
    } }`;
    type Answer = {
      layoutData: {
        usps: { general: { text: string }[] };
        footerItems: { title: string; children: { title: string }[] }[];
        serviceNavItems: { label: string }[];
        generalInformation: { openingHours: string };
      };
    };
    const nl = await ask<Answer>(query, 'nl');
    const de = await ask<Answer>(query, 'de');
    expect(nl.layoutData.footerItems[0]!.title).toBe('Klantenservice');
    expect(de.layoutData.footerItems[0]!.title).toBe('Kundenservice');
    expect(de.layoutData.usps.general[0]!.text).toBe(
      'Kostenlose Lieferung ab {{price cents=4500}}',
    );
    expect(de.layoutData.serviceNavItems.map((item) => item.label)).toContain('Filialen');
    expect(de.layoutData.generalInformation.openingHours).toBe('Mo. bis Fr. 08:30 - 17:00');
  });

  it('serves the weekly deal in the language asked for', async () => {
    const query = '{ activeDeal { name subtitle button_text } }';
    type Answer = { activeDeal: { name: string; subtitle: string | null }[] };
    const nl = await ask<Answer>(query, 'nl');
    const en = await ask<Answer>(query, 'en');
    expect(nl.activeDeal[0]!.name).toMatch(/^Weekdeal|^Elke week/);
    expect(en.activeDeal[0]!.name).toMatch(/^Deal of the week|^New deals every week/);
    expect(en.activeDeal[0]!.subtitle ?? '').not.toMatch(/in plaats van|Deze week/);
  });
});
