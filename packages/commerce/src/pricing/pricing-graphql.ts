/**
 * Money and price shapes (Magento's): amounts are computed in exact cents and shown in euros.
 */
export const pricingTypeDefs = /* GraphQL */ `
  enum CurrencyEnum {
    EUR
  }

  type Money {
    value: Float
    currency: CurrencyEnum
  }

  type ProductDiscount {
    amount_off: Float
    percent_off: Float
  }

  type ProductPrice {
    regular_price: Money!
    final_price: Money!
    discount: ProductDiscount
  }

  type PriceRange {
    minimum_price: ProductPrice!
    maximum_price: ProductPrice
  }

  type TierPrice {
    quantity: Float
    final_price: Money
    discount: ProductDiscount
  }
`;
