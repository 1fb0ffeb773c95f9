/** Server-side search reads; the browser's autocomplete client is `./autocomplete-client`. */
export { searchProducts } from './search-products';
export { getPopularCategories } from './popular-categories';
