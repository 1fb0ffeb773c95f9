import { cachedRead } from './cached';
import { cacheTags } from './cache-tags';
import {
  activeDealQuery,
  cmsPageQuery,
  productsByCategoryQuery,
  productsByUrlKeysQuery,
} from './queries/content';
import { reshapeDeal, reshapeProduct, type RawDeal, type RawProduct } from './reshape';
import { commerceQuery } from './transport';
import type { CmsPage, Deal, ProductCardData, ProductsSource } from './types';

interface RawCmsPage {
  identifier: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  content: string;
}

/** A page-builder page, its blocks still raw; null when there is none or it failed to load. */
export function getCmsPage(identifier: string, locale: string): Promise<CmsPage | null> {
  return cachedRead(
    'cms-page',
    { locale, key: identifier, tags: [cacheTags.content] },
    async () => {
      const result = await commerceQuery<{ cmsPage: RawCmsPage | null }>(cmsPageQuery, {
        identifier,
      });
      if (!result.ok) return result;
      const page = result.data.cmsPage;
      if (!page) return { ok: true, data: null };
      let blocks: unknown[] = [];
      try {
        const parsed: unknown = JSON.parse(page.content);
        blocks = Array.isArray(parsed) ? parsed : [];
      } catch (error) {
        console.error(`[content] page ${identifier} has unreadable content`, error);
      }
      return {
        ok: true,
        data: {
          identifier: page.identifier,
          title: page.title,
          metaTitle: page.meta_title,
          metaDescription: page.meta_description,
          blocks,
        },
      };
    },
  );
}

const reshapeAll = (items: (RawProduct | null)[] | null | undefined): ProductCardData[] =>
  (items ?? []).map(reshapeProduct).filter((item): item is ProductCardData => item !== null);

/**
 * Products for a products block: by url key (in the block's order) or by category. Empty when
 * they failed to load (spec §8: logged, nothing visible).
 */
export async function getBlockProducts(
  source: ProductsSource,
  locale: string,
): Promise<ProductCardData[]> {
  const urlKeys = source.urlKeys?.filter(Boolean) ?? [];
  if (urlKeys.length > 0) {
    const items = await cachedRead(
      'products-by-url-key',
      { locale, key: urlKeys.join('~~'), tags: [cacheTags.catalog] },
      async () => {
        const result = await commerceQuery<{ products: { items: (RawProduct | null)[] } | null }>(
          productsByUrlKeysQuery,
          { urlKeys, pageSize: urlKeys.length },
        );
        return result.ok ? { ok: true, data: reshapeAll(result.data.products?.items) } : result;
      },
    );
    const order = new Map(urlKeys.map((key, index) => [key, index]));
    const position = (item: ProductCardData) =>
      order.get(item.href.slice(1)) ?? Number.MAX_SAFE_INTEGER;
    return (items ?? []).sort((a, b) => position(a) - position(b));
  }
  if (source.categoryId) {
    const pageSize = Math.min(Math.max(source.pageSize ?? 12, 1), 24);
    const items = await cachedRead(
      'products-by-category',
      { locale, key: `${source.categoryId}:${pageSize}`, tags: [cacheTags.catalog] },
      async () => {
        const result = await commerceQuery<{ products: { items: (RawProduct | null)[] } | null }>(
          productsByCategoryQuery,
          { categoryId: source.categoryId, pageSize },
        );
        return result.ok ? { ok: true, data: reshapeAll(result.data.products?.items) } : result;
      },
    );
    return items ?? [];
  }
  return [];
}

/** The weekly deal: the first active entry, null when there is none or it failed (spec §7). */
export function getActiveDeal(locale: string): Promise<Deal | null> {
  return cachedRead(
    'active-deal',
    { locale, tags: [cacheTags.catalog, cacheTags.content] },
    async () => {
      const result = await commerceQuery<{ activeDeal: (RawDeal | null)[] | null }>(
        activeDealQuery,
      );
      return result.ok ? { ok: true, data: reshapeDeal(result.data.activeDeal?.[0]) } : result;
    },
  );
}
