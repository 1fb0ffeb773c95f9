import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import { purchaseLimits } from '../config/constants.ts';
import type { CartItemInput, CartUserInputErrorType } from '../graphql/generated/resolver-types.ts';

export interface LineProblem {
  code: CartUserInputErrorType;
  message: string;
}

/** SKUs are short codes; anything longer cannot name a product and is not looked up. */
const maxSkuChars = 64;

/** A whole quantity from 1 to the line maximum, or the problem with it. */
export function quantityProblem(quantity: number): LineProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > purchaseLimits.maxQtyPerLine) {
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: `The quantity must be a whole number from 1 to ${purchaseLimits.maxQtyPerLine}.`,
    };
  }
  return null;
}

/**
 * The product an input line buys: a simple product, a bundle, or a configurable's variant (by
 * its own sku with parent_sku, or by the parent's sku with selected_options).
 */
export function productToBuy(
  catalog: CatalogService,
  input: CartItemInput,
): { product: ProductRecord; parent: ProductRecord | null } | LineProblem {
  const notFound: LineProblem = {
    code: 'PRODUCT_NOT_FOUND',
    message: `Could not find a product with SKU "${input.sku.slice(0, maxSkuChars)}"`,
  };
  if (input.sku.length > maxSkuChars) return notFound;
  const product = catalog.productBySku(input.sku.trim());
  if (!product) return notFound;
  if ((input.selected_options?.length ?? 0) > 0 && product.typeId !== 'configurable') {
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: `"${product.name}" has no options to choose.`,
    };
  }
  if (input.parent_sku) {
    const parent = catalog.productBySku(input.parent_sku.slice(0, maxSkuChars).trim());
    if (!parent || product.parentId !== parent.id) return notFound;
    return { product, parent };
  }
  if (product.typeId === 'configurable') {
    const chosen = input.selected_options ?? [];
    if (chosen.length === 0) {
      return {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: `Choose the options of "${product.name}" before adding it to the cart.`,
      };
    }
    const wanted = chosen.map(decodeOptionValue);
    const variant = catalog
      .children(product)
      .find((child) =>
        wanted.every((option) => option !== null && child.attributes[option.code] === option.value),
      );
    if (!variant) {
      return { code: 'PRODUCT_NOT_FOUND', message: 'Could not find the chosen variant.' };
    }
    return { product: variant, parent: product };
  }
  const parent = product.parentId === null ? null : (catalog.product(product.parentId) ?? null);
  return { product, parent };
}

/** A configurable option value uid (base64 of `configurable/<attribute>/<value>`). */
function decodeOptionValue(uid: string): { code: string; value: string } | null {
  const match = /^configurable\/([^/]+)\/(.+)$/.exec(Buffer.from(uid, 'base64').toString('utf8'));
  return match ? { code: match[1]!, value: match[2]! } : null;
}

/** Whether the shop sells the product online at all (spec §4 statuses; price shown). */
export function salabilityProblem(
  pricing: PricingService,
  product: ProductRecord,
): LineProblem | null {
  if (pricing.isOutOfAssortment(product.status) || !pricing.shouldDisplayPrice(product.status)) {
    return { code: 'NOT_SALABLE', message: `"${product.name}" cannot be ordered online.` };
  }
  if (product.typeId === 'configurable') {
    return {
      code: 'REQUIRED_PARAMETER_MISSING',
      message: `Choose the options of "${product.name}".`,
    };
  }
  return null;
}

/** How many units the online stock allows for one unit of the product (bundles: its parts). */
export function unitsAvailable(
  catalog: CatalogService,
  product: ProductRecord,
  stock: Map<number, number>,
): number {
  let available = Number.POSITIVE_INFINITY;
  for (const part of catalog.stockUnitsOf(product)) {
    available = Math.min(available, Math.floor((stock.get(part.productId) ?? 0) / part.quantity));
  }
  return available === Number.POSITIVE_INFINITY ? 0 : available;
}

/** The problem with buying `quantity` units given the stock, if any. */
export function stockProblem(
  product: ProductRecord,
  quantity: number,
  available: number,
): LineProblem | null {
  if (available <= 0 || !product.inStock) {
    return { code: 'NOT_SALABLE', message: `"${product.name}" is out of stock.` };
  }
  if (quantity > available) {
    return {
      code: 'INSUFFICIENT_STOCK',
      message: `The requested qty of "${product.name}" is not available (${available} in stock).`,
    };
  }
  return null;
}

/**
 * The web unit price including VAT: the special price while it lasts, the best tier the
 * quantity reaches, a bundle as its parts with the accessory discount.
 */
export function webUnitCents(
  catalog: CatalogService,
  pricing: PricingService,
  product: ProductRecord,
  quantity: number,
): number {
  if (product.typeId === 'bundle') return catalog.priceRange(product).minFinal;
  const final = pricing.finalPriceCents(product, catalog.currentDay());
  let best = final;
  for (const tier of product.tiers) {
    if (tier.quantity <= quantity && tier.priceCents < best) best = tier.priceCents;
  }
  return best;
}
