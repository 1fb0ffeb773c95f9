/**
 * The cart's part of the contract, in the names and shapes of Magento 2.4's QuoteGraphQl schema
 * (so Magento clients and documentation apply), plus the shop's own extensions, each marked.
 * Money is exact cents inside the engine; `Money.value` is euros with cents.
 *
 * This file holds the entry points and the Cart itself; its parts are in cart-item-typedefs.ts
 * (lines and their errors), cart-price-typedefs.ts (prices, discounts, coupons),
 * cart-address-typedefs.ts (e-mail and addresses) and cart-shipping-typedefs.ts (methods).
 */
export const cartTypeDefs = /* GraphQL */ `
  extend type Query {
    "An active cart by its id; another shopper's id answers exactly like a missing one."
    cart(cart_id: String!): Cart
  }

  type Mutation {
    "A new, empty guest cart with an unguessable id (128 random bits or more)."
    createGuestCart(input: CreateGuestCartInput): CreateGuestCartOutput
    addProductsToCart(cartId: String!, cartItems: [CartItemInput!]!): AddProductsToCartOutput
    updateCartItems(input: UpdateCartItemsInput): UpdateCartItemsOutput
    removeItemFromCart(input: RemoveItemFromCartInput): RemoveItemFromCartOutput
    applyCouponToCart(input: ApplyCouponToCartInput): ApplyCouponToCartOutput
    removeCouponFromCart(input: RemoveCouponFromCartInput): RemoveCouponFromCartOutput
    setGuestEmailOnCart(input: SetGuestEmailOnCartInput): SetGuestEmailOnCartOutput
    setShippingAddressesOnCart(
      input: SetShippingAddressesOnCartInput
    ): SetShippingAddressesOnCartOutput
    setBillingAddressOnCart(input: SetBillingAddressOnCartInput): SetBillingAddressOnCartOutput
    setShippingMethodsOnCart(input: SetShippingMethodsOnCartInput): SetShippingMethodsOnCartOutput
  }

  input CreateGuestCartInput {
    "Ignored: the engine always draws the id itself, so no client can choose a guessable one."
    cart_uid: ID
  }

  type CreateGuestCartOutput {
    cart: Cart
  }

  type Cart {
    "The cart id (Magento calls it the masked id)."
    id: ID!
    email: String
    items: [CartItemInterface]
    total_quantity: Float!
    prices: CartPrices
    applied_coupons: [AppliedCoupon]
    shipping_addresses: [ShippingCartAddress]!
    billing_address: BillingCartAddress
    available_payment_methods: [AvailablePaymentMethod]
    selected_payment_method: SelectedPaymentMethod
    "False once an order has been placed from the cart."
    is_active: Boolean!
    "Shop extension: problems that block checkout (spec §8: products no longer available, out of stock)."
    errors: [CartUserInputError!]!
  }
`;
