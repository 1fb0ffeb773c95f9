import type { CatalogService } from '../catalog-service.ts';
import type { ListingResult } from '../index/types.ts';
import type { ShopLocale } from '../../graphql/request-locale.ts';
import { facetLabel, localName, localText } from '../localised-names.ts';

/**
 * The listing's facets in Magento's aggregation shape. Types per spec §9: `link` for
 * category_id, `swatch` for color_group or options with swatch data, `price` for the price
 * range, `default` otherwise. Which of these the storefront shows is the storefront's rule.
 * Labels are in the request's language (ADR 0003); values stay the Dutch, URL-safe ids.
 */
export function aggregationsOf(
  result: ListingResult,
  catalog: CatalogService,
  locale: ShopLocale | null = null,
) {
  const categories = catalog.referenceData.categories;
  const aggregations = [];
  if (result.priceRange && result.totalCount > 0) {
    const from = Math.floor(result.priceRange.minCents / 100);
    const to = Math.ceil(result.priceRange.maxCents / 100);
    aggregations.push({
      label: facetLabel('price', locale),
      attribute_code: 'price',
      count: 1,
      type: 'price',
      position: -2,
      tooltip: null,
      options: [
        {
          label: `${from} - ${to}`,
          value: `${from}_${to}`,
          count: result.totalCount,
          swatch_data: null,
        },
      ],
    });
  }
  if (result.categoryFacet.length > 0) {
    aggregations.push({
      label: facetLabel('category', locale),
      attribute_code: 'category_id',
      count: result.categoryFacet.length,
      type: 'link',
      position: -1,
      tooltip: null,
      options: result.categoryFacet.map((option) => ({
        label: localName(categories.get(Number(option.value)) ?? {}, option.label, locale),
        value: option.value,
        count: option.count,
        swatch_data: null,
      })),
    });
  }
  for (const facet of result.facets) {
    const attribute = catalog.referenceData.attributes.get(facet.attributeCode);
    const hasSwatches = facet.options.some((option) => option.swatch);
    aggregations.push({
      label: localName(attribute ?? {}, facet.label, locale),
      attribute_code: facet.attributeCode,
      count: facet.options.length,
      type: facet.attributeCode === 'color_group' || hasSwatches ? 'swatch' : 'default',
      position: facet.position,
      tooltip: localText(
        attribute?.textTranslations,
        'tooltip',
        attribute?.tooltip ?? null,
        locale,
      ),
      options: facet.options.map((option) => ({
        label: localName(attribute?.options.get(option.value) ?? {}, option.label, locale),
        value: option.value,
        count: option.count,
        swatch_data: option.swatch
          ? { type: option.swatch.startsWith('#') ? 'color' : 'image', value: option.swatch }
          : null,
      })),
    });
  }
  return aggregations;
}
