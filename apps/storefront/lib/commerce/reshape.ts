import type { Deal, Money, ProductCardData } from './types';

export interface RawMoney {
  value?: number | null;
  currency?: string | null;
}

export interface RawProduct {
  id?: number | null;
  sku?: string | null;
  name?: string | null;
  url_key?: string | null;
  url_suffix?: string | null;
  brand_label?: string | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  price_range?: {
    minimum_price?: {
      regular_price?: RawMoney | null;
      final_price?: RawMoney | null;
      discount?: { percent_off?: number | null } | null;
    } | null;
  } | null;
  installmentPrice?: RawMoney | null;
  product_status_label?: string | null;
  shouldDisplayPrice?: boolean | null;
  out_of_assortment?: boolean | null;
  stock_status?: string | null;
  energy_class_label?: string | null;
  energy_label?: { url?: string | null; label?: string | null } | null;
  product_labels?:
    ({ code?: string | null; label?: string | null; color?: string | null } | null)[] | null;
  rating_summary?: number | null;
  review_count?: number | null;
}

export interface RawDeal {
  name?: string | null;
  subtitle?: string | null;
  image_url?: string | null;
  content_link?: string | null;
  button_text?: string | null;
  end_date?: string | null;
  dark_or_light?: number | null;
  action_type?: number | null;
  product?: RawProduct | null;
}

const money = (raw: RawMoney | null | undefined): Money | null =>
  raw && typeof raw.value === 'number'
    ? { value: raw.value, currency: raw.currency ?? 'EUR' }
    : null;

/** spec §7: relative images get the shop's /media path; `{{media url=x}}` becomes /media/x. */
export function mediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const placeholder = /^\{\{media url=["']?([^"'}]+)["']?\}\}$/.exec(url.trim());
  if (placeholder) return `/media/${placeholder[1]!.replace(/^\/+/, '')}`;
  if (/^(https?:)?\/\//.test(url) || url.startsWith('/') || url.startsWith('data:')) return url;
  return `/media/${url}`;
}

/** A product as a card shows it; null for entries too broken to show (logged by the caller). */
export function reshapeProduct(raw: RawProduct | null | undefined): ProductCardData | null {
  if (!raw || typeof raw.id !== 'number' || !raw.sku || !raw.name || !raw.url_key) return null;
  const minimum = raw.price_range?.minimum_price;
  const regular = money(minimum?.regular_price);
  const final = money(minimum?.final_price);
  // spec §4: the status decides whether a price is shown at all.
  const showPrice = raw.shouldDisplayPrice !== false && regular !== null && final !== null;
  const rating =
    raw.review_count && raw.rating_summary ? Math.round(raw.rating_summary) / 10 : null;
  return {
    id: raw.id,
    sku: raw.sku,
    name: raw.name,
    href: `/${raw.url_key}${raw.url_suffix ?? ''}`,
    brand: raw.brand_label ?? null,
    image: { url: mediaUrl(raw.small_image?.url) ?? '', alt: raw.small_image?.label || raw.name },
    price: showPrice
      ? { regular: regular!, final: final!, percentOff: minimum?.discount?.percent_off ?? 0 }
      : null,
    installment: showPrice ? money(raw.installmentPrice) : null,
    status: raw.product_status_label ?? null,
    outOfAssortment: raw.out_of_assortment === true,
    inStock: raw.stock_status !== 'OUT_OF_STOCK',
    energyClass: raw.energy_class_label ?? null,
    energyLabelUrl: mediaUrl(raw.energy_label?.url),
    labels: (raw.product_labels ?? [])
      .filter(
        (label): label is { code: string; label: string; color?: string | null } =>
          !!label?.code && !!label.label,
      )
      .map((label) => ({ code: label.code, label: label.label, color: label.color ?? null })),
    rating,
    reviewCount: raw.review_count ?? 0,
  };
}

/**
 * spec §3 Deal mapping: dark_or_light 0 is the dark theme, action_type 3 the fallback deal, and
 * the button exists only when both its text and link do.
 */
export function reshapeDeal(raw: RawDeal | null | undefined): Deal | null {
  if (!raw?.name || !raw.end_date) return null;
  return {
    title: raw.name,
    subTitle: raw.subtitle ?? null,
    image: mediaUrl(raw.image_url),
    theme: raw.dark_or_light === 0 ? 'dark' : 'light',
    expirationDate: raw.end_date,
    isFallback: raw.action_type === 3,
    button:
      raw.button_text && raw.content_link
        ? { label: raw.button_text, href: raw.content_link }
        : null,
    product: reshapeProduct(raw.product),
  };
}
