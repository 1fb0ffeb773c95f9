import { AddToCart } from '@/components/cart/add-to-cart-on-demand';
import { purchaseBlock } from '@/lib/cart/purchasable';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import type { ProductPageData } from '@/lib/commerce/types';
import { ProductFacts } from './product-facts';
import { ProductPrice } from './product-price';

/** The box with price, status and availability, add to cart and the compare toggle. */
export function BuyBox({ product }: { product: ProductPageData }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4" data-testid="product-price">
      <ProductPrice product={product} />
      <ProductFacts product={product} />
      <div className="mt-3">
        <AddToCart
          name={product.name}
          block={purchaseBlock(product)}
          value={{
            sku: product.sku,
            ...(product.parentSku ? { parent_sku: product.parentSku } : {}),
            product: {
              sku: product.sku,
              name: product.name,
              brand: product.brand,
              variant: product.variantLabel,
              categories: product.breadcrumbs.map((crumb) => crumb.name),
              quantity: 1,
              priceCents: product.price ? Math.round(product.price.final.value * 100) : null,
              currency: product.price?.final.currency ?? null,
            },
          }}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {/* A variant is compared as its parent product (spec §4: variants keep the parent sku). */}
        <CompareToggle sku={product.parentSku ?? product.sku} />
        <WishlistToggle
          sku={product.sku}
          parentSku={product.parentSku}
          name={product.name}
          withText
          analytics={{
            sku: product.sku,
            name: product.name,
            brand: product.brand,
            variant: product.variantLabel,
            categories: product.breadcrumbs.map((crumb) => crumb.name),
            quantity: 1,
            priceCents: product.price ? Math.round(product.price.final.value * 100) : null,
            currency: product.price?.final.currency ?? null,
          }}
        />
      </div>
    </div>
  );
}
