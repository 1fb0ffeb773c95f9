import type {
  ProductMediaFragment,
  ProductPageFragment,
  VariantDataFragment,
} from '../generated/graphql';
import type { ProductPageData } from '../types';
import { mediaUrl, money, present, productPath, shownText, sitePath } from '../values';
import { productCards, reshapeProduct } from './reshape-product';

type Gallery = ProductPageData['gallery'];
type SpecificationGroups = ProductPageData['specificationGroups'];

/** Specifications grouped by their attribute group, in the engine's order. */
function specificationGroups(raw: ProductMediaFragment): SpecificationGroups {
  const groups = new Map<string, SpecificationGroups[number]['items']>();
  for (const spec of present(raw.product_specifications)) {
    const label = shownText(spec.label);
    const value = shownText(spec.value);
    if (!label || !value) continue;
    const group = spec.attribute_group ?? '';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({
      code: spec.code ?? label,
      label,
      value,
      tooltip: shownText(spec.tooltip),
    });
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** spec §3 media_gallery_entries: enabled entries in position order; the file becomes a url. */
function gallery(raw: ProductMediaFragment, name: string): Gallery {
  return present(raw.media_gallery_entries)
    .filter((entry) => entry.disabled !== true && entry.url)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry, index) => {
      const video = entry.video_content;
      return {
        id: entry.id ?? index,
        label: shownText(entry.label) ?? name,
        url: mediaUrl(entry.url) ?? '',
        video: video?.video_url ? { url: video.video_url, title: video.video_title } : null,
      };
    });
}

/** spec §3 categories → breadcrumbs: the deepest category's trail plus that category. */
function productBreadcrumbs(raw: ProductPageFragment): ProductPageData['breadcrumbs'] {
  const deepest = present(raw.categories).sort((a, b) => (b.level ?? 0) - (a.level ?? 0))[0];
  if (!deepest) return [];
  return [
    ...present(deepest.breadcrumbs).map((crumb) => ({
      name: crumb.category_name ?? '',
      href: sitePath(crumb.category_url_path),
    })),
    { name: deepest.name ?? '', href: sitePath(deepest.url_path) },
  ];
}

/** spec §3 productCashBack → cashbackAction: title or name; a button needs a label and a link. */
function cashbackAction(raw: ProductPageFragment): ProductPageData['cashbackAction'] {
  const cashBack = raw.productCashBack;
  const title = shownText(cashBack?.title) ?? shownText(cashBack?.name);
  if (!cashBack || !title) return null;
  const href = shownText(cashBack.button_href) ?? shownText(cashBack.content_link);
  const label = shownText(cashBack.button_label);
  return {
    title,
    description: shownText(cashBack.description),
    button: href && label ? { label, href } : null,
  };
}

function bundleCombinations(raw: ProductPageFragment): ProductPageData['bundleCombinations'] {
  return present(raw.bundle_combination).flatMap((item) => {
    if (!item.link || !item.name) return [];
    const minimum = item.price_range?.minimum_price;
    return [
      {
        id: item.id ?? 0,
        name: item.name,
        sku: item.sku ?? '',
        href: item.link,
        image: mediaUrl(item.small_image?.url),
        regular: money(minimum?.regular_price),
        final: money(minimum?.final_price),
        discountPercent: item.discount_percent ?? 0,
      },
    ];
  });
}

/** spec §3 Product → the page's data; a chosen variant is laid over it by `applyVariant`. */
export function reshapeProductPage(raw: ProductPageFragment): ProductPageData | null {
  const card = reshapeProduct(raw);
  if (!card) return null;
  return {
    ...card,
    typeId: raw.type_id ?? 'simple',
    urlAlternates: Object.fromEntries(
      present(raw.url_alternates).map((alternate) => [alternate.locale, alternate.relative_url]),
    ),
    parentId: null,
    parentSku: null,
    ean: shownText(raw.ean),
    descriptionHtml: shownText(raw.description?.html),
    shortDescriptionHtml: shownText(raw.short_description?.html),
    metaTitle: shownText(raw.meta_title),
    metaDescription: shownText(raw.meta_description),
    productGroup: shownText(raw.productgroup_label),
    deliveryType: shownText(raw.shipment_type_akeneo_label),
    energyIcon: shownText(raw.energyIcon),
    productSheetUrl: mediaUrl(raw.product_sheet_url),
    // spec §3: special_to_date becomes specialToDate, the date part only.
    specialToDate: shownText(raw.special_to_date)?.slice(0, 10) ?? null,
    priceInStore: money(raw.price_in_store),
    shouldDisplayPrice: raw.shouldDisplayPrice !== false,
    gallery: gallery(raw, card.name),
    breadcrumbs: productBreadcrumbs(raw),
    // spec §9: at most 4 USPs.
    usps: present(raw.product_usps)
      .flatMap(({ code, label, value }) =>
        label && value ? [{ code: code ?? '', label, value }] : [],
      )
      .slice(0, 4),
    specificationGroups: specificationGroups(raw),
    // spec §3: variations sorted by name.
    variations: present(raw.product_variations)
      .flatMap((item) =>
        item.url_key && item.sku
          ? [
              {
                label: shownText(item.variant_label) ?? item.name ?? '',
                name: item.name ?? '',
                sku: item.sku,
                href: productPath(item.url_key, item.url_suffix),
              },
            ]
          : [],
      )
      .sort((a, b) => a.name.localeCompare(b.name)),
    variantLabel: shownText(raw.variant_label),
    // spec §9: tiers with quantity 1 are dropped.
    tierPrices: present(raw.price_tiers).flatMap((tier) => {
      const price = money(tier.final_price);
      return tier.quantity !== null && tier.quantity !== 1 && price
        ? [{ quantity: tier.quantity, price, percentOff: tier.discount?.percent_off ?? 0 }]
        : [];
    }),
    cashbackAction: cashbackAction(raw),
    bundleCombinations: bundleCombinations(raw),
    related: productCards(raw.related_products),
    upsell: productCards(raw.upsell_products),
    // spec §9: cheaper_in_store is not shown on the product page.
    labels: card.labels.filter((label) => label.code !== 'cheaper_in_store'),
  };
}

/** spec §4 variant selection: the variant's data replaces the product's, keeping parent ids. */
export function applyVariant(parent: ProductPageData, raw: VariantDataFragment): ProductPageData {
  const card = reshapeProduct(raw);
  if (!card) return parent;
  const variantGallery = gallery(raw, card.name);
  const variantSpecifications = specificationGroups(raw);
  return {
    ...parent,
    ...card,
    // What a variant carries of its own (VariantData); the rest stays the parent's.
    ean: shownText(raw.ean),
    variantLabel: shownText(raw.variant_label),
    specialToDate: shownText(raw.special_to_date)?.slice(0, 10) ?? null,
    priceInStore: money(raw.price_in_store),
    shouldDisplayPrice: raw.shouldDisplayPrice !== false,
    gallery: variantGallery.length ? variantGallery : parent.gallery,
    specificationGroups: variantSpecifications.length
      ? variantSpecifications
      : parent.specificationGroups,
    labels: card.labels.filter((label) => label.code !== 'cheaper_in_store'),
    href: parent.href,
    id: parent.id,
    typeId: parent.typeId,
    parentId: parent.id,
    parentSku: parent.sku,
  };
}
