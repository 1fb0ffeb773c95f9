import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { CustomerParent } from '../customers/customer-view.ts';
import { currentCustomerId } from '../customers/current-customer.ts';
import { wishlistLimits } from '../config/constants.ts';
import type {
  CustomerWishlist_V2Args,
  CustomerWishlistsArgs,
  MutationAddProductsToWishlistArgs,
  MutationRemoveProductsFromWishlistArgs,
  WishlistItems_V2Args,
} from '../graphql/generated/resolver-types.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import type { WishlistRow } from './wishlist-service.ts';

/** What stands behind the GraphQL Wishlist type. */
interface WishlistParent {
  customerId: number;
  id: string;
  name: string;
  updated_at: string;
}

/** A missing wishlist and another customer's answer alike (Magento's wording). */
function wishlistNotFound(): GraphQLError {
  return new GraphQLError('The wishlist was not found.', {
    extensions: { code: 'WISHLIST_NOT_FOUND', category: 'graphql-input' },
  });
}

function tooMany(field: string): GraphQLError {
  return new GraphQLError(`At most ${wishlistLimits.maxPerRequest} ${field} per request.`, {
    extensions: { code: 'BAD_USER_INPUT', field },
  });
}

function wishlistView(row: WishlistRow): WishlistParent {
  return {
    customerId: row.customerId,
    id: row.publicId,
    name: 'Favorieten',
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The signed-in customer's own wishlist named by `wishlistId`, or WISHLIST_NOT_FOUND. */
async function ownWishlist(context: GraphQLContext, wishlistId: string) {
  const customerId = await currentCustomerId(context);
  const row = await context.wishlist.ownWishlist(customerId, wishlistId);
  if (!row) throw wishlistNotFound();
  return row;
}

async function wishlistAfterChange(context: GraphQLContext, customerId: number) {
  return wishlistView(await context.wishlist.wishlistOf(customerId));
}

interface WishlistItemParent {
  __typename: 'SimpleWishlistItem' | 'ConfigurableWishlistItem' | 'BundleWishlistItem';
  id: string;
  quantity: number;
  description: null;
  added_at: string;
  product: ProductRecord;
  configured_variant: ProductRecord | null;
}

/** The items as the API shows them; products gone from the catalogue are left out. */
async function itemsOf(context: GraphQLContext, customerId: number) {
  const rows = await context.wishlist.items(customerId);
  return rows.flatMap((row): WishlistItemParent[] => {
    const product = context.catalog.product(row.productId);
    if (!product) return [];
    const parent =
      row.parentProductId === null ? undefined : context.catalog.product(row.parentProductId);
    const common = {
      id: String(row.id),
      quantity: row.quantity,
      description: null,
      added_at: row.addedAt.toISOString(),
    };
    if (parent) {
      return [
        {
          __typename: 'ConfigurableWishlistItem' as const,
          ...common,
          product: parent,
          configured_variant: product,
        },
      ];
    }
    const typename =
      product.typeId === 'bundle'
        ? ('BundleWishlistItem' as const)
        : product.typeId === 'configurable'
          ? ('ConfigurableWishlistItem' as const)
          : ('SimpleWishlistItem' as const);
    return [{ __typename: typename, ...common, product, configured_variant: null }];
  });
}

function page(value: number | null | undefined, fallback: number, max: number) {
  return Number.isInteger(value) ? Math.min(Math.max(value!, 1), max) : fallback;
}

// Product fields carry catalogue records that the catalogue's resolvers read; the generated
// types cannot see that, hence the cast at this boundary (as in the cart).
export const wishlistResolvers = {
  Customer: {
    async wishlists(parent: CustomerParent, _args: CustomerWishlistsArgs, context: GraphQLContext) {
      if (parent.customerId === null) return [];
      return [wishlistView(await context.wishlist.wishlistOf(parent.customerId))];
    },
    async wishlist_v2(
      parent: CustomerParent,
      args: CustomerWishlist_V2Args,
      context: GraphQLContext,
    ) {
      if (parent.customerId === null) return null;
      const row = await context.wishlist.ownWishlist(parent.customerId, args.id);
      return row ? wishlistView(row) : null;
    },
  },
  Wishlist: {
    async items_count(parent: WishlistParent, _: unknown, context: GraphQLContext) {
      return (await itemsOf(context, parent.customerId)).length;
    },
    async items_v2(parent: WishlistParent, args: WishlistItems_V2Args, context: GraphQLContext) {
      const items = await itemsOf(context, parent.customerId);
      const pageSize = page(args.pageSize, 20, wishlistLimits.maxItems);
      const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
      const currentPage = page(args.currentPage, 1, totalPages);
      return {
        items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
      };
    },
  },
  Mutation: {
    async addProductsToWishlist(
      _: unknown,
      args: MutationAddProductsToWishlistArgs,
      context: GraphQLContext,
    ) {
      const wishlist = await ownWishlist(context, args.wishlistId);
      if (args.wishlistItems.length > wishlistLimits.maxPerRequest) throw tooMany('wishlistItems');
      const user_errors = await context.wishlist.add(wishlist.customerId, args.wishlistItems);
      return { wishlist: await wishlistAfterChange(context, wishlist.customerId), user_errors };
    },
    async removeProductsFromWishlist(
      _: unknown,
      args: MutationRemoveProductsFromWishlistArgs,
      context: GraphQLContext,
    ) {
      const wishlist = await ownWishlist(context, args.wishlistId);
      if (args.wishlistItemsIds.length > wishlistLimits.maxPerRequest) {
        throw tooMany('wishlistItemsIds');
      }
      const user_errors = await context.wishlist.remove(wishlist.customerId, args.wishlistItemsIds);
      return { wishlist: await wishlistAfterChange(context, wishlist.customerId), user_errors };
    },
  },
  WishlistItemInterface: {
    __resolveType: (item: { __typename: string }) => item.__typename,
  },
} as unknown as ModuleResolvers;
