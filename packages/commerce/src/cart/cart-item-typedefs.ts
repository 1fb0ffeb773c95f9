/** The cart's lines: adding, changing and removing them, their kinds and their problems. */
export const cartItemTypeDefs = /* GraphQL */ `
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
`;
