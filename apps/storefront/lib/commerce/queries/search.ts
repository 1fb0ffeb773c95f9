import { productCardFragment } from './fragments';

/**
 * spec §7 GetAutocompleteResults: categories and products in one request. No `aggregations`,
 * so the engine takes its autocomplete path (ADR 0003). CMS pages only when the setting asks.
 */
export const autocompleteQuery = /* GraphQL */ `
  query GetAutocompleteResults(
    $inputText: String!
    $pageSize: Int!
    $categoryPageSize: Int!
    $withCmsPages: Boolean!
    $cmsPageSize: Int!
  ) {
    categories(filters: { name: { match: $inputText } }, pageSize: $categoryPageSize) {
      total_count
      items {
        id
        name
        url_path
        image
        breadcrumbs {
          category_name
          category_url_path
          category_level
        }
      }
    }
    products(search: $inputText, pageSize: $pageSize) {
      total_count
      items {
        id
        sku
        ean
        name
        url_key
        url_suffix
        brand_label
        shouldDisplayPrice
        small_image {
          url
          label
        }
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
      }
      suggestions {
        search
      }
    }
    cmsPages(search: $inputText, pageSize: $cmsPageSize) @include(if: $withCmsPages) {
      items {
        identifier
        url_key
        title
      }
    }
  }
`;

/** spec §9 autocomplete limits and order, read once per page view. */
export const autocompleteSettingsQuery = /* GraphQL */ `
  query AutocompleteSettings {
    storeConfig {
      autocomplete_categories_limit
      autocomplete_products_limit
      autocomplete_suggestions_limit
      autocomplete_cms_pages_limit
      autocomplete_ean_limit
      autocomplete_order
    }
  }
`;

/** spec §7 product search: the listing with aggregations, paging and sort. */
export const searchProductsQuery = /* GraphQL */ `
  query SearchProducts(
    $search: String!
    $filter: ProductAttributeFilterInput
    $pageSize: Int!
    $currentPage: Int!
    $sort: ProductAttributeSortInput
  ) {
    products(
      search: $search
      filter: $filter
      pageSize: $pageSize
      currentPage: $currentPage
      sort: $sort
    ) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductCard
        ean
      }
      aggregations {
        label
        attribute_code
        count
        type
        position
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
      sort_fields {
        default
        options {
          value
          label
        }
      }
      suggestions {
        search
      }
    }
  }
  ${productCardFragment}
`;

/** Top-level categories for the no-results page ('popular categories'). */
export const topCategoriesQuery = /* GraphQL */ `
  query TopCategories {
    categories(pageSize: 20) {
      items {
        id
        name
        url_path
        image
        include_in_menu
        product_count
      }
    }
  }
`;
