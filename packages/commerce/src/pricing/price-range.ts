import { bundleAccessoryCents, finalPriceCents, type PriceFacts } from './product-price.ts';

export interface PriceRangeCents {
  minRegular: number;
  minFinal: number;
  maxRegular: number;
  maxFinal: number;
}

/** One product inside a bundle: the main product at its own price, accessories discounted. */
export interface BundlePart {
  product: PriceFacts;
  quantity: number;
  isMain: boolean;
}

/** What a product's price range is made of besides its own price. */
export interface PricedParts {
  /** A configurable's children: the range spans their prices. */
  children?: PriceFacts[];
  /** A bundle's parts: the range is their sum (spec §9: 5 % off the accessories). */
  bundle?: BundlePart[];
}

/** The price range per product type (Magento's price_range), in exact cents. */
export function priceRangeOf(
  product: PriceFacts & { typeId: string },
  parts: PricedParts,
  today: string,
): PriceRangeCents {
  const children = parts.children ?? [];
  if (product.typeId === 'configurable' && children.length > 0) {
    const finals = children.map((child) => finalPriceCents(child, today));
    const regulars = children.map((child) => child.priceCents);
    return {
      minRegular: Math.min(...regulars),
      minFinal: Math.min(...finals),
      maxRegular: Math.max(...regulars),
      maxFinal: Math.max(...finals),
    };
  }
  const bundle = parts.bundle ?? [];
  if (product.typeId === 'bundle' && bundle.length > 0) {
    let regular = 0;
    let final = 0;
    for (const part of bundle) {
      const partFinal = finalPriceCents(part.product, today);
      regular += part.product.priceCents * part.quantity;
      final += (part.isMain ? partFinal : bundleAccessoryCents(partFinal)) * part.quantity;
    }
    return { minRegular: regular, minFinal: final, maxRegular: regular, maxFinal: final };
  }
  const final = finalPriceCents(product, today);
  return {
    minRegular: product.priceCents,
    minFinal: final,
    maxRegular: product.priceCents,
    maxFinal: final,
  };
}
