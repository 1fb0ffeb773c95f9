import type { ProductCardData } from '@/lib/commerce/types';
import { purchaseBlock } from '@/lib/cart/purchasable';
import { AddToCart } from './add-to-cart-on-demand';

/**
 * Add to cart in LIST and ORDER_LIST rows. A card does not know whether a product has
 * variants: the engine refuses a configurable product without one, and /api/cart then sends the
 * shopper to its page to choose (spec §4: a redirect makes the app navigate there).
 */
export function CardAddToCart({
  product,
  withQuantity = false,
}: {
  product: ProductCardData;
  withQuantity?: boolean;
}) {
  const block = purchaseBlock({
    inStock: product.inStock,
    outOfAssortment: product.outOfAssortment,
    shouldDisplayPrice: product.price !== null,
  });
  return (
    <div className="relative z-10">
      <AddToCart
        name={product.name}
        block={block}
        compact
        withQuantity={withQuantity}
        value={{
          sku: product.sku,
          url: product.href,
          product: {
            sku: product.sku,
            name: product.name,
            brand: product.brand,
            quantity: 1,
            priceCents: product.price ? Math.round(product.price.final.value * 100) : null,
            currency: product.price?.final.currency ?? null,
          },
        }}
      />
    </div>
  );
}
