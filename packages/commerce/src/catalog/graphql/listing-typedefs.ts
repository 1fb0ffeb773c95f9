/**
 * The answer of a product listing or search (spec §7): products, facets, paging, sorting and
 * suggestions, and the filter inputs the generated attribute filter is made of (see
 * `product-filter-typedefs.ts`).
 */
import { sortFields } from '../index/sort-fields.ts';

export const listingTypeDefs = /* GraphQL */ `
  type AggregationOption {
    label: String
    value: String!
    count: Int
    swatch_data: SwatchData
  }

  type Aggregation {
    label: String
    attribute_code: String!
    count: Int
    "default, swatch, link (category_id) or price."
    type: String
    position: Int
    tooltip: String
    options: [AggregationOption]
  }

  type SearchResultPageInfo {
    current_page: Int
    page_size: Int
    total_pages: Int
  }

  type SearchSuggestion {
    search: String!
  }

  type SortField {
    value: String
    label: String
  }

  type SortFields {
    default: String
    options: [SortField]
  }

  type Products {
    items: [ProductInterface]
    total_count: Int
    page_info: SearchResultPageInfo
    aggregations: [Aggregation]
    sort_fields: SortFields
    "Did-you-mean and completion suggestions for the search text."
    suggestions: [SearchSuggestion]
  }

  input FilterEqualTypeInput {
    eq: String
    in: [String]
  }

  input FilterMatchTypeInput {
    match: String
  }

  input FilterRangeTypeInput {
    from: String
    to: String
  }

  enum SortEnum {
    ASC
    DESC
  }

  "Exactly one field; the storefront builds it from a field_direction key (spec §7)."
  input ProductAttributeSortInput {
    ${sortFields.map(({ field }) => `${field}: SortEnum`).join('\n    ')}
  }
`;
