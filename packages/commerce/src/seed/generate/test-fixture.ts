import { generateCatalog } from './catalog.ts';
import type { CatalogData } from './types.ts';

/** A fixed moment for tests, so deals and sale dates are predictable. */
export const TEST_NOW = new Date('2026-03-11T10:00:00Z');
export const TEST_PRODUCTS = 300;

let cached: CatalogData | undefined;

/** The small catalogue most generator tests inspect (generated once per test file). */
export function testCatalog(): CatalogData {
  cached ??= generateCatalog({ products: TEST_PRODUCTS, seed: 1, now: TEST_NOW });
  return cached;
}
