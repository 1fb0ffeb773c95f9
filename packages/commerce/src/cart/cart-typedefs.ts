/**
 * The cart's part of the contract, in the names and shapes of Magento 2.4's QuoteGraphQl schema
 * (so Magento clients and documentation apply), plus the shop's own extensions, each marked.
 * Money is exact cents inside the engine; `Money.value` is euros with cents.
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

  input CartItemInput {
    sku: String!
    "Whole units from 1 to the shop's maximum per line, never above stock (Magento's type is Float)."
    quantity: Float!
    "The configurable product when sku is one of its variants."
    parent_sku: String
    "Configurable option values (uids of ConfigurableProductOptionsValues) choosing the variant."
    selected_options: [ID!]
    entered_options: [EnteredOptionInput!]
  }

  input EnteredOptionInput {
    uid: ID!
    value: String!
  }

  type AddProductsToCartOutput {
    cart: Cart!
    user_errors: [CartUserInputError]!
  }

  type CartUserInputError {
    code: CartUserInputErrorType!
    message: String!
    "Shop extension: why, finer than the code and stable, for a shop to say it in the shopper's language."
    reason: String!
    "Shop extension: the values the reason names (product, available units, coupon code)."
    params: [ErrorParameter!]!
  }

  "Shop extension: one value of an error's reason; numbers and amounts in cents as digits."
  type ErrorParameter {
    name: String!
    value: String!
  }

  enum CartUserInputErrorType {
    PRODUCT_NOT_FOUND
    NOT_SALABLE
    INSUFFICIENT_STOCK
    COULD_NOT_FIND_CART_ITEM
    REQUIRED_PARAMETER_MISSING
    INVALID_PARAMETER_VALUE
    UNDEFINED
  }

  input UpdateCartItemsInput {
    cart_id: String!
    cart_items: [CartItemUpdateInput!]!
  }

  input CartItemUpdateInput {
    cart_item_uid: ID!
    "0 removes the line."
    quantity: Float
  }

  type UpdateCartItemsOutput {
    cart: Cart!
    errors: [CartUserInputError]!
  }

  input RemoveItemFromCartInput {
    cart_id: String!
    cart_item_uid: ID!
  }

  type RemoveItemFromCartOutput {
    cart: Cart!
  }

  input ApplyCouponToCartInput {
    cart_id: String!
    coupon_code: String!
  }

  type ApplyCouponToCartOutput {
    cart: Cart!
  }

  input RemoveCouponFromCartInput {
    cart_id: String!
  }

  type RemoveCouponFromCartOutput {
    cart: Cart
  }

  type AppliedCoupon {
    code: String!
  }

  interface CartItemInterface {
    uid: ID!
    quantity: Float!
    product: ProductInterface!
    prices: CartItemPrices
    is_available: Boolean!
    errors: [CartItemError]
  }

  type SimpleCartItem implements CartItemInterface {
    uid: ID!
    quantity: Float!
    product: ProductInterface!
    prices: CartItemPrices
    is_available: Boolean!
    errors: [CartItemError]
  }

  type ConfigurableCartItem implements CartItemInterface {
    uid: ID!
    quantity: Float!
    "The configurable (parent) product."
    product: ProductInterface!
    prices: CartItemPrices
    is_available: Boolean!
    errors: [CartItemError]
    configurable_options: [SelectedConfigurableOption]!
    "The variant being bought."
    configured_variant: ProductInterface!
  }

  type BundleCartItem implements CartItemInterface {
    uid: ID!
    quantity: Float!
    product: ProductInterface!
    prices: CartItemPrices
    is_available: Boolean!
    errors: [CartItemError]
    "The bundle combination's products; accessories carry the accessory discount (spec §9: 5 %)."
    bundle_options: [SelectedBundleOption]!
  }

  type SelectedConfigurableOption {
    configurable_product_option_uid: ID!
    configurable_product_option_value_uid: ID!
    option_label: String!
    value_label: String!
  }

  type SelectedBundleOption {
    uid: ID!
    label: String!
    type: String!
    values: [SelectedBundleOptionValue]!
  }

  type SelectedBundleOptionValue {
    uid: ID!
    label: String!
    sku: String
    quantity: Float!
    price: Float!
  }

  type CartItemError {
    code: CartItemErrorType!
    message: String!
    "Shop extension: why the line cannot be bought as it is (see CartUserInputError.reason)."
    reason: String!
    "Shop extension: the values the reason names."
    params: [ErrorParameter!]!
  }

  enum CartItemErrorType {
    UNDEFINED
    ITEM_QTY
    ITEM_INCREMENTS
  }

  type CartItemPrices {
    "Unit price including tax after tier and special prices (and the pickup store price)."
    price: Money!
    price_including_tax: Money!
    row_total: Money!
    row_total_including_tax: Money!
    total_item_discount: Money
    discounts: [Discount]
  }

  type CartPrices {
    grand_total: Money
    grand_total_excluding_tax: Money
    subtotal_including_tax: Money
    subtotal_excluding_tax: Money
    subtotal_with_discount_excluding_tax: Money
    applied_taxes: [CartTaxItem]
    discounts: [Discount]
    "Shop extension: what pickup in the chosen store saves against the web prices (spec §2 cart drawer)."
    in_store_discount: Money
    "Shop extension: what is still missing for free home delivery (spec §9: free from 45), 0 when reached."
    free_shipping_remaining: Money
  }

  type CartTaxItem {
    amount: Money!
    label: String!
    "Shop extension: the rate in percent (21 for the Dutch standard rate)."
    rate: Float
  }

  type Discount {
    amount: Money!
    label: String!
    coupon: AppliedCoupon
  }

  input SetGuestEmailOnCartInput {
    cart_id: String!
    email: String!
  }

  type SetGuestEmailOnCartOutput {
    cart: Cart!
  }

  input SetShippingAddressesOnCartInput {
    cart_id: String!
    shipping_addresses: [ShippingAddressInput]!
  }

  input ShippingAddressInput {
    address: CartAddressInput
    "An address from the signed-in customer's book; another customer's id is not found."
    customer_address_id: Int
    customer_notes: String
    "Magento's in-store pickup: the store the order is collected from (with carrier instore)."
    pickup_location_code: String
  }

  input CartAddressInput {
    "spec §3 salutation."
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    "spec §3 street lines: street, house number, addition."
    street: [String]!
    city: String!
    region: String
    region_id: Int
    postcode: String
    country_code: String!
    telephone: String
    vat_id: String
    "Saves the address in the signed-in customer's address book when the order is placed."
    save_in_address_book: Boolean
    "Shop extension (spec §3 make-default flag): with save_in_address_book, make it the default."
    make_default: Boolean
    "Shop extension (spec §3): personal or business customer."
    customer_type: CustomerTypeEnum
    "Shop extension (spec §3): PO or reference number."
    reference: String
  }

  enum CustomerTypeEnum {
    PERSONAL
    BUSINESS
  }

  type CartAddressCountry {
    code: String!
    label: String!
  }

  interface CartAddressInterface {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    street: [String]!
    city: String!
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
    customer_type: CustomerTypeEnum
    reference: String
  }

  type ShippingCartAddress implements CartAddressInterface {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    street: [String]!
    city: String!
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
    customer_type: CustomerTypeEnum
    reference: String
    customer_notes: String
    pickup_location_code: String
    available_shipping_methods: [AvailableShippingMethod]
    selected_shipping_method: SelectedShippingMethod
  }

  type BillingCartAddress implements CartAddressInterface {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    street: [String]!
    city: String!
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
    customer_type: CustomerTypeEnum
    reference: String
  }

  input SetBillingAddressOnCartInput {
    cart_id: String!
    billing_address: BillingAddressInput!
  }

  input BillingAddressInput {
    address: CartAddressInput
    customer_address_id: Int
    same_as_shipping: Boolean
  }

  type SetBillingAddressOnCartOutput {
    cart: Cart!
  }

  type SetShippingAddressesOnCartOutput {
    cart: Cart!
  }

  input SetShippingMethodsOnCartInput {
    cart_id: String!
    shipping_methods: [ShippingMethodInput]!
  }

  "Home delivery is flatrate/flatrate; pickup in a store is instore/pickup (Magento's codes)."
  input ShippingMethodInput {
    carrier_code: String!
    method_code: String!
  }

  type SetShippingMethodsOnCartOutput {
    cart: Cart!
  }

  type AvailableShippingMethod {
    carrier_code: String!
    carrier_title: String!
    method_code: String
    method_title: String
    amount: Money!
    price_excl_tax: Money!
    price_incl_tax: Money!
    available: Boolean!
    error_message: String
  }

  type SelectedShippingMethod {
    carrier_code: String!
    carrier_title: String!
    method_code: String!
    method_title: String!
    amount: Money!
    price_excl_tax: Money!
    price_incl_tax: Money!
  }
`;
