import { browserQuery } from '@/lib/commerce/browser-query';
import {
  AddToWishlistDocument,
  RemoveFromWishlistDocument,
  WishlistEntriesDocument,
} from '@/lib/commerce/generated/graphql';
import { ecommerceEvent, type EcommerceProduct } from '@/lib/analytics/ecommerce';
import { track } from '@/lib/analytics/track';
import {
  fetchUserState,
  forgetPreloadedUser,
  setUserSummary,
  userUrl,
} from '@/lib/user/user-summary';

// The favourites' changes, loaded the first time a signed-in shopper clicks a heart (ADR 0005).
// They go to the engine through /api/graphql, whose server adds the session's bearer token to
// same-origin requests only; afterwards /api/user is read again, which feeds the hearts and the
// header's count.

export interface FavouriteProduct {
  sku: string;
  /** A variant's configurable: the list keeps the variant under it. */
  parentSku?: string | null | undefined;
  /** What analytics reports of the product. */
  analytics: EcommerceProduct;
}

/** The sku the list shows a product under (wishlistSkus): a variant's is its configurable's. */
export const favouriteKey = (product: { sku: string; parentSku?: string | null | undefined }) =>
  product.parentSku || product.sku;

/**
 * Reads the shopper's state again, so every heart and the header count follow: the header's
 * summary at once, and SWR's '/api/user' for the parts that read it through useUser.
 */
export async function refreshUser(): Promise<void> {
  forgetPreloadedUser();
  const user = await fetchUserState().catch(() => undefined);
  if (user) setUserSummary(user);
  const { mutate } = await import('swr');
  if (user) await mutate(userUrl, user, { revalidate: false });
  else await mutate(userUrl);
}

/**
 * Puts the product on the list or takes it off; true when the list is as wanted. Taking a
 * configurable off removes every variant kept under it.
 */
export async function setFavourite(product: FavouriteProduct, wanted: boolean): Promise<boolean> {
  const entries = await browserQuery(WishlistEntriesDocument, {});
  const wishlist = entries?.customer?.wishlists[0];
  if (!wishlist?.id) return false;
  const key = favouriteKey(product);
  const kept = (wishlist.items_v2?.items ?? []).filter((item) => item?.product?.sku === key);
  if (wanted && kept.length === 0) {
    const answer = await browserQuery(AddToWishlistDocument, {
      wishlistId: wishlist.id,
      items: [
        {
          sku: product.sku,
          quantity: 1,
          ...(product.parentSku ? { parent_sku: product.parentSku } : {}),
        },
      ],
    });
    const outcome = answer?.addProductsToWishlist;
    if (!outcome || outcome.user_errors.length > 0) return false;
    track(ecommerceEvent('add_to_wishlist', [product.analytics]));
  } else if (!wanted && kept.length > 0) {
    const answer = await browserQuery(RemoveFromWishlistDocument, {
      wishlistId: wishlist.id,
      ids: kept.flatMap((item) => (item ? [item.id] : [])),
    });
    if (!answer?.removeProductsFromWishlist) return false;
    track(ecommerceEvent('remove_from_wishlist', [product.analytics]));
  }
  await refreshUser();
  return true;
}

/**
 * Removes items by id (the favourites page); true when the engine took them off. `products`
 * describe them for the remove_from_wishlist event.
 */
export async function removeFavourites(
  itemIds: string[],
  products: EcommerceProduct[] = [],
): Promise<boolean> {
  const entries = await browserQuery(WishlistEntriesDocument, {});
  const wishlistId = entries?.customer?.wishlists[0]?.id;
  if (!wishlistId) return false;
  const answer = await browserQuery(RemoveFromWishlistDocument, { wishlistId, ids: itemIds });
  const outcome = answer?.removeProductsFromWishlist;
  if (!outcome || outcome.user_errors.length > 0) return false;
  if (products.length) track(ecommerceEvent('remove_from_wishlist', products));
  await refreshUser();
  return true;
}
