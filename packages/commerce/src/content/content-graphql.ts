import { shopConstants } from '../config/constants.ts';
import type { ModuleResolvers } from '../engine/module.ts';
import { badInput } from '../graphql/bad-input.ts';
import { requireAdmin } from '../staff/authorise.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { pageInLocale, type CmsPageRecord } from './blocks.ts';

/**
 * Content: page-builder pages and the layout data of every page (spec §3).
 *
 * `CmsPage.content` is the page-builder block list as a JSON string: the blocks are a recursive
 * tree of some 25 kinds, which GraphQL cannot select to any depth. Its TypeScript shape is
 * `ContentBlock[]` in `content/blocks.ts`; clients convert each block and skip those they cannot.
 * Layout data is fully typed.
 */
export const contentTypeDefs = /* GraphQL */ `
  type CmsPage {
    identifier: String!
    url_key: String!
    title: String!
    meta_title: String
    meta_description: String
    "Page-builder blocks (ContentBlock[]) as a JSON string."
    content: String!
    updated_at: String!
  }

  type MenuLink {
    link: String!
    rel: String
    target: String
  }

  type MenuItem {
    id: ID!
    name: String!
    link: MenuLink!
    children: [MenuItem!]!
    thumbnail: String
    highlight: Boolean!
    bold: Boolean!
    "Menu banner image, 553x273."
    banner: String
    bannerLink: String
    identifier: String!
    depth: Int!
    position: Int!
  }

  type FooterItem {
    id: ID!
    title: String!
    url_path: String
    children: [FooterItem!]!
  }

  type LayoutAddress {
    street: String!
    postcode: String!
    city: String!
    country: String!
  }

  type GeneralInformation {
    storeName: String!
    address: LayoutAddress!
    phoneNumber: String!
    email: String!
    openingHours: String!
    "HH:MM in the shop's time zone."
    openingHour: String!
    closingHour: String!
    "Weekday numbers, 0 = Sunday."
    openingDays: [Int!]!
    timezone: String!
    "The seller's VAT number, from the shop's legal data as the invoices (ADR 0035)."
    taxId: String!
    "The seller's KvK number, from the shop's legal data as the invoices."
    chamberOfCommerce: String!
    "The seller's registered name (storeName is the brand)."
    legalName: String!
    "The seller's IBAN without spaces; null when the shop shows none."
    iban: String
  }

  type Usp {
    id: ID!
    icon: String
    text: String!
    link: String
  }

  type Usps {
    general: [Usp!]!
    account: [Usp!]!
  }

  type ServiceNavItem {
    id: ID!
    label: String!
    url_path: String!
  }

  type FooterLogo {
    id: ID!
    label: String!
    image: String!
    url: String
  }

  type SocialLink {
    id: ID!
    label: String!
    url: String!
  }

  type FooterExtras {
    paymentLogos: [FooterLogo!]!
    certificates: [FooterLogo!]!
    socialLinks: [SocialLink!]!
    serviceLinks: [ServiceNavItem!]!
  }

  type ReviewRating {
    "Out of 10."
    rating: Float!
    count: Int!
  }

  type LayoutData {
    generalInformation: GeneralInformation!
    menuItems: [MenuItem!]!
    footerItems: [FooterItem!]!
    usps: Usps!
    serviceNavItems: [ServiceNavItem!]!
    footer: FooterExtras!
    minimalHeader: Boolean!
    minimalFooter: Boolean!
    reviewRating: ReviewRating!
  }

  type Query {
    "A page-builder page by identifier or url key; null when absent or inactive."
    cmsPage(identifier: String!): CmsPage
    """
    A page by identifier or url key, published or not, for the storefront's preview of
    unpublished pages. Shop staff only (X-Admin-Key); null when there is no such page.
    """
    cmsPagePreview(identifier: String!): CmsPage
    layoutData: LayoutData!
  }
`;

async function searchCmsPages(
  _: unknown,
  args: { search: string; pageSize?: number | null },
  context: GraphQLContext,
) {
  const pageSize = args.pageSize ?? 3;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > shopConstants.maxPageSize) {
    throw badInput(`pageSize must be between 1 and ${shopConstants.maxPageSize}; got ${pageSize}.`);
  }
  const { hits, total } = await context.content.searchPages(args.search, pageSize);
  return {
    items: hits.map((page) => ({
      identifier: page.identifier,
      url_key: page.urlKey,
      title: page.title,
    })),
    total_count: total,
  };
}

export const contentResolvers: ModuleResolvers = {
  CmsPage: {
    url_key: (page: CmsPageRecord) => page.urlKey,
    title: (page: CmsPageRecord, _: unknown, context: GraphQLContext) =>
      pageInLocale(page, context.locale).title,
    meta_title: (page: CmsPageRecord, _: unknown, context: GraphQLContext) =>
      pageInLocale(page, context.locale).metaTitle,
    meta_description: (page: CmsPageRecord, _: unknown, context: GraphQLContext) =>
      pageInLocale(page, context.locale).metaDescription,
    content: (page: CmsPageRecord, _: unknown, context: GraphQLContext) =>
      JSON.stringify(pageInLocale(page, context.locale).content),
    updated_at: (page: CmsPageRecord) => page.updatedAt,
  },
  Query: {
    cmsPage: (_: unknown, args: { identifier: string }, context: GraphQLContext) =>
      context.content.page(args.identifier),
    cmsPagePreview: async (_: unknown, args: { identifier: string }, context: GraphQLContext) => {
      await requireAdmin(context, 'content');
      return context.content.page(args.identifier, { includeInactive: true });
    },
    cmsPages: searchCmsPages,
    layoutData: (_: unknown, __: unknown, context: GraphQLContext) =>
      context.content.layoutData(context.locale),
  },
};
