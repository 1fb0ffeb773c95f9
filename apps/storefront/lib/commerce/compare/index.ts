/** The compare page's data, read from the browser (spec §4 compare list, §7 compare). */
export { getComparedProducts } from './compare-products';
