export { getStocks } from './stocks';
export { getPhysicalStores, getPhysicalStore, maxStoreCodeChars } from './physical-stores';
export type { PhysicalStore, StoreOpeningDay } from './types';
export { getProductInStores, maxSkuChars, type ProductInStores } from './product-in-stores';
export { reshapeStore } from './reshape-store';
