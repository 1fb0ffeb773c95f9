/**
 * Favourites (Magento 2.4 WishlistGraphQl names). Each customer has one wishlist; another
 * customer's wishlist id answers exactly like a missing one.
 */
export const wishlistTypeDefs = /* GraphQL */ `
  extend type Customer {
    "The customer's wishlists (the shop keeps one per customer)."
    wishlists(currentPage: Int = 1, pageSize: Int = 20): [Wishlist]!
    wishlist_v2(id: ID!): Wishlist
  }

  extend type Mutation {
    addProductsToWishlist(
      wishlistId: ID!
      wishlistItems: [WishlistItemInput!]!
    ): AddProductsToWishlistOutput
    removeProductsFromWishlist(
      wishlistId: ID!
      wishlistItemsIds: [ID!]!
    ): RemoveProductsFromWishlistOutput
  }

  type Wishlist {
    id: ID
    name: String
    items_count: Int
    items_v2(currentPage: Int = 1, pageSize: Int = 20): WishlistItems
    updated_at: String
  }

  type WishlistItems {
    items: [WishlistItemInterface]!
    page_info: SearchResultPageInfo
  }

  interface WishlistItemInterface {
    id: ID!
    quantity: Float!
    description: String
    added_at: String!
    product: ProductInterface
  }

  type SimpleWishlistItem implements WishlistItemInterface {
    id: ID!
    quantity: Float!
    description: String
    added_at: String!
    product: ProductInterface
  }

  type ConfigurableWishlistItem implements WishlistItemInterface {
    id: ID!
    quantity: Float!
    description: String
    added_at: String!
    product: ProductInterface
    "The variant chosen, when one was."
    configured_variant: ProductInterface
  }

  type BundleWishlistItem implements WishlistItemInterface {
    id: ID!
    quantity: Float!
    description: String
    added_at: String!
    product: ProductInterface
  }

  input WishlistItemInput {
    sku: String!
    quantity: Float!
    parent_sku: String
    selected_options: [ID!]
    entered_options: [EnteredOptionInput!]
  }

  type AddProductsToWishlistOutput {
    wishlist: Wishlist!
    user_errors: [WishListUserInputError!]!
  }

  type RemoveProductsFromWishlistOutput {
    wishlist: Wishlist!
    user_errors: [WishListUserInputError!]!
  }

  type WishListUserInputError {
    message: String!
    code: WishListUserInputErrorType!
  }

  enum WishListUserInputErrorType {
    PRODUCT_NOT_FOUND
    UNDEFINED
  }
`;
