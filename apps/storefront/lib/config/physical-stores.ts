/** spec §7, §9: the shopper's own store among the physical stores. */
export const physicalStoresConfig = {
  /** §9 store cookie: the chosen store's code. */
  chosenStoreCookie: 'my_store_code',
} as const;
