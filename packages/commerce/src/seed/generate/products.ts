import type { ProductStatus } from '../../catalog/schema.ts';
import type { TranslatedLocale } from '../../content/localised.ts';
import { brandByCode, type BrandDef } from '../data/brands.ts';
import { deliveryLabel } from '../data/delivery.ts';
import {
  PRODUCT_KINDS,
  type AnyProductKind,
  type ProductSpec,
  type Usp,
} from '../data/kinds/index.ts';
import type { SeriesContext } from '../data/kinds/kind.ts';
import { SEED_BASE_DATE } from '../dates.ts';
import { slugify } from '../slug.ts';
import { drawCopy, productCopy } from './copy.ts';
import { localNames, productTranslations } from './localise.ts';
import { addMediaRows, productImageFiles } from './media.ts';
import {
  cashBackFor,
  createdAtFor,
  labelsFor,
  pricesFor,
  regularPriceCents,
  reviewsFor,
  statusForSeries,
  stockFor,
} from './merchandising.ts';
import { tierPrices } from './pricing.ts';
import type { GenerationState, ListedProduct } from './state.ts';
import type { ProductRow } from './types.ts';
import { addChildren } from './configurable.ts';

const MAX_USPS = 6;

/**
 * Generates `count` listed products, series by series. A series is one model line of one brand
 * in one to three sibling variations (e.g. 7, 8 and 9 kg); configurable products add hidden
 * children on top of the count.
 */
export function generateProducts(state: GenerationState, count: number): void {
  const { r } = state;
  const weights = PRODUCT_KINDS.map((kind) => [kind, kind.share] as const);
  let listed = 0;
  for (let seriesIndex = 0; listed < count; seriesIndex++) {
    // Every kind once first, so even a small catalogue has them all.
    const kind = PRODUCT_KINDS[seriesIndex] ?? r.weighted(weights);
    const brand = brandByCode(r.pick(kind.brands));
    const ctx: SeriesContext = {
      r,
      brand,
      line: r.pick(kind.lines),
      legacy: r.chance(kind.legacyShare ?? 0),
    };
    const series = kind.series(ctx);
    const candidates = kind.variations?.(series) ?? [undefined];
    const size = Math.min(
      count - listed,
      candidates.length,
      r.weighted([
        [1, 4],
        [2, 4],
        [3, 3],
      ]),
    );
    const start = r.int(0, candidates.length - size);
    const specs = candidates
      .slice(start, start + size)
      .map((variation) => kind.product(series, variation, ctx));
    const suffix = state.claimModels(
      brand.code,
      specs.map((spec) => ctx.line + spec.model),
    );
    const status = statusForSeries(r, seriesIndex, ctx.legacy);
    const siblings = specs.map((spec) => {
      const product = addProduct(state, {
        kind,
        brand,
        ctx,
        spec,
        model: ctx.line + spec.model + suffix,
        status,
        seriesIndex,
      });
      if (kind.configurable) addChildren(state, product, kind, series, ctx);
      return product;
    });
    if (siblings.length > 1) {
      // Sibling models (e.g. the same washer in 7, 8 and 9 kg) share a variant key (spec §3).
      const variantKey = `${brand.code}-${slugify(ctx.line + suffix)}-${seriesIndex}`;
      siblings.forEach((sibling, index) => {
        sibling.row.variantKey = variantKey;
        const label = specs[index]?.variantLabel ?? null;
        sibling.row.variantLabel = label;
        if (label) {
          for (const [locale, texts] of Object.entries(sibling.row.translations ?? {}))
            texts.variantLabel = state.translator.text(label, locale as TranslatedLocale);
        }
      });
    }
    state.siblings.push(siblings);
    listed += siblings.length;
  }
}

interface ProductInput {
  kind: AnyProductKind;
  brand: BrandDef;
  ctx: SeriesContext;
  spec: ProductSpec;
  model: string;
  status: ProductStatus;
  seriesIndex: number;
}

