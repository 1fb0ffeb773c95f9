/** A cart line as the edit view sees it: which variant, how many. */
export interface LineChoice {
  variantSku: string;
  quantity: number;
}

/** What saving the edit view does to the cart. */
export type LineReplacement =
  | { kind: 'none' }
  | { kind: 'quantity'; quantity: number }
  | { kind: 'replace'; variantSku: string; quantity: number };

/**
 * The engine has no "change variant" mutation: another variant is added first and the old line
 * removed after, so a failed add leaves the shopper's line as it was.
 */
export function lineReplacement(current: LineChoice, chosen: LineChoice): LineReplacement {
  if (chosen.variantSku !== current.variantSku)
    return { kind: 'replace', variantSku: chosen.variantSku, quantity: chosen.quantity };
  if (chosen.quantity !== current.quantity) return { kind: 'quantity', quantity: chosen.quantity };
  return { kind: 'none' };
}
