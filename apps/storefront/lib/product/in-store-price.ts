type Money = { value: number; currency: string };

/**
 * The cheaper-in-store selling point of the product page (spec §3 price_in_store): the store's
 * price and what it saves, only when the web price is shown and the store's is lower. The
 * saving is counted in cents, so it is the difference the checkout gives at pickup.
 */
export function inStorePrice(product: {
  shouldDisplayPrice: boolean;
  price: { final: Money } | null;
  priceInStore: Money | null;
}): { price: Money; saving: Money } | null {
  const web = product.shouldDisplayPrice ? product.price?.final : null;
  const store = product.priceInStore;
  if (!web || !store || store.currency !== web.currency) return null;
  const savingCents = Math.round(web.value * 100) - Math.round(store.value * 100);
  if (savingCents <= 0) return null;
  return { price: store, saving: { value: savingCents / 100, currency: web.currency } };
}
