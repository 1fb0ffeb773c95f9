export { reshapeProduct, productCards } from './reshape-product';
export { reshapeProductPage, applyVariant } from './reshape-product-page';
export { reshapeCategory } from './reshape-category';
export { getListing, reshapeFacet, type ListingInput } from './listing';
export { getProductConfiguration, type ProductConfiguration } from './product-configuration';
export { getBrands, getBrand } from './brands';
