/** Categories in the catalogue's part of the GraphQL schema (spec §3 Category), Magento 2 shaped. */
export const categoryTypeDefs = /* GraphQL */ `
  type Breadcrumb {
    category_id: Int
    category_uid: ID!
    category_name: String
    category_level: Int
    "The ancestor's url key in the request's language (ADR 0042)."
    category_url_key: String
    "The ancestor's url path in the request's language."
    category_url_path: String
  }

  "One language's address of a category (ADR 0042)."
  type CategoryUrlAlternate {
    "nl, fr, de or en."
    locale: String!
    "The url key in this language (the Dutch one where the language has none)."
    url_key: String!
    "The category's path in this language from the shop root, without the language prefix (the storefront puts /fr, /de, /en before it): its ancestors' url keys in this language and its own, joined by '/'."
    relative_url: String!
  }

  type CategoryBanner {
    desktop_image: String
    mobile_image: String
    position: Int
    link: String
  }

  type CategoryTree {
    id: Int
    uid: ID!
    name: String
    "The url key in the request's language; the Dutch one where that language has none (ADR 0042)."
    url_key: String
    "The path in the request's language: the ancestors' url keys in that language (each the Dutch one where it has none) and this category's, joined by '/'."
    url_path: String
    "The category's address in every language the shop speaks (nl, fr, de, en), for hreflang alternates and the language switcher."
    url_alternates: [CategoryUrlAlternate!]!
    url_suffix: String
    level: Int
    position: Int
    path: String
    include_in_menu: Int
    description: String
    image: String
    meta_title: String
    meta_description: String
    pagebuilder_content: String
    banner_desktop: String
    banner_mobile: String
    banner_position: Int
    banner_link: String
    "The banner as one object (spec §3: desktop and mobile image, position default 1, link)."
    banner: CategoryBanner
    "Longtail categories become quick filters of their parent (spec §3)."
    longtail_category: Boolean
    breadcrumbs: [Breadcrumb]
    children_count: String
    children: [CategoryTree]
    "Longtail children of this category, shown as quick filters."
    quick_filters: [CategoryTree]
    product_count: Int
  }

  input CategoryFilterInput {
    ids: FilterEqualTypeInput
    category_uid: FilterEqualTypeInput
    parent_id: FilterEqualTypeInput
    "A url key in the request's language or the Dutch one."
    url_key: FilterEqualTypeInput
    "A url path as route(url) finds it: the request's language's own, the Dutch, or another language's."
    url_path: FilterEqualTypeInput
    name: FilterMatchTypeInput
  }

  type CategoryResult {
    items: [CategoryTree]
    total_count: Int
    page_info: SearchResultPageInfo
  }
`;
