import { slugify } from '../seed/slug.ts';
import type { ImportIssue, OtherLocale, ProductDraft, ProductTexts } from './import-model.ts';
import { urlKeyLanguages, type ShopProduct } from './shop-products.ts';
import { storeViewProblems } from './store-view-texts.ts';

export interface CheckInput {
  drafts: Map<string, ProductDraft>;
  /** SKUs whose rows already have errors. */
  invalid: Set<string>;
  /** The shop's products with the SKUs the file names (its own and those it links to). */
  shopBySku: Map<string, ShopProduct>;
  /** The shop's products at the url keys the file would use. */
  shopByUrlKey: Map<string, ShopProduct>;
}

/** The url key a draft ends up with: its own, else the shop's, else one made from the name. */
export function urlKeyOf(
  draft: ProductDraft,
  shop: Pick<ShopProduct, 'urlKey'> | undefined,
): string | undefined {
  if (draft.urlKey) return draft.urlKey;
  if (shop) return shop.urlKey;
  const fromName = draft.texts.name ? slugify(draft.texts.name) : '';
  return fromName || undefined;
}

/** The url keys a draft gives (the Dutch one, then each store view's), with where they stand. */
function urlKeyClaims(
  draft: ProductDraft,
  dutch: string,
): { key: string; row: number; column: string }[] {
  const claims = [
    { key: dutch, row: draft.urlKeyRow ?? draft.row, column: draft.urlKey ? 'url_key' : 'name' },
  ];
  for (const [locale, texts] of Object.entries(draft.translations) as [
    OtherLocale,
    ProductTexts,
  ][]) {
    if (!texts.urlKey || texts.urlKey === dutch) continue;
    const row = draft.storeViews?.[locale]?.urlKeyRow ?? draft.row;
    // The same product may use one key in several languages.
    if (claims.some((claim) => claim.key === texts.urlKey)) continue;
    claims.push({ key: texts.urlKey, row, column: 'url_key' });
  }
  return claims;
}

/** Whether the file moves the shop's owner of `key` off it in every language it has it in. */
function givesUpKey(
  ownerDraft: ProductDraft | undefined,
  owner: ShopProduct,
  key: string,
): boolean {
  if (!ownerDraft) return false;
  return urlKeyLanguages(owner, key).every((locale) =>
    locale === 'nl'
      ? ownerDraft.urlKey !== undefined && ownerDraft.urlKey !== key
      : (ownerDraft.translations[locale as OtherLocale]?.urlKey ?? key) !== key,
  );
}

/** SKUs the file links to (variations, related, up-sell), for the shop lookup. */
export function referencedSkus(drafts: Iterable<ProductDraft>): Set<string> {
  const skus = new Set<string>();
  for (const draft of drafts) {
    skus.add(draft.sku);
    for (const variation of draft.variations ?? []) skus.add(variation.sku);
    for (const sku of [...(draft.related ?? []), ...(draft.upsell ?? [])]) skus.add(sku);
  }
  return skus;
}

/**
 * Checks across rows and against the shop: what a new product must have, duplicate url keys,
 * variations naming SKUs or attributes that are not there. Adds the failing SKUs to `invalid`
 * (a configurable whose child failed fails too, so `--skip-errors` never writes half of one).
 */
