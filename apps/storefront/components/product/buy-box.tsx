import { CompareToggle } from '@/components/compare/compare-toggle';
import type { ProductPageData } from '@/lib/commerce/types';
import { ProductFacts } from './product-facts';
import { ProductPrice } from './product-price';

/** The box with price, status and availability, and the compare toggle. */
export function BuyBox({ product }: { product: ProductPageData }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4" data-testid="product-price">
      <ProductPrice product={product} />
      <ProductFacts product={product} />
      <div className="mt-3">
        {/* A variant is compared as its parent product (spec §4: variants keep the parent sku). */}
        <CompareToggle sku={product.parentSku ?? product.sku} />
      </div>
    </div>
  );
}
