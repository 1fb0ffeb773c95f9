import type { ProductCardFragment } from '../generated/graphql';
import type { ProductCardData } from '../types';
import { mediaUrl, money, present, productPath } from '../values';

/** A product as a card shows it; null for entries without the fields a card needs. */
export function reshapeProduct(
  raw: ProductCardFragment | null | undefined,
): ProductCardData | null {
  if (!raw || raw.id === null || !raw.sku || !raw.name || !raw.url_key) return null;
  const minimum = raw.price_range?.minimum_price;
  const regular = money(minimum?.regular_price);
  const final = money(minimum?.final_price);
  // spec §4: the status decides whether a price is shown at all.
  const showPrice = raw.shouldDisplayPrice !== false && regular !== null && final !== null;
  return {
    id: raw.id,
    sku: raw.sku,
    name: raw.name,
    href: productPath(raw.url_key, raw.url_suffix),
    brand: raw.brand_label ?? null,
    image: { url: mediaUrl(raw.small_image?.url) ?? '', alt: raw.small_image?.label || raw.name },
    price: showPrice ? { regular, final, percentOff: minimum?.discount?.percent_off ?? 0 } : null,
    installment: showPrice ? money(raw.installmentPrice) : null,
    status: raw.product_status_label ?? null,
    outOfAssortment: raw.out_of_assortment === true,
    inStock: raw.stock_status !== 'OUT_OF_STOCK',
    energyClass: raw.energy_class_label ?? null,
    energyIcon: raw.energyIcon ?? null,
    energyLabelUrl: mediaUrl(raw.energy_label?.url),
    labels: present(raw.product_labels).flatMap(({ code, label, color }) =>
      code && label ? [{ code, label, color: color ?? null }] : [],
    ),
    // spec §9: the engine rates out of 100, the shop shows out of 10.
    rating: raw.review_count && raw.rating_summary ? Math.round(raw.rating_summary) / 10 : null,
    reviewCount: raw.review_count ?? 0,
  };
}

/** The cards of a product list, leaving out entries a card cannot show. */
export const productCards = (
  items: readonly (ProductCardFragment | null)[] | null | undefined,
): ProductCardData[] => present(items?.map(reshapeProduct));
