import { shopConstants } from '../../config/constants.ts';
import { CMS_PAGES } from '../data/cms-pages.ts';
import { pageTranslations } from '../content/translate.ts';

/** A page's meta title is its title and the shop's name, in every language. */
const withMetaTitle = <T extends { title: string }>(texts: T) => ({
  ...texts,
  metaTitle: `${texts.title} | ${shopConstants.store.name}`,
});
import { ENERGY_CLASSES } from '../data/attributes.ts';
import { SEED_BASE_DATE } from '../dates.ts';
import { createRandom } from '../random.ts';
import { slugify } from '../slug.ts';
import { addBundles } from './bundles.ts';
import { buildCategories } from './categories.ts';
import { addDeals } from './deals.ts';
import { addLinks } from './links.ts';
import { generateProducts } from './products.ts';
import { attributeRows, brandRows, cashBackRows, labelDefinitionRows } from './reference.ts';
import { GenerationState } from './state.ts';
import { addStoreStock, storeRows } from './stock.ts';
import type { CatalogData } from './types.ts';
import { ProductTranslator } from '../product-translations/translate.ts';

/** Listed (visible) products when no count is given; children and bundles come on top. */
export const DEFAULT_PRODUCT_COUNT = 2000;

export interface GenerateOptions {
  /** Listed products: simple and configurable parents. Configurable children and bundles are extra. */
  products?: number;
  seed?: number;
  /** Deals, sale and cash-back end dates are placed around this moment. */
  now?: Date;
  /** Translates the product texts; pass one to read its gaps afterwards. */
  translator?: ProductTranslator;
}

/**
 * The whole demo catalogue as rows, without touching the database or the disk. The same seed,
 * count and `now` always give identical data; each part draws from its own random stream.
 */
export function generateCatalog(options: GenerateOptions = {}): CatalogData {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`product count must be a whole number ≥ 0, got ${count}`);
  const seed = options.seed ?? 1;
  const now = options.now ?? new Date();
  const root = createRandom(seed);
  const streams = {
    products: root.fork('products'),
    links: root.fork('links'),
    bundles: root.fork('bundles'),
    stock: root.fork('stock'),
    deals: root.fork('deals'),
  };

  const translator = options.translator ?? new ProductTranslator();
  const categories = buildCategories(translator);
  const brands = brandRows();
  const data: CatalogData = {
    brands: brands.rows,
    categories: categories.rows,
    ...attributeRows(translator),
    cashBackActions: cashBackRows(now, translator),
    productLabelDefinitions: labelDefinitionRows(translator),
    products: [],
    productCategories: [],
    productMedia: [],
    productLinks: [],
    priceTiers: [],
    configurableOptions: [],
    bundleItems: [],
    stores: storeRows(),
    storeStock: [],
    deals: [],
    cmsPages: CMS_PAGES.map((page) => {
      const texts = withMetaTitle({
        title: page.title,
        metaDescription: page.metaDescription,
        content: page.content,
      });
      const translated = pageTranslations({ ...texts, metaTitle: undefined });
      return {
        identifier: page.identifier,
        urlKey: page.identifier,
        ...texts,
        translations: {
          fr: withMetaTitle(translated.fr),
          de: withMetaTitle(translated.de),
          en: withMetaTitle(translated.en),
        },
        active: true,
        updatedAt: SEED_BASE_DATE,
      };
    }),
    images: [],
  };

  const brandIds = new Map(brands.rows.map((brand) => [brand.code, brand.id]));
  const state = new GenerationState(
    streams.products,
    now,
    seed,
    categories,
    brandIds,
    data,
    translator,
  );
  generateProducts(state, count);
  addBundles(state, streams.bundles);
  addLinks(state, streams.links);
  addStoreStock(data, streams.stock);
  addDeals(state, streams.deals);

  // Energy labels for every class, so the storefront can show any label the engine reports.
  for (const energyClass of ENERGY_CLASSES) {
    state.addImage({ kind: 'energy', file: `catalog/energy/${slugify(energyClass)}`, energyClass });
  }
  data.images = [...brands.images, ...categories.images, ...state.images.values()];
  return data;
}
