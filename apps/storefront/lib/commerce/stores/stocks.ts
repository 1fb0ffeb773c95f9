import { ProductStocksDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { StoreStockLine } from '../types';
import { present } from '../values';

/** spec §7 GET /api/stocks: keyed by sku, a missing sku gets an empty list. Never cached. */
export async function getStocks(skus: string[]): Promise<Record<string, StoreStockLine[]>> {
  const result: Record<string, StoreStockLine[]> = {};
  for (const sku of skus) result[sku] = [];
  if (!skus.length) return result;
  const response = await commerceQuery(ProductStocksDocument, { skus });
  if (!response.ok) {
    console.error('[commerce] stocks failed:', response.error.message);
    return result;
  }
  for (const entry of present(response.data.productStocks)) {
    if (!(entry.sku in result)) continue;
    result[entry.sku] = entry.stock.map((line) => ({
      storeCode: line.store_code,
      storeName: line.store_name,
      city: line.city,
      qty: line.qty,
      inStock: line.in_stock,
    }));
  }
  return result;
}
