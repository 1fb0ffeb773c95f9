/**
 * The columns of Magento 2's product export (System > Export > Products) and what the import
 * does with them.
 */

/** Columns every file must have. */
export const REQUIRED_COLUMNS = ['sku', 'product_type'] as const;

/** Columns the import reads into the catalogue. */
export const READ_COLUMNS = new Set([
  'sku',
  'store_view_code',
  'attribute_set_code',
  'product_type',
  'categories',
  'name',
  'description',
  'short_description',
  'url_key',
  'meta_title',
  'meta_keywords',
  'meta_description',
  'price',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
  'product_online',
  'visibility',
  'tax_class_name',
  'weight',
  'additional_attributes',
  'qty',
  'is_in_stock',
  'base_image',
  'base_image_label',
  'small_image',
  'small_image_label',
  'thumbnail_image',
  'thumbnail_image_label',
  'additional_images',
  'additional_image_labels',
  'related_skus',
  'related_position',
  'crosssell_skus',
  'crosssell_position',
  'upsell_skus',
  'upsell_position',
  'configurable_variations',
  'configurable_variation_labels',
  // The shop's own, beside Magento's: what its product page shows that Magento's file lacks.
  'product_usps',
  'product_videos',
  'variant_key',
  'variant_label',
  'product_labels',
  'cash_back',
]);

/**
 * Columns of Magento's export that have no place in this shop (websites, layout, stock rules,
 * gift messages, …): accepted without a word, since every export carries them.
 */
export const MAGENTO_COLUMNS_NOT_USED = new Set([
  'product_websites',
  // Read only to name a bundle row that is skipped (ADR 0029).
  'bundle_values',
  'bundle_price_type',
  'bundle_sku_type',
  'bundle_price_view',
  'bundle_weight_type',
  'bundle_shipment_type',
  'created_at',
  'updated_at',
  'new_from_date',
  'new_to_date',
  'display_product_options_in',
  'map_price',
  'msrp_price',
  'map_enabled',
  'gift_message_available',
  'custom_design',
  'custom_design_from',
  'custom_design_to',
  'custom_layout_update',
  'custom_layout_update_file',
  'custom_layout',
  'page_layout',
  'product_options_container',
  'msrp_display_actual_price_type',
  'country_of_manufacture',
  'out_of_stock_qty',
  'use_config_min_qty',
  'is_qty_decimal',
  'allow_backorders',
  'use_config_backorders',
  'min_cart_qty',
  'use_config_min_sale_qty',
  'max_cart_qty',
  'use_config_max_sale_qty',
  'notify_on_stock_below',
  'use_config_notify_stock_qty',
  'manage_stock',
  'use_config_manage_stock',
  'use_config_qty_increments',
  'qty_increments',
  'use_config_enable_qty_inc',
  'enable_qty_increments',
  'is_decimal_divided',
  'website_id',
  'hide_from_product_page',
  'custom_options',
  'associated_skus',
  'swatch_image',
  'swatch_image_label',
]);

/**
 * Attributes Magento writes into `additional_attributes` for its own bookkeeping; they say
 * nothing a shopper reads and are not made into shop attributes.
 */
export const MAGENTO_SYSTEM_ATTRIBUTES = new Set([
  'has_options',
  'required_options',
  'quantity_and_stock_status',
  'options_container',
  'tax_class_id',
  'gift_wrapping_available',
  'is_returnable',
]);

/**
 * Magento's internal names of three columns (`Import\Product::COL_TYPE`, `COL_STORE`,
 * `COL_ATTR_SET`), which its own test files still use; read as the export's names.
 */
export const LEGACY_COLUMNS: Readonly<Record<string, string>> = {
  _type: 'product_type',
  _store: 'store_view_code',
  _attribute_set: 'attribute_set_code',
};

/** Product types this shop sells as Magento defines them; others are refused for now. */
export const SUPPORTED_TYPES = new Set(['simple', 'configurable']);
export const KNOWN_MAGENTO_TYPES = new Set([
  'simple',
  'configurable',
  'bundle',
  'grouped',
  'virtual',
  'downloadable',
  'giftcard',
]);

/** Magento's visibility values; only "Not Visible Individually" keeps a product off listings. */
export const VISIBILITIES = new Set([
  'Not Visible Individually',
  'Catalog',
  'Search',
  'Catalog, Search',
]);

/** Texts a store-view row may give in another language. */
export const TRANSLATABLE_COLUMNS = {
  name: 'name',
  description: 'description',
  short_description: 'shortDescription',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
  variant_label: 'variantLabel',
} as const;
