import { productConfig } from '@/lib/config/product';
/** spec §4 variant selection: which variant a swatch or option value leads to. */
export interface VariantLike {
  sku: string;
  attributes: Record<string, number>;
  inStock: boolean;
}

/**
 * The variant for `code = valueIndex`, keeping as many of the other current choices as
 * possible (in stock preferred); null when no variant has that value.
 */
export function variantFor(
  variants: readonly VariantLike[],
  selected: Record<string, number>,
  code: string,
  valueIndex: number,
): VariantLike | null {
  let best: VariantLike | null = null;
  let bestScore = -1;
  for (const variant of variants) {
    if (variant.attributes[code] !== valueIndex) continue;
    let score = variant.inStock ? 0.5 : 0;
    for (const [key, value] of Object.entries(selected))
      if (key !== code && variant.attributes[key] === value) score += 1;
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

/** spec §9 select cutoff: buttons for up to five values, a dropdown beyond. */
export function usesSelect(valueCount: number): boolean {
  return valueCount > productConfig.optionSelectCutoff;
}