export function checkDrafts(input: CheckInput): { errors: ImportIssue[]; warnings: ImportIssue[] } {
  const { drafts, invalid, shopBySku, shopByUrlKey } = input;
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const fail = (
    draft: ProductDraft,
    row: number,
    column: string,
    code: string,
    message: string,
  ) => {
    errors.push({ row, column, sku: draft.sku, code, message });
    invalid.add(draft.sku);
  };

  // Every url key the file gives, in any language: a key names one product (ADR 0041).
  const urlKeys = new Map<string, { draft: ProductDraft; row: number }>();
  const uncounted: ProductDraft[] = [];
  for (const draft of drafts.values()) {
    const shop = shopBySku.get(draft.sku);
    // A row that already failed is not asked again for what it lacks.
    if (!shop && !invalid.has(draft.sku)) {
      if (!draft.hasAdminRow) {
        fail(
          draft,
          draft.row,
          'store_view_code',
          'MISSING_ADMIN_ROW',
          'a new product needs a row without store view',
        );
        continue;
      }
      if (!draft.texts.name)
        fail(draft, draft.row, 'name', 'MISSING_VALUE', 'a new product needs a name');
      if (draft.typeId === 'simple' && draft.priceCents === undefined) {
        fail(draft, draft.row, 'price', 'MISSING_VALUE', 'a new simple product needs a price');
      }
      if (draft.typeId === 'simple' && draft.qty === undefined) uncounted.push(draft);
    } else if (shop && draft.typeId && shop.typeId !== draft.typeId) {
      fail(
        draft,
        draft.row,
        'product_type',
        'TYPE_CHANGE',
        `the shop has this sku as a ${shop.typeId} product; the type cannot change`,
      );
    }
    const urlKey = urlKeyOf(draft, shop);
    if (!urlKey) {
      // Nameless ones failed above; a name of only signs gives no web address to make one from.
      if (!shop && draft.texts.name) {
        fail(
          draft,
          draft.row,
          'url_key',
          'BAD_URL_KEY',
          `the name "${draft.texts.name}" has no letters or digits for a web address: fill url_key`,
        );
      }
      continue;
    }
    for (const claim of urlKeyClaims(draft, urlKey)) {
      const before = urlKeys.get(claim.key);
      if (before && before.draft !== draft) {
        fail(
          draft,
          claim.row,
          claim.column,
          'DUPLICATE_URL_KEY',
          `the url key "${claim.key}" is also the url key of ${before.draft.sku} (row ${before.row})`,
        );
        continue;
      }
      urlKeys.set(claim.key, { draft, row: claim.row });
      const owner = shopByUrlKey.get(claim.key);
      if (
        owner &&
        owner.sku !== draft.sku &&
        !givesUpKey(drafts.get(owner.sku), owner, claim.key)
      ) {
        const where = urlKeyLanguages(owner, claim.key).join(', ');
        fail(
          draft,
          claim.row,
          claim.column,
          'URL_KEY_TAKEN',
          `the url key "${claim.key}" belongs to ${owner.sku} in the shop (${where})`,
        );
      }
    }
  }

  for (const draft of drafts.values()) {
    if (!draft.variations) continue;
    const row = draft.variationsRow ?? draft.row;
    const type = draft.typeId ?? shopBySku.get(draft.sku)?.typeId;
    if (type !== 'configurable') {
      fail(
        draft,
        row,
        'configurable_variations',
        'NOT_CONFIGURABLE',
        'only configurable products have variations',
      );
      continue;
    }
    const codes = new Set(draft.variations[0]?.values.keys());
    const seen = new Set<string>();
    for (const variation of draft.variations) {
      const child = drafts.get(variation.sku);
      const childType = child?.typeId ?? shopBySku.get(variation.sku)?.typeId;
      if (!child && !shopBySku.has(variation.sku)) {
        fail(
          draft,
          row,
          'configurable_variations',
          'UNKNOWN_SKU',
          `the variation ${variation.sku} is neither in the file nor in the shop`,
        );
      } else if (childType !== 'simple') {
        fail(
          draft,
          row,
          'configurable_variations',
          'BAD_VARIATION',
          `the variation ${variation.sku} is not a simple product`,
        );
      }
      const missing = [...codes].filter((code) => !variation.values.has(code));
      const extra = [...variation.values.keys()].filter((code) => !codes.has(code));
      if (missing.length > 0 || extra.length > 0) {
        fail(
          draft,
          row,
          'configurable_variations',
          'VARIATION_ATTRIBUTES',
          `the variation ${variation.sku} names ${[...variation.values.keys()].join(', ')}, the first one ${[...codes].join(', ')}`,
        );
      }
      const combination = [...codes].map((code) => variation.values.get(code)).join('|');
      if (seen.has(combination)) {
        fail(
          draft,
          row,
          'configurable_variations',
          'DUPLICATE_VARIATION',
          `two variations have the values ${combination}`,
        );
      }
      seen.add(combination);
    }
    for (const code of draft.variationLabels?.keys() ?? []) {
      if (!codes.has(code)) {
        fail(
          draft,
          row,
          'configurable_variation_labels',
          'UNKNOWN_ATTRIBUTE',
          `${code} is not an attribute of the variations`,
        );
      }
    }
  }

  // Store-view labels fit the admin row's images and variations, or the product is not written.
  for (const draft of drafts.values()) {
    for (const { row, column, code, message } of storeViewProblems(draft))
      fail(draft, row, column ?? 'store_view_code', code, message);
  }

  // Once per file, not per row: a file without a qty column would repeat it for every product.
  const without = uncounted.filter((draft) => !invalid.has(draft.sku));
  if (without.length > 0) {
    const [first] = without as [ProductDraft];
    const more = without.length > 1 ? ` and ${without.length - 1} more` : '';
    warnings.push({
      row: first.row,
      column: 'qty',
      sku: first.sku,
      code: 'NO_STOCK_COUNT',
      message: `new products without qty have no units to sell and are out of stock until counted: ${first.sku}${more}`,
    });
  }

  for (const draft of drafts.values()) {
    for (const [column, skus] of [
      ['related_skus', draft.related],
      ['upsell_skus', draft.upsell],
    ] as const) {
      for (const sku of skus ?? []) {
        if (!drafts.has(sku) && !shopBySku.has(sku)) {
          warnings.push({
            row: draft.row,
            column,
            sku: draft.sku,
            code: 'UNKNOWN_LINK',
            message: `${sku} is neither in the file nor in the shop; the link is left out`,
          });
        }
      }
    }
  }

  // A configurable whose variation failed cannot be written whole; repeat until stable.
  let changed = true;
  while (changed) {
    changed = false;
    for (const draft of drafts.values()) {
      if (invalid.has(draft.sku) || !draft.variations) continue;
      const failed = draft.variations.find((variation) => invalid.has(variation.sku));
      if (failed) {
        fail(
          draft,
          draft.variationsRow ?? draft.row,
          'configurable_variations',
          'VARIATION_INVALID',
          `the variation ${failed.sku} has errors`,
        );
        changed = true;
      }
    }
  }
  return { errors, warnings };
}
