export { getCmsPage } from './cms-page';
export { getBlockProducts } from './block-products';
export { getActiveDeal } from './active-deal';
export { getBlockCategories, type CategoryTile } from './block-categories';
export { reshapeCmsPage } from './reshape-cms-page';
export { reshapeDeal } from './reshape-deal';
