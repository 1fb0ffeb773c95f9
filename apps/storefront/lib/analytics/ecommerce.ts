import { analyticsConfig } from '@/lib/config/analytics';

/**
 * spec §3 analytics, GA4's e-commerce events (add_to_cart, remove_from_cart, view_cart,
 * begin_checkout, add_shipping_info, add_payment_info, purchase, add_to_wishlist): one item
 * mapping and one push, to `window.dataLayer` only when a tag manager is configured
 * (NEXT_PUBLIC_GTM_ID).
 */
export type EcommerceEventName =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  /** spec §4: deleting the last item records a clear-cart event. */
  | 'clear_cart'
  /** A signed-in shopper keeps a product as a favourite. */
  | 'add_to_wishlist';

/** What the shop knows of a product line; money in integer cents. */
export interface EcommerceProduct {
  sku: string;
  name: string;
  brand?: string | null;
  variant?: string | null;
  /** Category names from the top level down; the model keeps five (spec §9). */
  categories?: string[];
  quantity: number;
  /** Unit price in cents, after discount. */
  priceCents?: number | null;
  /** Discount per unit in cents. */
  discountCents?: number | null;
  currency?: string | null;
}

export type EcommerceItem = Record<string, string | number>;

const euros = (cents: number) => Math.round(cents) / 100;

/** spec §3 item fields: index, item_name, item_id, item_category..5, variant, brand, quantity, price, discount, currency. */
export function ecommerceItem(product: EcommerceProduct, index: number): EcommerceItem {
  const item: EcommerceItem = {
    index,
    item_id: product.sku,
    item_name: product.name,
    quantity: product.quantity,
    currency: product.currency || analyticsConfig.defaultCurrency,
  };
  (product.categories ?? []).slice(0, analyticsConfig.maxCategoryLevels).forEach((name, level) => {
    item[level === 0 ? 'item_category' : `item_category${level + 1}`] = name;
  });
  if (product.variant) item.item_variant = product.variant;
  if (product.brand) item.item_brand = product.brand;
  if (typeof product.priceCents === 'number') item.price = euros(product.priceCents);
  if (product.discountCents) item.discount = euros(product.discountCents);
  return item;
}

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: { currency: string; value: number; items: EcommerceItem[] } & Record<string, unknown>;
}

/** An event for these products; `value` is the sum of price × quantity unless given (cents). */
export function ecommerceEvent(
  name: EcommerceEventName,
  products: EcommerceProduct[],
  extra: { valueCents?: number } & Record<string, unknown> = {},
): EcommerceEvent {
  const { valueCents, ...fields } = extra;
  const sum = products.reduce((total, p) => total + (p.priceCents ?? 0) * p.quantity, 0);
  return {
    event: name,
    ecommerce: {
      currency: products[0]?.currency || analyticsConfig.defaultCurrency,
      value: euros(valueCents ?? sum),
      items: products.map(ecommerceItem),
      ...fields,
    },
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes when tracking is configured; GA4 asks to clear the previous ecommerce object first. */
export function pushEcommerce(
  event: EcommerceEvent,
  target: DataLayerWindow | undefined = typeof window === 'undefined'
    ? undefined
    : (window as DataLayerWindow),
  configured: boolean = analyticsConfig.tagManagerId !== null,
): boolean {
  if (!configured || !target) return false;
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
  return true;
}
