import { shopTimeZone } from './time-zone';

/**
 * spec §1: the store this storefront sells in. The engine has the same defaults
 * (`shopConstants.store` in packages/commerce/src/config/constants.ts; config.test.ts compares).
 */
export const shopConfig = {
  /** §1 store code sent to the engine (NEXT_PUBLIC_STORE_CODE). */
  storeCode: process.env.NEXT_PUBLIC_STORE_CODE ?? 'b2c_nl',
  /** §1 prices are in euros. */
  currency: 'EUR',
  timezone: shopTimeZone,
  /**
   * §9 Other: cache revalidate 10 (seconds), for the engine's data the storefront caches. Route
   * files say `export const revalidate = 10` themselves: Next reads that only as a literal.
   */
  revalidateSeconds: 10,
} as const;
