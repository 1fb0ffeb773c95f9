/** Categories in the catalogue's part of the GraphQL schema (spec §3 Category), Magento 2 shaped. */
export const categoryTypeDefs = /* GraphQL */ `
  type Breadcrumb {
    category_id: Int
    category_uid: ID!
    category_name: String
    category_level: Int
    category_url_key: String
    category_url_path: String
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
    url_key: String
    url_path: String
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
    url_key: FilterEqualTypeInput
    url_path: FilterEqualTypeInput
    name: FilterMatchTypeInput
  }

  type CategoryResult {
    items: [CategoryTree]
    total_count: Int
    page_info: SearchResultPageInfo
  }
`;
