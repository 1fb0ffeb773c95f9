import { productCardFragment } from './fragments';

export const cmsPageQuery = /* GraphQL */ `
  query CmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      title
      meta_title
      meta_description
      content
    }
  }
`;

/** spec §7 products block: url keys joined, page size equal to the number of linked products. */
export const productsByUrlKeysQuery = /* GraphQL */ `
  query ProductsByUrlKeys($urlKeys: [String!]!, $pageSize: Int!) {
    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize, currentPage: 1) {
      items {
        ...ProductCard
      }
    }
  }
  ${productCardFragment}
`;

export const productsByCategoryQuery = /* GraphQL */ `
  query ProductsByCategory($categoryId: String!, $pageSize: Int!) {
    products(filter: { category_id: { eq: $categoryId } }, pageSize: $pageSize, currentPage: 1) {
      items {
        ...ProductCard
      }
    }
  }
  ${productCardFragment}
`;

/** spec §7 activeDeal: no variables; the first entry is used. */
export const activeDealQuery = /* GraphQL */ `
  query ActiveDeal {
    activeDeal {
      name
      subtitle
      image_url
      content_link
      button_text
      end_date
      dark_or_light
      action_type
      product {
        ...ProductCard
      }
    }
  }
  ${productCardFragment}
`;
