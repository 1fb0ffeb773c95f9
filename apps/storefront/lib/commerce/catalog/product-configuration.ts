import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { VariantsDocument, type VariantDataFragment } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { ConfigurableOption, ProductVariant } from '../types';
import { present } from '../values';

export interface ProductConfiguration {
  options: ConfigurableOption[];
  variants: ProductVariant[];
  /** Each variant's own data by sku, for `applyVariant`. */
  variantData: Record<string, VariantDataFragment>;
}

/** A configurable product's options and variants; null for other products or on failure. */
export function getProductConfiguration(
  sku: string,
  locale: string,
): Promise<ProductConfiguration | null> {
  return cachedRead('variants', { locale, key: sku, tags: [cacheTags.catalog] }, async () => {
    // The option values (a colour) and each variant's own texts are in the page's language.
    const result = await commerceQuery(VariantsDocument, { sku }, { locale });
    if (!result.ok) return result;
    const item = present(result.data.products?.items)[0];
    if (!item || item.__typename !== 'ConfigurableProduct' || !item.configurable_options)
      return { ok: true, data: null };
    const options: ConfigurableOption[] = present(item.configurable_options)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((option) => ({
        code: option.attribute_code ?? '',
        label: option.label ?? '',
        values: present(option.values).flatMap((value) =>
          value.value_index === null
            ? []
            : [
                {
                  label: value.label ?? '',
                  valueIndex: value.value_index,
                  swatch: value.swatch_data?.value ?? null,
                },
              ],
        ),
      }));
    const variants: ProductVariant[] = [];
    const variantData: Record<string, VariantDataFragment> = {};
    for (const variant of present(item.variants)) {
      const product = variant.product;
      if (!product?.sku) continue;
      const attributes: Record<string, number> = {};
      for (const attribute of present(variant.attributes))
        if (attribute.code && attribute.value_index !== null)
          attributes[attribute.code] = attribute.value_index;
      variants.push({
        sku: product.sku,
        attributes,
        inStock: product.stock_status !== 'OUT_OF_STOCK',
      });
      variantData[product.sku] = product;
    }
    return { ok: true, data: { options, variants, variantData } };
  });
}
