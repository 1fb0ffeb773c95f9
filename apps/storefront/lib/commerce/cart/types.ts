/**
 * The cart as the storefront's /api/cart answers it (spec §3 Cart and order, §7 GET /api/cart).
 * Money is integer cents; `error` is the first problem that blocks checkout (spec §8).
 */
export interface CartView {
  /** Null while the shopper has no cart yet: nothing was ever added. */
  id: string | null;
  total_quantity: number;
  items: CartItemView[];
  error: string | null;
  hasError: boolean;
  prices: CartPricesView;
  applied_coupons: string[];
  shipping_addresses: { city: string; postcode: string | null }[];
}

export interface CartItemView {
  id: string;
  quantity: number;
  available: boolean;
  error: string | null;
  product: {
    id: number | null;
    sku: string;
    /** The variant's sku for a configurable line, else the product's. */
    variantSku: string;
    name: string;
    url: string;
    image: { url: string; label: string } | null;
    brand: string | null;
    /** Category names from the top level down (spec §3 analytics: up to five levels). */
    categories: string[];
    /** 'Colour: Black, Size: M', or a bundle's parts; null for a simple product. */
    variant: string | null;
  };
  /** Unit price including tax, in cents. */
  priceCents: number;
  /** The store's unit price (spec §3 price_in_store) when the product has one; bundles none. */
  inStoreUnitCents: number | null;
  rowTotalCents: number;
  discountCents: number;
}

export interface CartPricesView {
  subtotalInclTaxCents: number;
  subtotalExclTaxCents: number;
  grandTotalCents: number;
  taxes: { label: string; rate: number | null; amountCents: number }[];
  discounts: { label: string; amountCents: number }[];
  inStoreDiscountCents: number;
  /** What is still missing for free delivery (spec §9: free from 45), 0 when reached. */
  freeShippingRemainingCents: number;
  currency: string;
}

/** What a shopper without a cart, or with a placed or unknown one, sees. */
export function emptyCart(): CartView {
  return {
    id: null,
    total_quantity: 0,
    items: [],
    error: null,
    hasError: false,
    prices: {
      subtotalInclTaxCents: 0,
      subtotalExclTaxCents: 0,
      grandTotalCents: 0,
      taxes: [],
      discounts: [],
      inStoreDiscountCents: 0,
      freeShippingRemainingCents: 0,
      currency: 'EUR',
    },
    applied_coupons: [],
    shipping_addresses: [],
  };
}
