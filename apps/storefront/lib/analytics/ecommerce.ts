import { analyticsConfig } from '@/lib/config/analytics';

/**
 * spec §3 analytics, GA4's e-commerce events (add_to_cart, remove_from_cart, view_cart,
 * begin_checkout, add_shipping_info, add_payment_info, purchase, add_to_wishlist,
 * remove_from_wishlist) and the one item mapping they share. They are sent through `track`.
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
  /** A signed-in shopper keeps a product as a favourite, or lets it go. */
  | 'add_to_wishlist'
  | 'remove_from_wishlist';

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

/** item_category, item_category2 … item_category5 from the top level down (spec §9: five). */
export function categoryFields(categories: readonly string[] | undefined): EcommerceItem {
  const fields: EcommerceItem = {};
  (categories ?? []).slice(0, analyticsConfig.maxCategoryLevels).forEach((name, level) => {
    fields[level === 0 ? 'item_category' : `item_category${level + 1}`] = name;
  });
  return fields;
}

/** spec §3 item fields: index, item_name, item_id, item_category..5, variant, brand, quantity, price, discount, currency. */
export function ecommerceItem(product: EcommerceProduct, index: number): EcommerceItem {
  const item: EcommerceItem = {
    index,
    item_id: product.sku,
    item_name: product.name,
    quantity: product.quantity,
    currency: product.currency || analyticsConfig.defaultCurrency,
  };
  Object.assign(item, categoryFields(product.categories));
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
