import type { ImportIssue } from './import-model.ts';
import type { TierPriceLine } from './read-tier-prices.ts';
import type { ShopProduct } from './shop-products.ts';

/** Tier prices of products in the file (and valid) or in the shop; the others are errors. */
export function checkTierPrices(
  lines: Iterable<TierPriceLine>,
  known: { inFile: ReadonlySet<string>; inShop: ReadonlyMap<string, ShopProduct> },
): { lines: TierPriceLine[]; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const valid = [...lines].filter((line) => {
    if (known.inFile.has(line.sku) || known.inShop.has(line.sku)) return true;
    errors.push({
      row: line.row,
      column: 'sku',
      sku: line.sku,
      code: 'UNKNOWN_SKU',
      message: `the shop has no product ${line.sku}`,
    });
    return false;
  });
  return { lines: valid, errors };
}
