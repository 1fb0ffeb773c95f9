/** The product fields a card shows (spec §3 Product). */
export const productCardFragment = /* GraphQL */ `
  fragment ProductCard on ProductInterface {
    id
    sku
    name
    url_key
    url_suffix
    brand_label
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
        discount {
          percent_off
        }
      }
    }
    installmentPrice {
      value
      currency
    }
    product_status_label
    shouldDisplayPrice
    out_of_assortment
    stock_status
    energy_class_label
    energy_label {
      url
      label
    }
    product_labels {
      code
      label
      color
    }
    rating_summary
    review_count
  }
`;
