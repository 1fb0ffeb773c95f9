/** The catalogue operations the benchmark measures, as the storefront sends them. */
export const listingQuery = /* GraphQL */ `
  query CategoryListing(
    $filter: ProductAttributeFilterInput
    $pageSize: Int
    $currentPage: Int
    $sort: ProductAttributeSortInput
  ) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        __typename
        id
        sku
        name
        url_key
        url_suffix
        brand_label
        stock_status
        product_status_label
        shouldDisplayPrice
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
      aggregations {
        attribute_code
        label
        type
        count
        options {
          label
          value
          count
          swatch_data {
            value
          }
        }
      }
    }
  }
`;

export const searchQuery = /* GraphQL */ `
  query Search($search: String!, $pageSize: Int) {
    products(search: $search, pageSize: $pageSize) {
      total_count
      items {
        id
        sku
        name
        url_key
        small_image {
          url
        }
        price_range {
          minimum_price {
            final_price {
              value
            }
          }
        }
      }
      aggregations {
        attribute_code
        options {
          value
          count
        }
      }
      suggestions {
        search
      }
    }
  }
`;

export const autocompleteQuery = /* GraphQL */ `
  query GetAutocompleteResults($inputText: String!) {
    categories(filters: { name: { match: $inputText } }, pageSize: 5) {
      total_count
      items {
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
    products(search: $inputText, pageSize: 8, autocomplete: true) {
      total_count
      suggestions {
        search
      }
      items {
        id
        sku
        name
        url_key
        small_image {
          url
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
    }
  }
`;

export const searchTerms = [
  'wasmachine',
  'koelkast',
  'bokshandschoenen',
  'televisie',
  'vaatwasser',
  'stofzuiger',
  'koptelefoon',
];
export const autocompletePrefixes = ['was', 'koel', 'boks', 'tele', 'vaatw', 'wasmac', 'koptel'];
/**
 * Search page texts whose last word is cut short: it matches as typed and as the start of
 * longer words, as on every search (ADR 0004).
 */
export const cutShortSearchTerms = [
  'wasm',
  'koelk',
  'vaatwas',
  'bokshandsch',
  'televis',
  'voltana wasm',
  'bitwijs g16 321',
];

/**
 * The costliest texts the engine accepts (shopConstants.search): one word as long as a text may
 * be, words just short enough for fuzzy matching, and as many typo-laden words as allowed. A
 * shopper never sends them; a hostile client may, and must not slow anyone else down.
 */
export function worstSearchTexts(): string[] {
  const letters = 'qwxzjkvbnmplhgfdtrs';
  const word = (length: number, offset: number) =>
    Array.from({ length }, (_, i) => letters[(i * 7 + offset) % letters.length]).join('');
  return [
    word(200, 0),
    Array.from({ length: 6 }, (_, i) => word(30, i)).join(' '),
    Array.from({ length: 10 }, (_, i) => word(9, i)).join(' '),
    Array.from({ length: 10 }, () => 'wasmachine').join(' '),
    'wasmachine koelkast televisie zwart wit kg cm energieklasse stil rvs',
    // The ten terms with the longest posting lists in the demo catalogue.
    'cm kg was wasmachine televisie koel koelkast zwart stil wit',
    // A few of those that many products have nearly all of: many products to count facets over.
    'cm kg was wasmachine',
    // Ten words that each start many longer words: the last one is completed (on every search),
    // the others match as typed and through compound parts.
    'was koel tele zw wi ka st ro ve wasm',
  ];
}

/** The same texts, sent by the dropdown. */
export function worstAutocompleteTexts(): string[] {
  return worstSearchTexts();
}
