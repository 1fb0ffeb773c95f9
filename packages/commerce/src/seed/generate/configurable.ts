import type { SeriesContext } from '../data/kinds/kind.ts';
import type { AnyProductKind } from '../data/kinds/index.ts';
import { addMediaRows, productImageFiles } from './media.ts';
import { stockFor } from './merchandising.ts';
import { localNames, perLocale } from './localise.ts';
import type { TranslatedLocale } from '../../content/localised.ts';
import type { GenerationState, ListedProduct } from './state.ts';
import type { ProductRow } from './types.ts';

/**
 * The hidden children of a configurable product, one per combination of its options (e.g.
 * colour × weight for boxing gloves), plus its `configurable_options` rows. The parent's price
 * is the cheapest child's and it is in stock while any child is.
 */
export function addChildren(
  state: GenerationState,
  parent: ListedProduct,
  kind: AnyProductKind,
  series: unknown,
  ctx: SeriesContext,
): void {
  const { r, data } = state;
  const configurable = kind.configurable;
  if (!configurable) return;
  const p = parent.row;
  configurable.options.forEach((option, index) => {
    data.configurableOptions.push({
      productId: p.id,
      attributeCode: option.attribute,
      label: option.label,
      translations: perLocale((locale) => state.translator.text(option.label, locale)),
      position: index + 1,
    });
  });

  const children: ProductRow[] = configurable.children(series, ctx).map((child) => {
    const id = state.productId();
    const name = `${p.name} ${child.label}`;
    const sku = `${p.sku}-${child.skuSuffix}`;
    const delta = Math.round(child.priceDeltaEuros) * 100;
    // The parent's texts with the child's own name: the parent's name and the option words.
    const translations = Object.fromEntries(
      Object.entries(p.translations ?? {}).map(([locale, texts]) => {
        const local = `${texts.name ?? p.name} ${state.translator.text(child.label, locale as TranslatedLocale)}`;
        return [
          locale,
          {
            ...texts,
            name: local,
            metaTitle: texts.metaTitle?.replace(texts.name ?? p.name, local),
          },
        ];
      }),
    );
    const row: ProductRow = {
      ...p,
      id,
      sku,
      typeId: 'simple',
      name,
      translations,
      ean: state.ean(),
      urlKey: state.urlKey(name, sku),
      parentId: p.id,
      visible: false,
      metaTitle: p.metaTitle?.replace(p.name, name) ?? null,
      priceCents: p.priceCents + delta,
      specialPriceCents:
        p.specialPriceCents === null || p.specialPriceCents === undefined
          ? null
          : p.specialPriceCents + delta,
      priceInStoreCents:
        p.priceInStoreCents === null || p.priceInStoreCents === undefined
          ? null
          : p.priceInStoreCents + delta,
      attributes: { ...p.attributes, ...child.attributes },
      variantKey: null,
      variantLabel: null,
      ...stockFor(r, p.status ?? 'Actief'),
      ratingSummary: 0,
      reviewCount: 0,
      salesCount: r.skewed(500, 3),
      featured: false,
    };
    // Its own address per language, not the parent's that its texts were copied from.
    state.localUrlKeys(translations, sku, row.urlKey);
    data.products.push(row);
    const files = productImageFiles(
      state,
      { kind, brand: parent.brand, line: ctx.line, color: child.color, energyClass: null },
      2,
    );
    addMediaRows(state, id, { nl: name, ...localNames(translations) }, files, false);
    return row;
  });

  p.stockStatus = children.some((child) => child.stockStatus === 'IN_STOCK')
    ? 'IN_STOCK'
    : 'OUT_OF_STOCK';
  p.onlineQty = children.reduce((sum, child) => sum + (child.onlineQty ?? 0), 0);
}
