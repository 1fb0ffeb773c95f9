/** What the cart costs: line and cart prices, taxes, discounts and the coupon that gives one. */
export const cartPriceTypeDefs = /* GraphQL */ `
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
`;
