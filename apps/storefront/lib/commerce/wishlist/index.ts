import { commerceQuery } from '../transport';
import { CustomerWishlistDocument } from '../generated/graphql';
import { reshapeProduct } from '../catalog/reshape-product';
import type { ProductCardData } from '../types';

/** A favourite as the favourites page shows it. */
export interface FavouriteView {
  itemId: string;
  product: ProductCardData;
  /** The variant kept under a configurable, when one was chosen. */
  variant: { sku: string; name: string; inStock: boolean } | null;
}

export type WishlistRead =
  { kind: 'signed-out' } | { kind: 'failed' } | { kind: 'ok'; items: FavouriteView[] };

/** The signed-in shopper's favourites (server side, with the session's token). */
export async function getWishlist(token: string, locale: string): Promise<WishlistRead> {
  const result = await commerceQuery(CustomerWishlistDocument, {}, { token, locale });
  if (!result.ok) {
    return result.error.code === 'UNAUTHENTICATED' ? { kind: 'signed-out' } : { kind: 'failed' };
  }
  const wishlist = result.data.customer?.wishlists[0];
  const items = (wishlist?.items_v2?.items ?? []).flatMap((item): FavouriteView[] => {
    const product = reshapeProduct(item?.product);
    if (!item || !product) return [];
    const chosen = 'configured_variant' in item ? item.configured_variant : null;
    return [
      {
        itemId: item.id,
        product,
        variant:
          chosen?.sku && chosen.name
            ? {
                sku: chosen.sku,
                name: chosen.name,
                inStock: chosen.stock_status !== 'OUT_OF_STOCK',
              }
            : null,
      },
    ];
  });
  return { kind: 'ok', items };
}