function addProduct(state: GenerationState, input: ProductInput): ListedProduct {
  const { r, now, data } = state;
  const { kind, brand, ctx, spec, model, status } = input;
  const id = state.productId();
  const name = spec.name.replace('{brand}', brand.name).replace('{model}', model);
  const sku = `${brand.skuPrefix}-${model}`;
  const energyClass = spec.energyClass ?? null;
  const createdAt = createdAtFor(r, status, ctx.legacy);
  const { finalCents, ...prices } = pricesFor(
    r,
    regularPriceCents(r, kind, brand, spec.priceEuros),
    status,
    now,
  );
  const cashBackId = cashBackFor(r, kind, brand, finalCents, status);
  const reviews = reviewsFor(r);
  const copyInput = { name, spec, brand, delivery: kind.delivery, status };
  const draw = drawCopy(r, copyInput);
  const copy = productCopy(copyInput, draw);
  const labels = labelsFor(r, {
    ...prices,
    cashBackId,
    finalCents,
    createdAt,
    energyClass,
    ...reviews,
    status,
  });
  const configurable = Boolean(kind.configurable);
  const usps = uspsFor(spec, energyClass, kind.warrantyYears);
  const attributes = attributesFor(spec, brand, kind, energyClass);
  const translations = productTranslations(state.translator, copyInput, draw, {
    usps,
    displayAttributes: Object.fromEntries(
      Object.entries(attributes).filter(([code]) => !state.optionAttributes.has(code)),
    ),
  });

  const row: ProductRow = {
    id,
    sku,
    typeId: configurable ? 'configurable' : 'simple',
    name,
    translations,
    ean: configurable ? null : state.ean(),
    urlKey: state.urlKey(name, sku),
    urlSuffix: '',
    parentId: null,
    visible: true,
    brandId: state.brandIds.get(brand.code) ?? null,
    status,
    ...copy,
    productgroupLabel: kind.group,
    shipmentType: deliveryLabel(kind.delivery),
    energyClass,
    energyLabelUrl: energyClass ? `/media/catalog/energy/${slugify(energyClass)}.webp` : null,
    // The EU product information sheet lives in the EPREL register; the number is fictional.
    productSheetUrl: energyClass
      ? `https://eprel.ec.europa.eu/qr/${100000 + ((id * 7919) % 900000)}`
      : null,
    ...prices,
    cashBackId,
    labels,
    usps,
    attributes,
    variantKey: null,
    variantLabel: null,
    ...stockFor(r, status),
    ...reviews,
    salesCount: status === 'Pre-order' ? 0 : r.skewed(status === 'Actief' ? 5000 : 800, 3.5),
    featured: r.chance(0.03),
    createdAt,
    updatedAt: new Date(
      Math.min(createdAt.getTime() + r.int(0, 60) * 86_400_000, SEED_BASE_DATE.getTime()),
    ),
  };
  state.localUrlKeys(translations, sku, row.urlKey);
  data.products.push(row);

  for (const categoryId of categoryIdsFor(state, kind, spec)) {
    data.productCategories.push({
      productId: id,
      categoryId,
      position: state.categoryPosition(categoryId),
    });
  }
  if (energyClass)
    state.addImage({ kind: 'energy', file: `catalog/energy/${slugify(energyClass)}`, energyClass });
  const files = productImageFiles(
    state,
    { kind, brand, line: ctx.line, color: spec.color, energyClass },
    r.int(2, 4),
  );
  addMediaRows(state, id, { nl: name, ...localNames(translations) }, files);
  if (r.chance(kind.delivery === 'eigen-bezorgdienst' ? 0.02 : 0.08)) {
    for (const tier of tierPrices(r, finalCents)) data.priceTiers.push({ productId: id, ...tier });
  }

  const listed: ListedProduct = {
    row,
    kind,
    brand,
    finalCents,
    series: input.seriesIndex,
    images: files,
  };
  const pool = state.listed.get(kind.key) ?? [];
  pool.push(listed);
  state.listed.set(kind.key, pool);
  return listed;
}

/** Filterable attributes hold option values, the others display text (see `attributes`). */
function attributesFor(
  spec: ProductSpec,
  brand: BrandDef,
  kind: AnyProductKind,
  energyClass: string | null,
): Record<string, string> {
  return {
    brand: brand.code,
    color_group: spec.color,
    delivery_type: kind.delivery,
    ...(energyClass ? { energy_class: slugify(energyClass) } : {}),
    ...(spec.energyConsumption ? { energy_consumption: spec.energyConsumption } : {}),
    ...spec.attributes,
    warranty: `${kind.warrantyYears} jaar`,
  };
}

function uspsFor(spec: ProductSpec, energyClass: string | null, warrantyYears: number): Usp[] {
  const usps = [...spec.usps];
  if (energyClass)
    usps.splice(2, 0, { code: 'energy_class', label: 'Energieklasse', value: energyClass });
  if (warrantyYears > 2)
    usps.push({ code: 'warranty', label: 'Garantie', value: `${warrantyYears} jaar` });
  return usps.slice(0, MAX_USPS);
}

/** The kind's leaf category plus the longtail children the model qualifies for. */
function categoryIdsFor(state: GenerationState, kind: AnyProductKind, spec: ProductSpec): number[] {
  const leaf = state.categories.byPath.get(kind.category);
  if (leaf === undefined)
    throw new Error(`kind ${kind.key} names unknown category ${kind.category}`);
  const longtail = state.categories.longtail.get(leaf);
  const ids = [leaf];
  for (const name of spec.longtail) {
    const id = longtail?.get(name);
    if (id === undefined)
      throw new Error(`kind ${kind.key} names unknown longtail category "${name}"`);
    ids.push(id);
  }
  return ids;
}
