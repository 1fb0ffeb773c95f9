import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../../testing/test-databases.ts';
import {
  attributes,
  cashBackActions,
  categories,
  configurableOptions,
  productLabelDefinitions,
  productLinks,
  productMedia,
  products,
} from '../schema.ts';

/**
 * The texts beside a product's own (selling points, display-text specifications, variant
 * labels, cash-back, labels, gallery, configurable options) in the request's language, each
 * falling back to Dutch where that language has none. The texts are set here, not taken from
 * the demo's phrase books, so that every fallback is one the test chose.
 */
const productQuery = (sku: string) => `{ products(filter: { sku: { eq: "${sku}" } }) { items {
  sku variant_label
  image { label }
  product_usps { code label value }
  product_specifications { code value tooltip attribute_group }
  product_variations { sku variant_label name }
  productCashBack { name title description button_label }
  product_labels { code label }
  media_gallery_entries { label video_content { video_title video_description } }
  ... on ConfigurableProduct {
    configurable_options { attribute_code label values { label } }
    variants { attributes { code label } }
  }
} } }`;

interface Item {
  variant_label: string | null;
  image: { label: string };
  product_usps: { code: string; label: string; value: string }[];
  product_specifications: {
    code: string;
    value: string;
    tooltip: string | null;
    attribute_group: string;
  }[];
  product_variations: { sku: string; variant_label: string; name: string }[];
  productCashBack: {
    name: string;
    title: string;
    description: string;
    button_label: string;
  } | null;
  product_labels: { code: string; label: string }[];
  media_gallery_entries: {
    label: string;
    video_content: { video_title: string; video_description: string } | null;
  }[];
  configurable_options?: { attribute_code: string; label: string; values: { label: string }[] }[];
  variants?: { attributes: { code: string; label: string }[] }[];
}

