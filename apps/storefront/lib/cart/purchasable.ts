/** Why a product cannot go into the cart, as a key of the Cart messages; null when it can. */
export type PurchaseBlock = 'chooseVariant' | 'notInStock' | 'priceOnRequest' | 'outOfAssortment';

export interface PurchaseFacts {
  typeId?: string;
  /** Set once a variant of a configurable product is chosen (spec §4 variant selection). */
  parentSku?: string | null;
  inStock: boolean;
  outOfAssortment: boolean;
  /** spec §4: false for 'Actief (op aanvraag)' and 'Uit assortiment'. */
  shouldDisplayPrice: boolean;
}

/**
 * spec §3/§4: a product out of assortment, without a shown price or out of stock cannot be
 * bought, and a configurable product only as one of its variants.
 */
export function purchaseBlock(facts: PurchaseFacts): PurchaseBlock | null {
  if (facts.outOfAssortment) return 'outOfAssortment';
  if (!facts.shouldDisplayPrice) return 'priceOnRequest';
  if (facts.typeId === 'configurable' && !facts.parentSku) return 'chooseVariant';
  if (!facts.inStock) return 'notInStock';
  return null;
}
