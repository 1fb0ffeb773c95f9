/**
 * The back office's catalogue (ADR 0034): staff with the "catalog" permission search products,
 * read one with its stock everywhere, and change status, prices, special price, labels and
 * stock. Changes show in listings, facets and product pages as the ERP's batches do.
 */
export const catalogAdminTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Shop staff: products found by the shop's search (name, sku, EAN), offline ones and
    variants included, best match first; without \`search\` every product, newest first. \`page\` is
    1-based; \`page_size\` 1 to 100 (else BAD_USER_INPUT reason PAGE_SIZE_OUT_OF_RANGE).
    """
    adminProducts(
      search: String
      status: AdminProductStatus
      page: Int = 1
      page_size: Int = 20
    ): AdminProductList!
    "Shop staff: one product by its sku, with its stock online and per store; null when unknown."
    adminProduct(sku: String!): AdminProductDetail
  }

  extend type Mutation {
    """
    Shop staff: status, price, special price with its days, labels. Absent fields stay as they
    are; \`special_price: null\` ends the special price. Amounts in cents. Refusals are
    BAD_USER_INPUT with a reason: INVALID_AMOUNT, SPECIAL_NOT_BELOW_PRICE, INVALID_DATE,
    DATE_RANGE, SPECIAL_PRICE_ENDED, UNKNOWN_LABEL, TOO_MANY_LABELS; an unknown sku NOT_FOUND.
    """
    adminUpdateProduct(input: AdminProductUpdateInput!): AdminProductDetail!
    """
    Shop staff: the count of a simple product's units online (source \`default\`) or in a store
    (its code), as an ERP count: units held by orders and reservations stay held, so a count
    never undoes a sale. Refusals as the ERP's lines: BAD_QUANTITY, NEGATIVE_QUANTITY,
    UNKNOWN_SOURCE, NOT_A_SIMPLE_PRODUCT; an unknown sku NOT_FOUND.
    """
    adminSetProductStock(
      sku: String!
      "default (or online) for the online stock, or a store's code."
      source: String!
      "The units counted, 0 or more."
      quantity: Int!
    ): AdminProductDetail!
  }

  "ONLINE: listed, with its own page; OFFLINE: kept for orders and reviews, not shown in the shop."
  enum AdminProductStatus {
    ONLINE
    OFFLINE
  }

  type AdminProductList {
    items: [AdminProductRow!]!
    "Matches of the search (a search lists its best 1,000 or so)."
    total_count: Int!
    page: Int!
    page_size: Int!
    total_pages: Int!
  }

  type AdminProductRow {
    sku: String!
    name: String!
    type_id: String!
    status: AdminProductStatus!
    "The configurable product a variant belongs to."
    parent_sku: String
    price_cents: Int!
    special_price_cents: Int
    "Whether the special price is what shoppers pay today."
    special_price_active: Boolean!
    "Units that can be sold online now."
    salable_qty: Int!
  }

  type AdminProductDetail {
    sku: String!
    "The Dutch name, the one url keys and search use."
    name: String!
    "The name per shop language (nl always; fr, de, en where an import gave one)."
    names: [AdminLocalisedName!]!
    type_id: String!
    ean: String
    status: AdminProductStatus!
    "The product's address in the shop, e.g. /wasmachine-x (for offline products, where it was)."
    relative_url: String!
    parent_sku: String
    stock_status: String!
    price_cents: Int!
    special_price: AdminSpecialPrice
    "Label codes the product wears."
    labels: [String!]!
    "Every label the shop defines."
    label_options: [AdminProductLabel!]!
    "Online stock (source default)."
    online_stock: AdminStockFigures!
    "Stock in every store, also the ones holding none."
    store_stock: [AdminStockFigures!]!
  }

  type AdminLocalisedName {
    locale: String!
    name: String!
  }

  type AdminSpecialPrice {
    price_cents: Int!
    "First day (YYYY-MM-DD, shop time); null: already running."
    from: String
    "Last day, included; null: until ended."
    to: String
    "Whether shoppers pay it today."
    active: Boolean!
  }

  type AdminProductLabel {
    code: String!
    label: String!
    "Whether the shop shows this label on cards (spec §9 keeps a few)."
    shown_in_shop: Boolean!
  }

  type AdminStockFigures {
    "default for the online stock, else the store's code."
    source: String!
    source_name: String!
    "The last count set by the ERP or staff; null before one."
    count: Int
    "Units held by unshipped orders or uncollected reservations."
    held: Int!
    "Units that can be sold or reserved now: count − held, never below 0."
    salable: Int!
  }

  input AdminProductUpdateInput {
    sku: String!
    status: AdminProductStatus
    price_cents: Int
    "Null ends the special price."
    special_price: AdminSpecialPriceInput
    "The whole set of label codes the product wears from now on."
    labels: [String!]
  }

  input AdminSpecialPriceInput {
    "Below the price."
    price_cents: Int!
    "First day, YYYY-MM-DD; empty or today: at once."
    from: String
    "Last day, YYYY-MM-DD, included; on or after from and not in the past."
    to: String
  }
`;
