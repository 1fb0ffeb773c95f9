import { productCardFragment } from './fragments';

const categoryFields = /* GraphQL */ `
  fragment CategoryPage on CategoryTree {
    id
    name
    url_path
    description
    meta_title
    meta_description
    banner {
      desktop_image
      mobile_image
      position
      link
    }
    breadcrumbs {
      category_name
      category_url_path
    }
    children {
      id
      name
      url_path
      product_count
      longtail_category
    }
    quick_filters {
      id
      name
      url_path
    }
  }
`;

/** What a chosen variant replaces on the product page (spec §4 variant selection). */
const variantFields = /* GraphQL */ `
  fragment VariantData on ProductInterface {
    ...ProductCard
    ean
    variant_label
    special_to_date
    media_gallery_entries {
      id
      label
      position
      disabled
      url
      video_content {
        video_url
        video_title
      }
    }
    product_specifications {
      code
      label
      value
      tooltip
      attribute_group
    }
  }
`;

const productPageFields = /* GraphQL */ `
  fragment ProductPage on ProductInterface {
    ...ProductCard
    type_id
    ean
    description {
      html
    }
    short_description {
      html
    }
    meta_title
    meta_description
    productgroup_label
    shipment_type_akeneo_label
    energyIcon
    product_sheet_url
    special_to_date
    media_gallery_entries {
      id
      label
      position
      disabled
      url
      video_content {
        video_url
        video_title
      }
    }
    categories {
      id
      level
      name
      url_path
      breadcrumbs {
        category_name
        category_url_path
      }
    }
    product_usps {
      code
      label
      value
    }
    product_specifications {
      code
      label
      value
      tooltip
      attribute_group
    }
    product_variations {
      variant_label
      sku
      url_key
      url_suffix
      name
    }
    variant_label
    price_tiers {
      quantity
      final_price {
        value
        currency
      }
      discount {
        percent_off
      }
    }
    productCashBack {
      title
      name
      description
      button_href
      button_label
      content_link
    }
    bundle_combination {
      id
      name
      sku
      link
      discount_percent
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
        }
      }
    }
    product_labels {
      code
      label
      color
      pdp
    }
    related_products {
      ...ProductCard
    }
    upsell_products {
      ...ProductCard
    }
  }
`;

/** spec §2 catch-all: what a url is (ADR 0003 route(url)), with the product page's data. */
export const routeQuery = /* GraphQL */ `
  query Route($url: String!) {
    route(url: $url) {
      type
      relative_url
      redirect_code
      category {
        ...CategoryPage
      }
      product {
        ...ProductPage
      }
    }
  }
  ${categoryFields}
  ${productPageFields}
  ${productCardFragment}
`;

/** A configurable product's options and variants (its own request: the cost limit, ADR 0003). */
export const variantsQuery = /* GraphQL */ `
  query Variants($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        ... on ConfigurableProduct {
          configurable_options {
            attribute_code
            label
            position
            values {
              label
              value_index
              swatch_data {
                type
                value
              }
            }
          }
          variants {
            attributes {
              code
              value_index
            }
            product {
              ...VariantData
            }
          }
        }
      }
    }
  }
  ${variantFields}
  ${productCardFragment}
`;

/** spec §7 products by category / brand: filters as `in` lists, one sort field. */
export const listingQuery = /* GraphQL */ `
  query Listing(
    $filter: ProductAttributeFilterInput
    $pageSize: Int!
    $currentPage: Int!
    $sort: ProductAttributeSortInput
  ) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      total_count
      page_info {
        total_pages
      }
      aggregations {
        label
        attribute_code
        type
        tooltip
        options {
          label
          value
          count
          swatch_data {
            type
            value
          }
        }
      }
      items {
        ...ProductCard
      }
    }
  }
  ${productCardFragment}
`;

export const productStocksQuery = /* GraphQL */ `
  query ProductStocks($skus: [String!]!) {
    productStocks(skus: $skus) {
      sku
      stock {
        store_code
        store_name
        city
        qty
        in_stock
      }
    }
  }
`;

export const brandsQuery = /* GraphQL */ `
  query Brands {
    brands {
      code
      name
      url_key
      product_count
    }
  }
`;

export const brandQuery = /* GraphQL */ `
  query Brand($urlKey: String!) {
    brand(url_key: $urlKey) {
      code
      name
      url_key
      product_count
    }
  }
`;
