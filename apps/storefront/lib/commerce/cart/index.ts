/** The cart's door to the engine (spec §7 /api/cart); server-side only. */
export * from './cart-operations';
export { reshapeCart, cents } from './reshape-cart';
export { emptyCart, type CartView, type CartItemView, type CartPricesView } from './types';
