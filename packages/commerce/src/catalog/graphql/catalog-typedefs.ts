/**
 * The catalogue's queries and the store configuration, Magento 2 shaped for the fields the
 * storefront uses (spec §3, §7). The types they answer are split by concern: products
 * (`product-typedefs.ts`), categories (`category-typedefs.ts`), listings
 * (`listing-typedefs.ts`); the attribute filter input is generated from the attribute table, see
 * `product-filter-typedefs.ts`. All are merged in `catalog-graphql.ts`.
 */
export const catalogTypeDefs = /* GraphQL */ `
  type StoreConfig {
    store_code: String
    store_name: String
    locale: String
    base_currency_code: String
    default_display_currency_code: String
    timezone: String
    root_category_id: Int
    catalog_default_sort_by: String
    grid_per_page: Int
    list_per_page: Int
    product_url_suffix: String
    category_url_suffix: String
    free_shipping_amount: Float
    base_shipping_amount: Float
    installment_count: Int
    installment_min_amount: Float
    installment_max_amount: Float
    accessory_bundle_discount_percent: Float
    compare_limit: Int
    recently_viewed_count: Int
    "Autocomplete limits (spec §9): 5, 8 and 12 by default; 3, 4 and 3 in the compact setting."
    autocomplete_categories_limit: Int
    autocomplete_products_limit: Int
    autocomplete_suggestions_limit: Int
    "CMS pages in autocomplete (query cmsPages); 0 leaves them out (default), 3 in the compact setting."
    autocomplete_cms_pages_limit: Int
    "Products shown for an exact EAN match."
    autocomplete_ean_limit: Int
    "Order of the autocomplete sections: categories, products, cmsPages."
    autocomplete_order: [String]
    max_page_size: Int
  }

  type Query {
    products(
      search: String
      filter: ProductAttributeFilterInput
      pageSize: Int = 12
      currentPage: Int = 1
      sort: ProductAttributeSortInput
      "True while the shopper is still typing (the autocomplete dropdown): suggestions are completions of the text first. The products are the same either way: on every search the last word also matches as the start of longer words, after the products it matches as typed."
      autocomplete: Boolean = false
    ): Products
    categoryList(filters: CategoryFilterInput): [CategoryTree]
    categories(
      filters: CategoryFilterInput
      search: String
      pageSize: Int = 20
      currentPage: Int = 1
    ): CategoryResult
    storeConfig: StoreConfig
  }
`;
