/** The storefront's only door to the commerce engine. */
export { getLayoutData } from './layout';
export { getCmsPage, getBlockProducts, getActiveDeal } from './content';
export { EngineUnavailableError } from './cached';
export { mediaUrl } from './reshape';
export type * from './types';
export {
  resolveRoute,
  getProductConfiguration,
  getListing,
  getStocks,
  getBrands,
  getBrand,
  applyVariant,
} from './catalog';
export type { RouteResult, ProductConfiguration, ListingInput } from './catalog';
