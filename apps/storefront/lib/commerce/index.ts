/** The storefront's only door to the commerce engine. */
export { getLayoutData } from './layout';
export { getCmsPage, getBlockProducts, getActiveDeal, getBlockCategories } from './content';
export { EngineUnavailableError } from './cached';
export { mediaUrl } from './values';
export type * from './types';
export {
  getProductConfiguration,
  getListing,
  getBrands,
  getBrand,
  applyVariant,
  type ProductConfiguration,
  type ListingInput,
} from './catalog';
export { getStocks } from './stores';
export { getSiteMap, type SiteMapData } from './site-map/site-map';
export { resolveRoute, type RouteResult } from './routing';
