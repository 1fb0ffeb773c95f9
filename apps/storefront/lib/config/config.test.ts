import { describe, expect, it } from 'vitest';
import { shopConstants } from '@webshop/commerce/contracts';
import { catalogConfig } from './catalog';
import { compareConfig } from './compare';
import { layoutConfig } from './layout';
import { recentlyViewedConfig } from './recently-viewed';
import { shopConfig } from './shop';

// The storefront repeats a few of the engine's constants (its browser code must not import the
// engine); these tests keep the copies equal to the engine's values.
describe('settings shared with the engine (spec §9)', () => {
  it('has the engine compare limit', () => {
    expect(compareConfig.limit).toBe(shopConstants.compareLimit);
  });
  it('has the engine defaults for page size, recently viewed and footer lists', () => {
    expect(catalogConfig.pageSize).toBe(shopConstants.catalogPageSize);
    expect(catalogConfig.maxPageSize).toBe(shopConstants.maxPageSize);
    expect(recentlyViewedConfig.count).toBe(shopConstants.recentlyViewedCount);
    expect(layoutConfig.footerListCount).toBe(shopConstants.footerListCount);
  });
  it('sells in the engine default store', () => {
    expect(shopConfig).toMatchObject({
      storeCode: shopConstants.store.code,
      currency: shopConstants.store.currency,
      timezone: shopConstants.store.timezone,
    });
  });
});
