import { shopConstants } from '../../config/constants.ts';
import type { Random } from '../random.ts';
import { escapeXml } from '../slug.ts';
import { addMediaRows } from './media.ts';
import { localNames, perLocale } from './localise.ts';
import { fillPhrase } from '../product-translations/translate.ts';
import type { ProductTexts } from '../../catalog/localised-names.ts';
import type { GenerationState, ListedProduct } from './state.ts';
import type { ProductRow } from './types.ts';

const { accessoryBundleDiscountPercent } = shopConstants;

/**
 * Bundle products: a main product plus one accessory (spec §3 bundle_combination). The bundle
 * shares the main product's url key with a `-bundel-<accessory>` suffix (spec §2). It is visible
 * (it has its own page, and the engine only offers visible bundles as combinations) but sits in
 * no category: the shopper meets it on the main product's page.
 */
export function addBundles(state: GenerationState, r: Random): void {
  const accessoryPools = new Map<string, ListedProduct[]>();
  const accessoriesFor = (kindKey: string) => {
    let pool = accessoryPools.get(kindKey);
    if (!pool) {
      pool = (state.listed.get(kindKey) ?? []).filter(
        (p) => p.row.status === 'Actief' && p.row.stockStatus === 'IN_STOCK',
      );
      accessoryPools.set(kindKey, pool);
    }
    return pool;
  };

  for (const pool of [...state.listed.values()]) {
    for (const main of pool) {
      const accessoryKind = main.kind.accessory;
      if (
        !accessoryKind ||
        main.row.typeId !== 'simple' ||
        main.row.status !== 'Actief' ||
        !r.chance(0.12)
      )
        continue;
      const accessories = accessoriesFor(accessoryKind);
      if (!accessories.length) continue;
      const sameBrand = accessories.filter((p) => p.brand.code === main.brand.code);
      addBundle(state, main, r.pick(sameBrand.length ? sameBrand : accessories));
    }
  }
}

const BUNDLE_OFFER = 'Combineer de {1} met de {2} en krijg {3}% korting op de {4}.';
const BUNDLE_SUMMARY = '{1} samen met de {2}: voordeliger als bundel.';
const BUNDLE_META_TITLE = '{1} | bundel';

function addBundle(state: GenerationState, main: ListedProduct, accessory: ListedProduct): void {
  const { data } = state;
  const m = main.row;
  const a = accessory.row;
  const id = state.productId();
  const name = `${m.name} + ${a.name}`;
  const discountedAccessory = Math.round(
    (accessory.finalCents * (100 - accessoryBundleDiscountPercent)) / 100,
  );
  const group = accessory.kind.group.toLowerCase();
  const t = state.translator;
  const translations = perLocale((locale): ProductTexts => {
    const mainTexts = m.translations?.[locale];
    const mainName = mainTexts?.name ?? m.name;
    const accessoryName = a.translations?.[locale]?.name ?? a.name;
    const localName = `${mainName} + ${accessoryName}`;
    return {
      ...mainTexts,
      name: localName,
      description:
        `<p>${escapeXml(t.phrase(BUNDLE_OFFER, locale, [mainName, accessoryName, String(accessoryBundleDiscountPercent), t.text(group, locale)]))}</p>` +
        (mainTexts?.description ?? m.description ?? ''),
      shortDescription: `<p>${escapeXml(t.phrase(BUNDLE_SUMMARY, locale, [mainName, accessoryName]))}</p>`,
      metaTitle: t.phrase(BUNDLE_META_TITLE, locale, [localName]),
    };
  });
  const row: ProductRow = {
    ...m,
    id,
    translations,
    sku: `${m.sku}-BUNDEL`,
    typeId: 'bundle',
    name,
    ean: null,
    urlKey: m.urlKey,
    urlSuffix: `-bundel-${a.urlKey}`,
    visible: true,
    description:
      `<p>${escapeXml(fillPhrase(BUNDLE_OFFER, [m.name, a.name, String(accessoryBundleDiscountPercent), group]))}</p>` +
      (m.description ?? ''),
    shortDescription: `<p>${escapeXml(fillPhrase(BUNDLE_SUMMARY, [m.name, a.name]))}</p>`,
    metaTitle: fillPhrase(BUNDLE_META_TITLE, [name]),
    // Regular price is the sum; the final price applies the accessory discount (spec §9).
    priceCents: m.priceCents + a.priceCents,
    specialPriceCents: main.finalCents + discountedAccessory,
    // The bundle discount has no end; a running sale of the main product ends with that sale.
    specialToDate: main.finalCents === m.specialPriceCents ? (m.specialToDate ?? null) : null,
    priceInStoreCents: null,
    labels: ['sale', ...(m.cashBackId ? ['cash_back_action'] : [])],
    variantKey: null,
    variantLabel: null,
    stockStatus:
      m.stockStatus === 'IN_STOCK' && a.stockStatus === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK',
    onlineQty: Math.min(m.onlineQty ?? 0, a.onlineQty ?? 0),
    ratingSummary: 0,
    reviewCount: 0,
    salesCount: Math.floor((m.salesCount ?? 0) / 10),
    featured: false,
  };
  data.products.push(row);
  data.bundleItems.push(
    { bundleId: id, productId: m.id, quantity: 1, isMain: true, position: 1 },
    { bundleId: id, productId: a.id, quantity: 1, isMain: false, position: 2 },
  );
  addMediaRows(
    state,
    id,
    { nl: name, ...localNames(translations) },
    [...main.images.slice(0, 2), ...accessory.images.slice(0, 1)],
    false,
  );
}
