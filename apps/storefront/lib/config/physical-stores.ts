/** spec §7, §9: the shopper's own store among the physical stores. */
export const physicalStoresConfig = {
  /** §9 store cookie: the chosen store's code. */
  chosenStoreCookie: 'my_store_code',
  /** The choice is kept a year; it is a preference, not a credential. */
  chosenStoreMaxAgeSeconds: 365 * 24 * 60 * 60,
  /** §9 store switch view delay: after choosing, the picker shows the chosen store after 200 ms. */
  storeSwitchViewDelay: 200,
} as const;
