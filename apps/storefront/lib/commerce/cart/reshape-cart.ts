import type { CartFieldsFragment, CartMoneyFragment } from '../generated/graphql';
import { engineErrorText, hasEngineErrorText } from '@/lib/cart/engine-errors';
import { shopperLocale } from '../shopper-locale';
import { mediaUrl, present, productPath } from '../values';
import { emptyCart, type CartItemView, type CartView } from './types';

// Every shape here is read from the generated types of cart.graphql: when the document changes,
// this file fails to compile instead of reading a field the engine no longer sends.
type RawMoney = CartMoneyFragment | null | undefined;
type RawItem = NonNullable<CartFieldsFragment['items']>[number];
/** The cart's problem or a line's, as the engine answers either. */
type RawError =
  CartFieldsFragment['errors'][number] | NonNullable<NonNullable<RawItem>['errors']>[number];

/** Euros with cents from the engine become integer cents: float sums never reach the screen. */
export const cents = (money: RawMoney): number =>
  money && typeof money.value === 'number' ? Math.round(money.value * 100) : 0;

/**
 * A line's or the cart's problem in the shopper's language (set around the request) when the
 * engine gave a reason the catalogue says; otherwise the engine's own words.
 */
function said(error: RawError | undefined): string | null {
  if (!error) return null;
  if (!hasEngineErrorText(error.reason)) return error.message;
  return engineErrorText(shopperLocale() ?? 'nl', error);
}

function variantText(item: NonNullable<RawItem>): string | null {
  if ('configurable_options' in item && item.configurable_options) {
    const parts = present(item.configurable_options).map(
      (option) => `${option.option_label}: ${option.value_label}`,
    );
    return parts.length ? parts.join(', ') : null;
  }
  if ('bundle_options' in item && item.bundle_options) {
    const parts = present(item.bundle_options).flatMap((option) =>
      present(option.values).map((value) =>
        value.quantity > 1 ? `${value.quantity} × ${value.label}` : value.label,
      ),
    );
    return parts.length ? parts.join(', ') : null;
  }
  return null;
}

/** The store's price of what the line holds: the chosen variant's, never a bundle's (as the engine). */
function inStoreUnit(
  item: NonNullable<RawItem>,
  variant: { price_in_store?: RawMoney } | null,
): number | null {
  if ('bundle_options' in item) return null;
  const money = variant ? variant.price_in_store : item.product.price_in_store;
  return money && typeof money.value === 'number' ? cents(money) : null;
}

function reshapeItem(item: NonNullable<RawItem>): CartItemView {
  const variant = 'configured_variant' in item ? item.configured_variant : null;
  const image = variant?.small_image?.url ? variant.small_image : item.product.small_image;
  const categories = present(item.product.categories)
    .slice()
    .sort((a, b) => (a.level ?? 0) - (b.level ?? 0))
    .map((category) => category.name ?? '')
    .filter(Boolean);
  return {
    id: item.uid,
    quantity: item.quantity,
    available: item.is_available,
    error: said(present(item.errors)[0]),
    product: {
      id: item.product.id ?? null,
      sku: item.product.sku ?? '',
      variantSku: variant?.sku ?? item.product.sku ?? '',
      name: variant?.name ?? item.product.name ?? '',
      url: productPath(item.product.url_key ?? '', item.product.url_suffix),
      image: image?.url
        ? { url: mediaUrl(image.url) ?? image.url, label: image.label ?? '' }
        : null,
      brand: item.product.brand_label ?? null,
      categories,
      variant: variantText(item),
    },
    priceCents: cents(item.prices?.price_including_tax),
    inStoreUnitCents: inStoreUnit(item, variant),
    rowTotalCents: cents(item.prices?.row_total_including_tax),
    discountCents: cents(item.prices?.total_item_discount),
  };
}

/** The engine's cart as /api/cart answers it; a placed (inactive) cart is no cart. */
export function reshapeCart(raw: CartFieldsFragment | null | undefined): CartView {
  if (!raw || !raw.is_active) return emptyCart();
  const items = present(raw.items).map(reshapeItem);
  // spec §8: a line that can no longer be bought blocks checkout with its own message.
  const error =
    said(raw.errors[0]) ?? items.find((item) => !item.available || item.error)?.error ?? null;
  const unavailable = items.some((item) => !item.available);
  const prices = raw.prices;
  return {
    id: raw.id,
    total_quantity: raw.total_quantity,
    items,
    error,
    hasError: error !== null || unavailable,
    prices: {
      subtotalInclTaxCents: cents(prices?.subtotal_including_tax),
      subtotalExclTaxCents: cents(prices?.subtotal_excluding_tax),
      grandTotalCents: cents(prices?.grand_total),
      taxes: present(prices?.applied_taxes).map((tax) => ({
        label: tax.label,
        rate: tax.rate,
        amountCents: cents(tax.amount),
      })),
      discounts: present(prices?.discounts).map((discount) => ({
        label: discount.label,
        amountCents: cents(discount.amount),
      })),
      inStoreDiscountCents: cents(prices?.in_store_discount),
      freeShippingRemainingCents: cents(prices?.free_shipping_remaining),
      currency: prices?.grand_total?.currency ?? 'EUR',
    },
    applied_coupons: present(raw.applied_coupons).map((coupon) => coupon.code),
    shipping_addresses: present(raw.shipping_addresses).map((address) => ({
      city: address.city,
      postcode: address.postcode,
    })),
  };
}
