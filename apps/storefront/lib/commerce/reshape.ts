/**
 * Reshapers that components import by this path (the compare table, the content converter);
 * new code imports them from their capability folder or the barrel.
 */
export { mediaUrl, money } from './values';
export { reshapeProduct } from './catalog/reshape-product';
export { reshapeDeal } from './content/reshape-deal';
/** The product card fields as the engine answers them (the ProductCard fragment). */
export type { ProductCardFragment as RawProduct } from './generated/graphql';
