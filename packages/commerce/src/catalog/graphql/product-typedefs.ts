/**
 * Products in the catalogue's part of the GraphQL schema (spec §3 Product), Magento 2 shaped:
 * the shared interface, the three product types and what their fields are made of.
 */

/** Fields every product type shares (spec §3 Product); repeated per type as GraphQL requires. */
const productFields = /* GraphQL */ `
    id: Int
    uid: ID!
    sku: String
    type_id: String
    name: String
    ean: String
    "The url key in the request's language; the Dutch one where that language has none (ADR 0041)."
    url_key: String
    url_suffix: String
    "url_key plus url_suffix, in the request's language."
    url_path: String
    "The product's address in every language the shop speaks (nl, fr, de, en), for hreflang alternates: each language's own url key, the Dutch one where it has none."
    url_alternates: [ProductUrlAlternate!]!
    stock_status: ProductStockStatus
    "One of Actief, Actief (op aanvraag), Uit assortiment, Uitlopend, Pre-order (spec §4)."
    product_status_label: String
    "False for Actief (op aanvraag) and Uit assortiment (spec §4)."
    shouldDisplayPrice: Boolean
    out_of_assortment: Boolean
    small_image: ProductImage
    thumbnail: ProductImage
    image: ProductImage
    price_in_store: Money
    media_gallery_entries: [MediaGalleryEntry]
    categories: [CategoryTree]
    related_products: [ProductInterface]
    upsell_products: [ProductInterface]
    description: ComplexTextValue
    short_description: ComplexTextValue
    meta_title: String
    meta_description: String
    productgroup_label: String
    brand_label: String
    brand: String
    shipment_type_akeneo_label: String
    energy_class_label: String
    energyIcon: String
    energy_label: EnergyLabel
    product_sheet_url: String
    product_usps: [ProductUsp]
    product_specifications: [ProductSpecification]
    product_variations: [ProductVariation]
    variant_key: String
    variant_label: String
    price_range: PriceRange!
    price_tiers: [TierPrice]
    "Final price divided by 3, only from 250 up to 10000 (spec §9); null otherwise."
    installmentPrice: Money
    productCashBack: ProductCashBack
    bundle_combination: [BundleCombination]
    special_price: Float
    special_to_date: String
    product_labels: [ProductLabel]
    "Rating on the 0..100 scale."
    rating_summary: Float
    review_count: Int
    created_at: String`;

export const productTypeDefs = /* GraphQL */ `
  type ProductImage {
    url: String
    label: String
  }

  type ProductVideo {
    media_type: String
    video_provider: String
    video_url: String
    video_title: String
    video_description: String
  }

  type MediaGalleryEntry {
    id: Int
    label: String
    position: Int
    disabled: Boolean
    file: String
    "Absolute path of the file below the shop host, e.g. /media/catalog/product/x.webp."
    url: String
    media_type: String
    types: [String]
    video_content: ProductVideo
  }

  type ComplexTextValue {
    html: String!
  }

  type ProductUsp {
    code: String
    label: String
    value: String
  }

  type ProductSpecification {
    code: String
    label: String
    value: String
    tooltip: String
    attribute_group: String
  }

  "One language's address of a product (ADR 0041)."
  type ProductUrlAlternate {
    "nl, fr, de or en."
    locale: String!
    "The url key in this language (the Dutch one where the language has none)."
    url_key: String!
    "The page's path in this language from the shop root, without the language prefix (the storefront puts /fr, /de, /en before it): url key plus url suffix."
    relative_url: String!
  }

  type ProductVariation {
    variant_label: String
    sku: String
    url_key: String
    url_suffix: String
    name: String
  }

  type ProductLabel {
    code: String
    label: String
    color: String
    image: String
    "Shown on the product page too (cheaper_in_store is not, spec §9)."
    pdp: Boolean
  }

  type ProductCashBack {
    name: String
    title: String
    description: String
    amount: Money
    content_link: String
    button_href: String
    button_label: String
    end_date: String
  }

  type EnergyLabel {
    url: String
    label: String
  }

  type BundleCombination {
    id: Int
    name: String
    sku: String
    image: ProductImage
    small_image: ProductImage
    price: Money
    "Path of the combination's page: url_key plus url_suffix."
    link: String
    url_key: String
    url_suffix: String
    price_range: PriceRange
    "Percent discount on the accessories in this combination (spec §9: 5)."
    discount_percent: Float
  }

  enum ProductStockStatus {
    IN_STOCK
    OUT_OF_STOCK
  }

  interface ProductInterface {
${productFields}
  }

  type SimpleProduct implements ProductInterface {
${productFields}
  }

  type SwatchData {
    type: String
    value: String
  }

  type ConfigurableProductOptionsValues {
    uid: ID
    label: String
    value_index: Int
    swatch_data: SwatchData
  }

  type ConfigurableProductOptions {
    id: Int
    uid: ID!
    attribute_uid: ID!
    attribute_code: String
    label: String
    position: Int
    values: [ConfigurableProductOptionsValues]
  }

  type ConfigurableAttributeOption {
    uid: ID!
    code: String
    label: String
    value_index: Int
  }

  type ConfigurableVariant {
    attributes: [ConfigurableAttributeOption]
    product: SimpleProduct
  }

  type ConfigurableProduct implements ProductInterface {
${productFields}
    configurable_options: [ConfigurableProductOptions]
    variants: [ConfigurableVariant]
  }

  type BundleItem {
    quantity: Float
    is_main: Boolean
    "Percent discount on this item inside the bundle (accessories: spec §9)."
    discount_percent: Float
    product: SimpleProduct
  }

  type BundleProduct implements ProductInterface {
${productFields}
    items: [BundleItem]
  }
`;