describe.each(databaseKinds)(
  'catalogue texts beside the product’s own, by language (%s)',
  (kind) => {
    let engine: CommerceEngine;
    let close: () => Promise<void>;
    let sku: string;
    let siblingSku: string;
    let configurableSku: string;
    let optionCode: string;
    let dutchName: string;
    let washersUid: string;

    beforeAll(async () => {
      ({ engine, close } = await createTestEngine(kind, 'catalog_texts', {
        seedProducts: 60,
        orderSweepMs: 0,
      }));
      const { db } = engine.database;
      const [product, sibling] = await db
        .select()
        .from(products)
        .where(
          and(
            eq(products.typeId, 'simple'),
            eq(products.visible, true),
            sql`${products.parentId} is null and ${products.attributes} ? 'dimensions'
            and ${products.attributes} ? 'spin_speed'`,
          ),
        )
        .orderBy(asc(products.sku))
        .limit(2);
      sku = product!.sku;
      siblingSku = sibling!.sku;
      dutchName = product!.name;
      const [action] = await db.select().from(cashBackActions).orderBy(asc(cashBackActions.id));
      const old = product!.translations ?? {};
      await db
        .update(products)
        .set({
          usps: [
            { code: 'quiet', label: 'Stil', value: '44 dB' },
            { code: 'warranty', label: 'Garantie', value: '5 jaar' },
          ],
          attributes: { ...product!.attributes, dimensions: '85 x 60 x 55' },
          variantLabel: 'Rood',
          cashBackId: action!.id,
          labels: ['sale'],
          translations: {
            fr: {
              ...old.fr,
              usps: [{ code: 'warranty', label: 'Garantie', value: '5 ans' }],
              attributes: { dimensions: '85 x 60 x 55 (fr)' },
              variantLabel: 'Rouge',
            },
            de: { ...old.de, usps: [], attributes: {}, variantLabel: '' },
            en: {
              ...old.en,
              usps: [
                { code: 'quiet', label: 'Quiet', value: '' },
                { code: 'warranty', label: 'Warranty', value: '5 years' },
              ],
              attributes: { dimensions: '85 x 60 x 55 (en)' },
              variantLabel: 'Red',
            },
          },
        })
        .where(eq(products.id, product!.id));
      await db
        .update(products)
        .set({
          variantLabel: 'Blauw',
          translations: {
            ...sibling!.translations,
            fr: { ...sibling!.translations?.fr, variantLabel: 'Bleu' },
            en: { ...sibling!.translations?.en, variantLabel: '' },
          },
        })
        .where(eq(products.id, sibling!.id));
      await db
        .insert(productLinks)
        .values({ productId: product!.id, linkedProductId: sibling!.id, linkType: 'variation' })
        .onConflictDoNothing();
      await db
        .update(cashBackActions)
        .set({
          name: 'Cashback nl',
          description: 'Geld terug',
          linkLabel: 'Voorwaarden',
          translations: {
            fr: { name: 'Remise fr', description: 'Argent remboursé', linkLabel: 'Conditions' },
            en: { name: 'Cash back' },
          },
        })
        .where(eq(cashBackActions.id, action!.id));
      await db
        .update(productLabelDefinitions)
        .set({ label: 'Actie', translations: { fr: 'Promo', de: 'Angebot' } })
        .where(eq(productLabelDefinitions.code, 'sale'));
      await db.delete(productMedia).where(eq(productMedia.productId, product!.id));
      await db.insert(productMedia).values([
        {
          productId: product!.id,
          position: 1,
          label: 'Voorkant',
          file: 'catalog/product/x.webp',
          translations: { fr: { label: 'Face avant' }, en: { label: 'Front' } },
        },
        {
          productId: product!.id,
          position: 2,
          label: null,
          file: 'catalog/product/x.webp',
          mediaType: 'external-video',
          videoUrl: 'https://www.youtube.com/watch?v=x',
          videoTitle: 'Productvideo',
          translations: { fr: { label: 'Vidéo', videoTitle: 'Vidéo du produit' }, de: {} },
        },
      ]);
      await db
        .update(attributes)
        .set({
          tooltip: 'Gemeten zonder deur',
          textTranslations: {
            fr: { tooltip: 'Mesurée sans porte', group: 'Encombrement' },
            de: { group: 'Maße' },
          },
        })
        .where(eq(attributes.code, 'dimensions'));
      await db
        .update(attributes)
        .set({ textTranslations: { fr: { tooltip: 'Tours par minute, vitesse maximale' } } })
        .where(eq(attributes.code, 'spin_speed'));
      const [configurable] = await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(and(eq(products.typeId, 'configurable'), eq(products.visible, true)))
        .orderBy(asc(products.sku))
        .limit(1);
      configurableSku = configurable!.sku;
      const [option] = await db
        .select()
        .from(configurableOptions)
        .where(eq(configurableOptions.productId, configurable!.id))
        .orderBy(asc(configurableOptions.position));
      optionCode = option!.attributeCode;
      await db
        .update(configurableOptions)
        .set({ label: 'Kies je maat', translations: { fr: 'Choisis ta taille', de: '' } })
        .where(
          and(
            eq(configurableOptions.productId, configurable!.id),
            eq(configurableOptions.attributeCode, optionCode),
          ),
        );
      const [washers] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.urlPath, 'huishouden/wassen-drogen/wasmachines'));
      washersUid = Buffer.from(String(washers!.id)).toString('base64');
      await engine.catalog.refresh({ all: true });
    });
    afterAll(() => close?.());

    const ask = async <T>(query: string, locale?: string) => {
      const result = await engine.execute<T>(query, {}, locale ? { 'x-locale': locale } : {});
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const item = async (of: string, locale?: string) =>
      (await ask<{ products: { items: Item[] } }>(productQuery(of), locale)).products.items[0]!;
    const spec = (answer: Item, code: string) =>
      answer.product_specifications.find((specification) => specification.code === code)!;

    it('answers the selling points in the language, point by point Dutch where it lacks them', async () => {
      const [nl, fr, de, en] = await Promise.all([
        item(sku),
        item(sku, 'fr'),
        item(sku, 'de'),
        item(sku, 'en'),
      ]);
      expect(nl.product_usps).toEqual([
        { code: 'quiet', label: 'Stil', value: '44 dB' },
        { code: 'warranty', label: 'Garantie', value: '5 jaar' },
      ]);
      // The Dutch list says which points and in which order.
      expect(fr.product_usps).toEqual([
        { code: 'quiet', label: 'Stil', value: '44 dB' },
        { code: 'warranty', label: 'Garantie', value: '5 ans' },
      ]);
      expect(de.product_usps).toEqual(nl.product_usps);
      expect(en.product_usps).toEqual([
        { code: 'quiet', label: 'Quiet', value: '44 dB' },
        { code: 'warranty', label: 'Warranty', value: '5 years' },
      ]);
    });

    it('answers display-text specifications, tooltips and groups in the language, else Dutch', async () => {
      const [nl, fr, de, en] = await Promise.all([
        item(sku),
        item(sku, 'fr'),
        item(sku, 'de'),
        item(sku, 'en'),
      ]);
      const group = spec(nl, 'dimensions').attribute_group;
      expect(spec(nl, 'dimensions')).toMatchObject({
        value: '85 x 60 x 55 cm',
        tooltip: 'Gemeten zonder deur',
      });
      expect(spec(fr, 'dimensions')).toEqual({
        code: 'dimensions',
        value: '85 x 60 x 55 (fr) cm',
        tooltip: 'Mesurée sans porte',
        attribute_group: 'Encombrement',
      });
      expect(spec(de, 'dimensions')).toEqual({
        code: 'dimensions',
        value: '85 x 60 x 55 cm',
        tooltip: 'Gemeten zonder deur',
        attribute_group: 'Maße',
      });
      expect(spec(en, 'dimensions')).toMatchObject({
        value: '85 x 60 x 55 (en) cm',
        tooltip: 'Gemeten zonder deur',
        attribute_group: group,
      });
      // An option value is translated by its option, not by the product's texts.
      expect(spec(fr, 'spin_speed').value).toMatch(/tr\/min$/);
      expect(spec(fr, 'spin_speed').tooltip).toBe('Tours par minute, vitesse maximale');
      expect(spec(de, 'spin_speed').tooltip).toBe(spec(nl, 'spin_speed').tooltip);
    });

    it('answers a listing’s filter tooltips in the language, Dutch where it has none', async () => {
      type Listing = {
        products: { aggregations: { attribute_code: string; tooltip: string | null }[] };
      };
      const query = `{ products(filter: { category_uid: { eq: "${washersUid}" } }, pageSize: 1) {
      aggregations { attribute_code tooltip } } }`;
      const tooltip = async (locale?: string) =>
        (await ask<Listing>(query, locale)).products.aggregations.find(
          (aggregation) => aggregation.attribute_code === 'spin_speed',
        )?.tooltip;
      const dutch = await tooltip();
      expect(dutch).toBeTruthy();
      expect(await tooltip('fr')).toBe('Tours par minute, vitesse maximale');
      expect(await tooltip('en')).toBe(dutch);
    });

    it('answers the variant label on the product and among its variations in the language', async () => {
      const [nl, fr, de, en] = await Promise.all([
        item(sku),
        item(sku, 'fr'),
        item(sku, 'de'),
        item(sku, 'en'),
      ]);
      expect([nl, fr, de, en].map((answer) => answer.variant_label)).toEqual([
        'Rood',
        'Rouge',
        'Rood',
        'Red',
      ]);
      const sibling = (answer: Item) =>
        answer.product_variations.find((variation) => variation.sku === siblingSku)!;
      expect(sibling(nl).variant_label).toBe('Blauw');
      expect(sibling(fr).variant_label).toBe('Bleu');
      expect(sibling(en).variant_label).toBe('Blauw');
    });

    it('answers the cash-back action in the language, field by field Dutch where it lacks one', async () => {
      const [nl, fr, de, en] = await Promise.all([
        item(sku),
        item(sku, 'fr'),
        item(sku, 'de'),
        item(sku, 'en'),
      ]);
      expect(nl.productCashBack).toEqual({
        name: 'Cashback nl',
        title: 'Cashback nl',
        description: 'Geld terug',
        button_label: 'Voorwaarden',
      });
      expect(fr.productCashBack).toEqual({
        name: 'Remise fr',
        title: 'Remise fr',
        description: 'Argent remboursé',
        button_label: 'Conditions',
      });
      expect(de.productCashBack).toEqual(nl.productCashBack);
      expect(en.productCashBack).toEqual({
        name: 'Cash back',
        title: 'Cash back',
        description: 'Geld terug',
        button_label: 'Voorwaarden',
      });
    });

    it('answers product labels on cards and the product page in the language', async () => {
      const label = (answer: Item) =>
        answer.product_labels.find((found) => found.code === 'sale')?.label;
      const [nl, fr, de, en] = await Promise.all([
        item(sku),
        item(sku, 'fr'),
        item(sku, 'de'),
        item(sku, 'en'),
      ]);
      expect([nl, fr, de, en].map(label)).toEqual(['Actie', 'Promo', 'Angebot', 'Actie']);
      // A listing card asks the same field.
      type Listing = {
        products: { items: { sku: string; product_labels: { code: string; label: string }[] }[] };
      };
      const card = await ask<Listing>(
        `{ products(filter: { category_uid: { eq: "${washersUid}" } }, pageSize: 100) {
        items { sku product_labels { code label } } } }`,
        'de',
      );
      const found = card.products.items.find((answer) => answer.sku === sku);
      expect(found?.product_labels.find((entry) => entry.code === 'sale')?.label).toBe('Angebot');
    });

    it('answers gallery labels and video titles in the language, else Dutch', async () => {
      const gallery = async (locale?: string) => (await item(sku, locale)).media_gallery_entries;
      const [nl, fr, de, en] = await Promise.all([
        gallery(),
        gallery('fr'),
        gallery('de'),
        gallery('en'),
      ]);
      expect(nl.map((entry) => entry.label)).toEqual(['Voorkant', dutchName]);
      expect(nl[1]!.video_content).toEqual({
        video_title: 'Productvideo',
        video_description: dutchName,
      });
      expect(fr.map((entry) => entry.label)).toEqual(['Face avant', 'Vidéo']);
      expect(fr[1]!.video_content).toEqual({
        video_title: 'Vidéo du produit',
        video_description: 'Vidéo',
      });
      expect(de[0]!.label).toBe('Voorkant');
      expect(de[1]!.video_content!.video_title).toBe('Productvideo');
      expect(en.map((entry) => entry.label)[0]).toBe('Front');
      expect(en[1]!.video_content!.video_title).toBe('Productvideo');
      // The listing image is labelled with the product's name in the language.
      const product = await engine.database.db
        .select({ translations: products.translations })
        .from(products)
        .where(eq(products.sku, sku));
      const frName = product[0]!.translations?.fr?.name || dutchName;
      expect((await item(sku, 'fr')).image.label).toBe(frName);
      expect((await item(sku)).image.label).toBe(dutchName);
    });

    it('answers a configurable product’s option label in the language, Dutch where it has none', async () => {
      const option = (answer: Item) =>
        answer.configurable_options!.find((found) => found.attribute_code === optionCode)!;
      const [nl, fr, de, en] = await Promise.all([
        item(configurableSku),
        item(configurableSku, 'fr'),
        item(configurableSku, 'de'),
        item(configurableSku, 'en'),
      ]);
      expect([nl, fr, de, en].map((answer) => option(answer).label)).toEqual([
        'Kies je maat',
        'Choisis ta taille',
        'Kies je maat',
        'Kies je maat',
      ]);
      // The values are options: named as their option is in the language.
      const attribute = engine.catalog.referenceData.attributes.get(optionCode)!;
      const frLabels = new Set(
        [...attribute.options.values()].map((value) => value.translations?.fr || value.label),
      );
      for (const value of option(fr).values) expect(frLabels.has(value.label)).toBe(true);
      for (const variant of fr.variants!) {
        for (const entry of variant.attributes.filter((found) => found.code === optionCode))
          expect([...frLabels]).toContain(entry.label);
      }
    });
  },
);
