import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import { purchaseLimits } from '../config/constants.ts';
import type { CartItemInput, CartUserInputErrorType } from '../graphql/generated/resolver-types.ts';
import {
  shopperError,
  type ShopperError,
  type ShopperErrorParams,
  type ShopperErrorReason,
} from './shopper-errors.ts';

/** A line that cannot be bought as asked: Magento's code, with the reason and its values. */
export interface LineProblem extends ShopperError {
  code: CartUserInputErrorType;
  /** The product a problem names (by its Dutch name in `params.product`), to name it in the page's language. */
  productId?: number;
}

/** The problem as one with this product, which its `product` parameter names. */
export const about = (product: Pick<ProductRecord, 'id'>, problem: LineProblem): LineProblem => ({
  ...problem,
  productId: product.id,
});

export function lineProblem<R extends ShopperErrorReason>(
  code: CartUserInputErrorType,
  reason: R,
  ...params: keyof ShopperErrorParams<R> extends never ? [] : [ShopperErrorParams<R>]
): LineProblem {
  return { code, ...shopperError(reason, ...params) };
}

/** A cart holds at most the shop's number of lines; a new product past it is refused. */
export const tooManyLines = () =>
  lineProblem('INVALID_PARAMETER_VALUE', 'TOO_MANY_LINES', { max: purchaseLimits.maxLinesPerCart });

/** SKUs are short codes; anything longer cannot name a product and is not looked up. */
const maxSkuChars = 64;

/** A whole quantity from 1 to the line maximum, or the problem with it. */
export function quantityProblem(quantity: number): LineProblem | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > purchaseLimits.maxQtyPerLine) {
    return lineProblem('INVALID_PARAMETER_VALUE', 'QUANTITY_OUT_OF_RANGE', {
      min: 1,
      max: purchaseLimits.maxQtyPerLine,
    });
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
  const notFound = lineProblem('PRODUCT_NOT_FOUND', 'PRODUCT_NOT_FOUND', {
    sku: input.sku.slice(0, maxSkuChars),
  });
  if (input.sku.length > maxSkuChars) return notFound;
  const product = catalog.productBySku(input.sku.trim());
  if (!product) return notFound;
  if ((input.selected_options?.length ?? 0) > 0 && product.typeId !== 'configurable') {
    return about(
      product,
      lineProblem('INVALID_PARAMETER_VALUE', 'NO_OPTIONS', { product: product.name }),
    );
  }
  if (input.parent_sku) {
    const parent = catalog.productBySku(input.parent_sku.slice(0, maxSkuChars).trim());
    if (!parent || product.parentId !== parent.id) return notFound;
    return { product, parent };
  }
  if (product.typeId === 'configurable') {
    const chosen = input.selected_options ?? [];
    if (chosen.length === 0) {
      return about(
        product,
        lineProblem('REQUIRED_PARAMETER_MISSING', 'OPTIONS_REQUIRED', {
          product: product.name,
        }),
      );
    }
    const wanted = chosen.map(decodeOptionValue);
    const variant = catalog
      .children(product)
      .find((child) =>
        wanted.every((option) => option !== null && child.attributes[option.code] === option.value),
      );
    if (!variant) {
      return about(
        product,
        lineProblem('PRODUCT_NOT_FOUND', 'VARIANT_NOT_FOUND', { product: product.name }),
      );
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
    return about(product, lineProblem('NOT_SALABLE', 'NOT_SOLD_ONLINE', { product: product.name }));
  }
  if (product.typeId === 'configurable') {
    return about(
      product,
      lineProblem('REQUIRED_PARAMETER_MISSING', 'OPTIONS_REQUIRED', {
        product: product.name,
      }),
    );
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
    return about(product, lineProblem('NOT_SALABLE', 'OUT_OF_STOCK', { product: product.name }));
  }
  if (quantity > available) {
    return about(
      product,
      lineProblem('INSUFFICIENT_STOCK', 'INSUFFICIENT_STOCK', {
        product: product.name,
        available,
        requested: quantity,
      }),
    );
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
