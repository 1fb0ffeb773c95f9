/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ApplyCouponToCartInput = {
  cart_id: string;
  coupon_code: string;
};

export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  same_as_shipping?: boolean | null | undefined;
};

export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  country_code: string;
  /** Shop extension (spec §3): personal or business customer. */
  customer_type?: CustomerTypeEnum | null | undefined;
  firstname: string;
  lastname: string;
  /** Shop extension (spec §3 make-default flag): with save_in_address_book, make it the default. */
  make_default?: boolean | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  /** spec §3 salutation. */
  prefix?: string | null | undefined;
  /** Shop extension (spec §3): PO or reference number. */
  reference?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  /** Saves the address in the signed-in customer's address book when the order is placed. */
  save_in_address_book?: boolean | null | undefined;
  /** spec §3 street lines: street, house number, addition. */
  street: Array<string | null | undefined>;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CartItemErrorType = 'ITEM_INCREMENTS' | 'ITEM_QTY' | 'UNDEFINED';

export type CartItemInput = {
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  /** The configurable product when sku is one of its variants. */
  parent_sku?: string | null | undefined;
  /** Whole units from 1 to the shop's maximum per line, never above stock (Magento's type is Float). */
  quantity: number;
  /** Configurable option values (uids of ConfigurableProductOptionsValues) choosing the variant. */
  selected_options?: Array<string | number> | null | undefined;
  sku: string;
};

export type CartItemUpdateInput = {
  cart_item_uid: string | number;
  /** 0 removes the line. */
  quantity?: number | null | undefined;
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type CheckoutUserInputErrorCodes =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REORDER_NOT_AVAILABLE'
  | 'UNDEFINED';

export type ConfirmEmailInput = {
  confirmation_key: string;
  email: string;
};

export type ContactUsInput = {
  /** The message. */
  comment: string;
  email: string;
  /** The shopper's full name (first, middle and last). */
  name: string;
  /** Shop extension (spec §3): salutation. */
  prefix?: string | null | undefined;
  /** Shop extension (spec §3): subject. */
  subject?: string | null | undefined;
  telephone?: string | null | undefined;
  /**
   * Shop extension: a field people never see. Anything in it marks a robot: the answer is a
   * success and nothing is sent.
   */
  website?: string | null | undefined;
};

export type CountryCodeEnum = 'BE' | 'DE' | 'FR' | 'LU' | 'NL';

export type CurrencyEnum = 'EUR';

export type CustomerAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  /** Shop extension (spec §3): personal or business customer. */
  customer_type?: CustomerTypeEnum | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  /** spec §3 salutation. */
  prefix?: string | null | undefined;
  /** Shop extension (spec §3): PO or reference number. */
  reference?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
  /** spec §3 street lines: street, house number, addition. */
  street?: Array<string | null | undefined> | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

export type CustomerCreateInput = {
  email: string;
  firstname: string;
  /** Asks for the newsletter too (double opt-in: a confirmation mail follows). */
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  /** spec §5: at least 8 characters with 3 of 4 classes (lowercase, uppercase, digits, others). */
  password: string;
  /** spec §3 salutation. */
  prefix?: string | null | undefined;
};

export type CustomerOrdersFilterInput = {
  number?: FilterStringTypeInput | null | undefined;
};

export type CustomerTypeEnum = 'BUSINESS' | 'PERSONAL';

export type CustomerUpdateInput = {
  firstname?: string | null | undefined;
  /** Communication preferences: true asks for the newsletter (double opt-in), false leaves it. */
  is_subscribed?: boolean | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  prefix?: string | null | undefined;
};

export type EnteredOptionInput = {
  uid: string | number;
  value: string;
};

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type FilterStringTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
  match?: string | null | undefined;
};

export type NewsletterLinkInput = {
  /** The code from the mailed link. */
  code: string;
  email: string;
};

export type OrderStatusEnum =
  'CANCELED' | 'DELIVERED' | 'PENDING_PAYMENT' | 'PROCESSING' | 'READY_TO_SHIP' | 'SHIPPED';

export type PaymentFieldEnum = 'DATE_OF_BIRTH' | 'GENDER' | 'ISSUER' | 'TELEPHONE';

export type PaymentMethodInput = {
  /** A code from available_payment_methods, e.g. paynl_payment_ideal. */
  code: string;
  /** Shop extension: what the method asks of the shopper (spec §3 Payment). */
  paynl?: PaynlPaymentInput | null | undefined;
  purchase_order_number?: string | null | undefined;
};

export type PaymentStateEnum = 'CANCELLED' | 'DENIED' | 'EXPIRED' | 'PAID' | 'PENDING';

/** spec §3 Payment gender choice: Mr, Mrs, Miss. */
export type PaynlGender = 'MISS' | 'MR' | 'MRS';

export type PaynlPaymentInput = {
  /** YYYY-MM-DD (Riverty, in3). */
  date_of_birth?: string | null | undefined;
  gender?: PaynlGender | null | undefined;
  /** iDEAL bank, only when the method lists issuers (iDEAL 2.0 has none). */
  issuer_id?: string | null | undefined;
  telephone?: string | null | undefined;
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type ProductAttributeFilterInput = {
  /** Aantal kanalen */
  audio_channels?: FilterEqualTypeInput | null | undefined;
  /** Type bokszak */
  bag_type?: FilterEqualTypeInput | null | undefined;
  /** Merk */
  brand?: FilterEqualTypeInput | null | undefined;
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  /** Sluiting */
  closure?: FilterEqualTypeInput | null | undefined;
  /** Kleur */
  color_group?: FilterEqualTypeInput | null | undefined;
  /** Verbinding */
  connection?: FilterEqualTypeInput | null | undefined;
  /** Aantal kookzones */
  cooking_zones?: FilterEqualTypeInput | null | undefined;
  /** Bezorging */
  delivery_type?: FilterEqualTypeInput | null | undefined;
  /** Type vaatwasser */
  dishwasher_type?: FilterEqualTypeInput | null | undefined;
  /** Dolby Atmos */
  dolby_atmos?: FilterEqualTypeInput | null | undefined;
  /** Type droger */
  dryer_type?: FilterEqualTypeInput | null | undefined;
  /** Vulgewicht drogen */
  drying_capacity?: FilterEqualTypeInput | null | undefined;
  /** Type dumbbell */
  dumbbell_type?: FilterEqualTypeInput | null | undefined;
  /** Energieklasse */
  energy_class?: FilterEqualTypeInput | null | undefined;
  /** Inklapbaar */
  foldable?: FilterEqualTypeInput | null | undefined;
  /** Type vriezer */
  freezer_type?: FilterEqualTypeInput | null | undefined;
  /** Type koelkast */
  fridge_type?: FilterEqualTypeInput | null | undefined;
  /** Materiaal */
  glove_material?: FilterEqualTypeInput | null | undefined;
  /** Gewicht (oz) */
  glove_weight?: FilterEqualTypeInput | null | undefined;
  /** Type koptelefoon */
  headphone_type?: FilterEqualTypeInput | null | undefined;
  /** Hoogte */
  height_cm?: FilterEqualTypeInput | null | undefined;
  /** Type kookplaat */
  hob_type?: FilterEqualTypeInput | null | undefined;
  /** Belading */
  loading_type?: FilterEqualTypeInput | null | undefined;
  /** Dikte */
  mat_thickness?: FilterEqualTypeInput | null | undefined;
  /** Maximale snelheid */
  max_speed?: FilterEqualTypeInput | null | undefined;
  /** Werkgeheugen */
  memory_size?: FilterEqualTypeInput | null | undefined;
  /** Maat */
  mouthguard_size?: FilterEqualTypeInput | null | undefined;
  /** No Frost */
  no_frost?: FilterEqualTypeInput | null | undefined;
  /** Noise cancelling */
  noise_cancelling?: FilterEqualTypeInput | null | undefined;
  /** Besturingssysteem */
  operating_system?: FilterEqualTypeInput | null | undefined;
  /** Type oven */
  oven_type?: FilterEqualTypeInput | null | undefined;
  /** Paneltype */
  panel_type?: FilterEqualTypeInput | null | undefined;
  /** Aantal couverts */
  place_settings?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  /** Pyrolyse */
  pyrolysis?: FilterEqualTypeInput | null | undefined;
  /** Resolutie */
  resolution?: FilterEqualTypeInput | null | undefined;
  /** Schermdiagonaal */
  screen_size?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  /** Centrifugetoerental */
  spin_speed?: FilterEqualTypeInput | null | undefined;
  /** Opslagcapaciteit */
  storage_size?: FilterEqualTypeInput | null | undefined;
  /** Losse subwoofer */
  subwoofer?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
  /** Vulgewicht */
  washing_capacity?: FilterEqualTypeInput | null | undefined;
  /** Gewicht */
  weight_class?: FilterEqualTypeInput | null | undefined;
  /** Breedte */
  width_cm?: FilterEqualTypeInput | null | undefined;
  /** Lengte */
  wrap_length?: FilterEqualTypeInput | null | undefined;
};

/** Exactly one field; the storefront builds it from a field_direction key (spec §7). */
export type ProductAttributeSortInput = {
  best_selling?: SortEnum | null | undefined;
  featured?: SortEnum | null | undefined;
  name?: SortEnum | null | undefined;
  newest?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductStockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export type RemoveCouponFromCartInput = {
  cart_id: string;
};

export type RemoveItemFromCartInput = {
  cart_id: string;
  cart_item_uid: string | number;
};

export type ReserveInStoreInput = {
  email: string;
  name: string;
  quantity?: number | null | undefined;
  sku: string;
  store_code: string;
  telephone: string;
};

export type ShippingAddressInput = {
  address?: CartAddressInput | null | undefined;
  /** An address from the signed-in customer's book; another customer's id is not found. */
  customer_address_id?: number | null | undefined;
  customer_notes?: string | null | undefined;
  /** Magento's in-store pickup: the store the order is collected from (with carrier instore). */
  pickup_location_code?: string | null | undefined;
};

/** Home delivery is flatrate/flatrate; pickup in a store is instore/pickup (Magento's codes). */
export type ShippingMethodInput = {
  carrier_code: string;
  method_code: string;
};

export type SortEnum = 'ASC' | 'DESC';

export type SubscriptionStatusesEnum = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED';

export type UpdateCartItemsInput = {
  cart_id: string;
  cart_items: Array<CartItemUpdateInput>;
};

export type UrlRewriteEntityTypeEnum = 'CATEGORY' | 'CMS_PAGE' | 'PRODUCT';

export type WishListUserInputErrorType = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

export type WishlistItemInput = {
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | number> | null | undefined;
  sku: string;
};

export type ConfirmCustomerEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;

export type ConfirmCustomerEmailMutation = {
  confirmEmail: { customer: { email: string | null; firstname: string | null } } | null;
};

export type PasswordResetTokenValidQueryVariables = Exact<{
  email: string;
  resetPasswordToken: string;
}>;

export type PasswordResetTokenValidQuery = { isPasswordResetTokenValid: boolean };

export type AccountAddressFragment = {
  id: number | null;
  prefix: string | null;
  firstname: string | null;
  middlename: string | null;
  lastname: string | null;
  company: string | null;
  street: Array<string | null> | null;
  city: string | null;
  postcode: string | null;
  country_code: CountryCodeEnum | null;
  telephone: string | null;
  vat_id: string | null;
  reference: string | null;
  customer_type: CustomerTypeEnum | null;
  default_shipping: boolean | null;
  default_billing: boolean | null;
};

export type AccountCustomerQueryVariables = Exact<{ [key: string]: never }>;

export type AccountCustomerQuery = {
  dutchAddressLookupAvailable: boolean;
  customer: {
    email: string | null;
    prefix: string | null;
    firstname: string | null;
    middlename: string | null;
    lastname: string | null;
    is_subscribed: boolean | null;
    newsletter_status: SubscriptionStatusesEnum | null;
    addresses: Array<{
      id: number | null;
      prefix: string | null;
      firstname: string | null;
      middlename: string | null;
      lastname: string | null;
      company: string | null;
      street: Array<string | null> | null;
      city: string | null;
      postcode: string | null;
      country_code: CountryCodeEnum | null;
      telephone: string | null;
      vat_id: string | null;
      reference: string | null;
      customer_type: CustomerTypeEnum | null;
      default_shipping: boolean | null;
      default_billing: boolean | null;
    } | null> | null;
  } | null;
};

export type AccountOrderSummaryFragment = {
  number: string;
  order_date: string;
  status_code: OrderStatusEnum;
  total: { grand_total: { value: number | null; currency: CurrencyEnum | null } } | null;
};

export type AccountOrdersQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
  filter?: CustomerOrdersFilterInput | null | undefined;
}>;

export type AccountOrdersQuery = {
  customer: {
    orders: {
      total_count: number | null;
      items: Array<{
        number: string;
        order_date: string;
        status_code: OrderStatusEnum;
        total: { grand_total: { value: number | null; currency: CurrencyEnum | null } } | null;
      } | null>;
      page_info: { current_page: number | null; total_pages: number | null } | null;
    } | null;
  } | null;
};

export type AccountOrderAddressFragment = {
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  street: Array<string | null>;
  postcode: string | null;
  city: string;
  country_code: string | null;
  telephone: string | null;
  vat_id: string | null;
};

export type AccountOrderQueryVariables = Exact<{
  number: string;
}>;

export type AccountOrderQuery = {
  customer: {
    orders: {
      items: Array<{
        number: string;
        order_date: string;
        status: string;
        status_code: OrderStatusEnum;
        email: string | null;
        shipping_method: string | null;
        pickup_location_code: string | null;
        shipping_address: {
          prefix: string | null;
          firstname: string;
          middlename: string | null;
          lastname: string;
          company: string | null;
          street: Array<string | null>;
          postcode: string | null;
          city: string;
          country_code: string | null;
          telephone: string | null;
          vat_id: string | null;
        } | null;
        billing_address: {
          prefix: string | null;
          firstname: string;
          middlename: string | null;
          lastname: string;
          company: string | null;
          street: Array<string | null>;
          postcode: string | null;
          city: string;
          country_code: string | null;
          telephone: string | null;
          vat_id: string | null;
        } | null;
        payment_methods: Array<{ name: string; type: string } | null> | null;
        total: {
          subtotal: { value: number | null; currency: CurrencyEnum | null };
          total_shipping: { value: number | null; currency: CurrencyEnum | null };
          total_tax: { value: number | null; currency: CurrencyEnum | null };
          grand_total: { value: number | null; currency: CurrencyEnum | null };
        } | null;
        items: Array<{
          id: string;
          product_name: string | null;
          product_sku: string;
          product_url_key: string | null;
          quantity_ordered: number | null;
          row_total: { value: number | null; currency: CurrencyEnum | null } | null;
        } | null> | null;
        shipments: Array<{
          tracking: Array<{
            title: string;
            carrier: string;
            number: string | null;
            url: string | null;
          } | null> | null;
        } | null> | null;
      } | null>;
    } | null;
  } | null;
};

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;

export type CreateCustomerAddressMutation = { createCustomerAddress: { id: number | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: number;
  input: CustomerAddressInput;
}>;

export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: number | null } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: number;
}>;

export type DeleteCustomerAddressMutation = { deleteCustomerAddress: boolean | null };

export type CreateGuestCartMutationVariables = Exact<{ [key: string]: never }>;

export type CreateGuestCartMutation = { createGuestCart: { cart: { id: string } | null } | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;

export type AddProductsToCartMutation = {
  addProductsToCart: {
    cart: {
      id: string;
      total_quantity: number;
      is_active: boolean;
      errors: Array<{ code: CartUserInputErrorType; message: string }>;
      applied_coupons: Array<{ code: string } | null> | null;
      prices: {
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        applied_taxes: Array<{
          label: string;
          rate: number | null;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        discounts: Array<{
          label: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
      } | null;
      shipping_addresses: Array<{
        city: string;
        postcode: string | null;
        selected_shipping_method: {
          carrier_code: string;
          method_code: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      } | null>;
      items: Array<
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            bundle_options: Array<{
              label: string;
              values: Array<{ label: string; quantity: number } | null>;
            } | null>;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            configurable_options: Array<{ option_label: string; value_label: string } | null>;
            configured_variant:
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                };
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | null
      > | null;
    };
    user_errors: Array<{ code: CartUserInputErrorType; message: string } | null>;
  } | null;
};

export type UpdateCartItemsMutationVariables = Exact<{
  input?: UpdateCartItemsInput | null | undefined;
}>;

export type UpdateCartItemsMutation = {
  updateCartItems: {
    cart: {
      id: string;
      total_quantity: number;
      is_active: boolean;
      errors: Array<{ code: CartUserInputErrorType; message: string }>;
      applied_coupons: Array<{ code: string } | null> | null;
      prices: {
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        applied_taxes: Array<{
          label: string;
          rate: number | null;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        discounts: Array<{
          label: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
      } | null;
      shipping_addresses: Array<{
        city: string;
        postcode: string | null;
        selected_shipping_method: {
          carrier_code: string;
          method_code: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      } | null>;
      items: Array<
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            bundle_options: Array<{
              label: string;
              values: Array<{ label: string; quantity: number } | null>;
            } | null>;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            configurable_options: Array<{ option_label: string; value_label: string } | null>;
            configured_variant:
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                };
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | null
      > | null;
    };
    errors: Array<{ code: CartUserInputErrorType; message: string } | null>;
  } | null;
};

export type RemoveItemFromCartMutationVariables = Exact<{
  input?: RemoveItemFromCartInput | null | undefined;
}>;

export type RemoveItemFromCartMutation = {
  removeItemFromCart: {
    cart: {
      id: string;
      total_quantity: number;
      is_active: boolean;
      errors: Array<{ code: CartUserInputErrorType; message: string }>;
      applied_coupons: Array<{ code: string } | null> | null;
      prices: {
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        applied_taxes: Array<{
          label: string;
          rate: number | null;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        discounts: Array<{
          label: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
      } | null;
      shipping_addresses: Array<{
        city: string;
        postcode: string | null;
        selected_shipping_method: {
          carrier_code: string;
          method_code: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      } | null>;
      items: Array<
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            bundle_options: Array<{
              label: string;
              values: Array<{ label: string; quantity: number } | null>;
            } | null>;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            configurable_options: Array<{ option_label: string; value_label: string } | null>;
            configured_variant:
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                };
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | null
      > | null;
    };
  } | null;
};

export type ApplyCouponToCartMutationVariables = Exact<{
  input?: ApplyCouponToCartInput | null | undefined;
}>;

export type ApplyCouponToCartMutation = {
  applyCouponToCart: {
    cart: {
      id: string;
      total_quantity: number;
      is_active: boolean;
      errors: Array<{ code: CartUserInputErrorType; message: string }>;
      applied_coupons: Array<{ code: string } | null> | null;
      prices: {
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        applied_taxes: Array<{
          label: string;
          rate: number | null;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        discounts: Array<{
          label: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
      } | null;
      shipping_addresses: Array<{
        city: string;
        postcode: string | null;
        selected_shipping_method: {
          carrier_code: string;
          method_code: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      } | null>;
      items: Array<
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            bundle_options: Array<{
              label: string;
              values: Array<{ label: string; quantity: number } | null>;
            } | null>;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            configurable_options: Array<{ option_label: string; value_label: string } | null>;
            configured_variant:
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                };
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | null
      > | null;
    };
  } | null;
};

export type RemoveCouponFromCartMutationVariables = Exact<{
  input?: RemoveCouponFromCartInput | null | undefined;
}>;

export type RemoveCouponFromCartMutation = {
  removeCouponFromCart: {
    cart: {
      id: string;
      total_quantity: number;
      is_active: boolean;
      errors: Array<{ code: CartUserInputErrorType; message: string }>;
      applied_coupons: Array<{ code: string } | null> | null;
      prices: {
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        applied_taxes: Array<{
          label: string;
          rate: number | null;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        discounts: Array<{
          label: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
      } | null;
      shipping_addresses: Array<{
        city: string;
        postcode: string | null;
        selected_shipping_method: {
          carrier_code: string;
          method_code: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      } | null>;
      items: Array<
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            bundle_options: Array<{
              label: string;
              values: Array<{ label: string; quantity: number } | null>;
            } | null>;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            configurable_options: Array<{ option_label: string; value_label: string } | null>;
            configured_variant:
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                };
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | null
      > | null;
    } | null;
  } | null;
};

type CartItemProduct_BundleProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  small_image: { url: string | null; label: string | null } | null;
  categories: Array<{ name: string | null; level: number | null } | null> | null;
};

type CartItemProduct_ConfigurableProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  small_image: { url: string | null; label: string | null } | null;
  categories: Array<{ name: string | null; level: number | null } | null> | null;
};

type CartItemProduct_SimpleProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  small_image: { url: string | null; label: string | null } | null;
  categories: Array<{ name: string | null; level: number | null } | null> | null;
};

export type CartItemProductFragment =
  | CartItemProduct_BundleProduct_Fragment
  | CartItemProduct_ConfigurableProduct_Fragment
  | CartItemProduct_SimpleProduct_Fragment;

export type CartMoneyFragment = { value: number | null; currency: CurrencyEnum | null };

export type CartFieldsFragment = {
  id: string;
  total_quantity: number;
  is_active: boolean;
  errors: Array<{ code: CartUserInputErrorType; message: string }>;
  applied_coupons: Array<{ code: string } | null> | null;
  prices: {
    grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
    subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
    subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
    applied_taxes: Array<{
      label: string;
      rate: number | null;
      amount: { value: number | null; currency: CurrencyEnum | null };
    } | null> | null;
    discounts: Array<{
      label: string;
      amount: { value: number | null; currency: CurrencyEnum | null };
    } | null> | null;
    in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
    free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
  } | null;
  shipping_addresses: Array<{
    city: string;
    postcode: string | null;
    selected_shipping_method: {
      carrier_code: string;
      method_code: string;
      amount: { value: number | null; currency: CurrencyEnum | null };
    } | null;
  } | null>;
  items: Array<
    | {
        uid: string;
        quantity: number;
        is_available: boolean;
        bundle_options: Array<{
          label: string;
          values: Array<{ label: string; quantity: number } | null>;
        } | null>;
        errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
        product:
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            };
        prices: {
          price_including_tax: { value: number | null; currency: CurrencyEnum | null };
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        } | null;
      }
    | {
        uid: string;
        quantity: number;
        is_available: boolean;
        configurable_options: Array<{ option_label: string; value_label: string } | null>;
        configured_variant:
          | {
              sku: string | null;
              name: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              small_image: { url: string | null; label: string | null } | null;
            };
        errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
        product:
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            };
        prices: {
          price_including_tax: { value: number | null; currency: CurrencyEnum | null };
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        } | null;
      }
    | {
        uid: string;
        quantity: number;
        is_available: boolean;
        errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
        product:
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              small_image: { url: string | null; label: string | null } | null;
              categories: Array<{ name: string | null; level: number | null } | null> | null;
            };
        prices: {
          price_including_tax: { value: number | null; currency: CurrencyEnum | null };
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
          total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        } | null;
      }
    | null
  > | null;
};

export type ShopperCartQueryVariables = Exact<{
  cartId: string;
}>;

export type ShopperCartQuery = {
  cart: {
    id: string;
    total_quantity: number;
    is_active: boolean;
    errors: Array<{ code: CartUserInputErrorType; message: string }>;
    applied_coupons: Array<{ code: string } | null> | null;
    prices: {
      grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
      subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
      subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
      applied_taxes: Array<{
        label: string;
        rate: number | null;
        amount: { value: number | null; currency: CurrencyEnum | null };
      } | null> | null;
      discounts: Array<{
        label: string;
        amount: { value: number | null; currency: CurrencyEnum | null };
      } | null> | null;
      in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
      free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
    } | null;
    shipping_addresses: Array<{
      city: string;
      postcode: string | null;
      selected_shipping_method: {
        carrier_code: string;
        method_code: string;
        amount: { value: number | null; currency: CurrencyEnum | null };
      } | null;
    } | null>;
    items: Array<
      | {
          uid: string;
          quantity: number;
          is_available: boolean;
          bundle_options: Array<{
            label: string;
            values: Array<{ label: string; quantity: number } | null>;
          } | null>;
          errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
          product:
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              }
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              }
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              };
          prices: {
            price_including_tax: { value: number | null; currency: CurrencyEnum | null };
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
          } | null;
        }
      | {
          uid: string;
          quantity: number;
          is_available: boolean;
          configurable_options: Array<{ option_label: string; value_label: string } | null>;
          configured_variant:
            | {
                sku: string | null;
                name: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                small_image: { url: string | null; label: string | null } | null;
              };
          errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
          product:
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              }
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              }
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              };
          prices: {
            price_including_tax: { value: number | null; currency: CurrencyEnum | null };
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
          } | null;
        }
      | {
          uid: string;
          quantity: number;
          is_available: boolean;
          errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
          product:
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              }
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              }
            | {
                id: number | null;
                sku: string | null;
                name: string | null;
                url_key: string | null;
                url_suffix: string | null;
                brand_label: string | null;
                small_image: { url: string | null; label: string | null } | null;
                categories: Array<{ name: string | null; level: number | null } | null> | null;
              };
          prices: {
            price_including_tax: { value: number | null; currency: CurrencyEnum | null };
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
            total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
          } | null;
        }
      | null
    > | null;
  } | null;
};

export type BrandFieldsFragment = {
  code: string;
  name: string;
  url_key: string;
  product_count: number;
};

export type BrandsQueryVariables = Exact<{ [key: string]: never }>;

export type BrandsQuery = {
  brands: Array<{ code: string; name: string; url_key: string; product_count: number }>;
};

export type BrandQueryVariables = Exact<{
  urlKey: string;
}>;

export type BrandQuery = {
  brand: { code: string; name: string; url_key: string; product_count: number } | null;
};

export type CategoryPageFragment = {
  id: number | null;
  name: string | null;
  url_path: string | null;
  meta_title: string | null;
  meta_description: string | null;
  pagebuilder_content: string | null;
  description_html: string | null;
  banner: {
    desktop_image: string | null;
    mobile_image: string | null;
    position: number | null;
    link: string | null;
  } | null;
  breadcrumbs: Array<{
    category_name: string | null;
    category_url_path: string | null;
  } | null> | null;
  children: Array<{
    id: number | null;
    name: string | null;
    url_path: string | null;
    product_count: number | null;
  } | null> | null;
  quick_filters: Array<{
    id: number | null;
    name: string | null;
    url_path: string | null;
  } | null> | null;
};

export type ListingQueryVariables = Exact<{
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize: number;
  currentPage: number;
  sort?: ProductAttributeSortInput | null | undefined;
}>;

export type ListingQuery = {
  products: {
    total_count: number | null;
    page_info: { total_pages: number | null } | null;
    aggregations: Array<{
      label: string | null;
      attribute_code: string;
      type: string | null;
      tooltip: string | null;
      options: Array<{
        label: string | null;
        value: string;
        count: number | null;
        swatch_data: { type: string | null; value: string | null } | null;
      } | null> | null;
    } | null> | null;
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type FacetFragment = {
  label: string | null;
  attribute_code: string;
  type: string | null;
  tooltip: string | null;
  options: Array<{
    label: string | null;
    value: string;
    count: number | null;
    swatch_data: { type: string | null; value: string | null } | null;
  } | null> | null;
};

type ProductCard_BundleProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  energyIcon: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
};

type ProductCard_ConfigurableProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  energyIcon: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
};

type ProductCard_SimpleProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  energyIcon: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
};

export type ProductCardFragment =
  | ProductCard_BundleProduct_Fragment
  | ProductCard_ConfigurableProduct_Fragment
  | ProductCard_SimpleProduct_Fragment;

type ProductMedia_BundleProduct_Fragment = {
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductMedia_ConfigurableProduct_Fragment = {
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductMedia_SimpleProduct_Fragment = {
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

export type ProductMediaFragment =
  | ProductMedia_BundleProduct_Fragment
  | ProductMedia_ConfigurableProduct_Fragment
  | ProductMedia_SimpleProduct_Fragment;

type ProductPage_BundleProduct_Fragment = {
  type_id: string | null;
  ean: string | null;
  meta_title: string | null;
  meta_description: string | null;
  productgroup_label: string | null;
  shipment_type_akeneo_label: string | null;
  energyIcon: string | null;
  product_sheet_url: string | null;
  special_to_date: string | null;
  variant_label: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  categories: Array<{
    id: number | null;
    level: number | null;
    name: string | null;
    url_path: string | null;
    breadcrumbs: Array<{
      category_name: string | null;
      category_url_path: string | null;
    } | null> | null;
  } | null> | null;
  product_usps: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
  } | null> | null;
  product_variations: Array<{
    variant_label: string | null;
    sku: string | null;
    url_key: string | null;
    url_suffix: string | null;
    name: string | null;
  } | null> | null;
  price_tiers: Array<{
    quantity: number | null;
    final_price: { value: number | null; currency: CurrencyEnum | null } | null;
    discount: { percent_off: number | null } | null;
  } | null> | null;
  productCashBack: {
    title: string | null;
    name: string | null;
    description: string | null;
    button_href: string | null;
    button_label: string | null;
    content_link: string | null;
  } | null;
  bundle_combination: Array<{
    id: number | null;
    name: string | null;
    sku: string | null;
    link: string | null;
    discount_percent: number | null;
    small_image: { url: string | null; label: string | null } | null;
    price_range: {
      minimum_price: {
        regular_price: { value: number | null; currency: CurrencyEnum | null };
        final_price: { value: number | null; currency: CurrencyEnum | null };
      };
    } | null;
  } | null> | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
    pdp: boolean | null;
  } | null> | null;
  related_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  upsell_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductPage_ConfigurableProduct_Fragment = {
  type_id: string | null;
  ean: string | null;
  meta_title: string | null;
  meta_description: string | null;
  productgroup_label: string | null;
  shipment_type_akeneo_label: string | null;
  energyIcon: string | null;
  product_sheet_url: string | null;
  special_to_date: string | null;
  variant_label: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  categories: Array<{
    id: number | null;
    level: number | null;
    name: string | null;
    url_path: string | null;
    breadcrumbs: Array<{
      category_name: string | null;
      category_url_path: string | null;
    } | null> | null;
  } | null> | null;
  product_usps: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
  } | null> | null;
  product_variations: Array<{
    variant_label: string | null;
    sku: string | null;
    url_key: string | null;
    url_suffix: string | null;
    name: string | null;
  } | null> | null;
  price_tiers: Array<{
    quantity: number | null;
    final_price: { value: number | null; currency: CurrencyEnum | null } | null;
    discount: { percent_off: number | null } | null;
  } | null> | null;
  productCashBack: {
    title: string | null;
    name: string | null;
    description: string | null;
    button_href: string | null;
    button_label: string | null;
    content_link: string | null;
  } | null;
  bundle_combination: Array<{
    id: number | null;
    name: string | null;
    sku: string | null;
    link: string | null;
    discount_percent: number | null;
    small_image: { url: string | null; label: string | null } | null;
    price_range: {
      minimum_price: {
        regular_price: { value: number | null; currency: CurrencyEnum | null };
        final_price: { value: number | null; currency: CurrencyEnum | null };
      };
    } | null;
  } | null> | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
    pdp: boolean | null;
  } | null> | null;
  related_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  upsell_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductPage_SimpleProduct_Fragment = {
  type_id: string | null;
  ean: string | null;
  meta_title: string | null;
  meta_description: string | null;
  productgroup_label: string | null;
  shipment_type_akeneo_label: string | null;
  energyIcon: string | null;
  product_sheet_url: string | null;
  special_to_date: string | null;
  variant_label: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  categories: Array<{
    id: number | null;
    level: number | null;
    name: string | null;
    url_path: string | null;
    breadcrumbs: Array<{
      category_name: string | null;
      category_url_path: string | null;
    } | null> | null;
  } | null> | null;
  product_usps: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
  } | null> | null;
  product_variations: Array<{
    variant_label: string | null;
    sku: string | null;
    url_key: string | null;
    url_suffix: string | null;
    name: string | null;
  } | null> | null;
  price_tiers: Array<{
    quantity: number | null;
    final_price: { value: number | null; currency: CurrencyEnum | null } | null;
    discount: { percent_off: number | null } | null;
  } | null> | null;
  productCashBack: {
    title: string | null;
    name: string | null;
    description: string | null;
    button_href: string | null;
    button_label: string | null;
    content_link: string | null;
  } | null;
  bundle_combination: Array<{
    id: number | null;
    name: string | null;
    sku: string | null;
    link: string | null;
    discount_percent: number | null;
    small_image: { url: string | null; label: string | null } | null;
    price_range: {
      minimum_price: {
        regular_price: { value: number | null; currency: CurrencyEnum | null };
        final_price: { value: number | null; currency: CurrencyEnum | null };
      };
    } | null;
  } | null> | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
    pdp: boolean | null;
  } | null> | null;
  related_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  upsell_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        energyIcon: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

export type ProductPageFragment =
  | ProductPage_BundleProduct_Fragment
  | ProductPage_ConfigurableProduct_Fragment
  | ProductPage_SimpleProduct_Fragment;

type VariantData_BundleProduct_Fragment = {
  ean: string | null;
  variant_label: string | null;
  special_to_date: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  energyIcon: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type VariantData_ConfigurableProduct_Fragment = {
  ean: string | null;
  variant_label: string | null;
  special_to_date: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  energyIcon: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type VariantData_SimpleProduct_Fragment = {
  ean: string | null;
  variant_label: string | null;
  special_to_date: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  energyIcon: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

export type VariantDataFragment =
  | VariantData_BundleProduct_Fragment
  | VariantData_ConfigurableProduct_Fragment
  | VariantData_SimpleProduct_Fragment;

export type VariantsQueryVariables = Exact<{
  sku: string;
}>;

export type VariantsQuery = {
  products: {
    items: Array<
      | { __typename: 'BundleProduct'; sku: string | null }
      | {
          __typename: 'ConfigurableProduct';
          sku: string | null;
          configurable_options: Array<{
            attribute_code: string | null;
            label: string | null;
            position: number | null;
            values: Array<{
              label: string | null;
              value_index: number | null;
              swatch_data: { type: string | null; value: string | null } | null;
            } | null> | null;
          } | null> | null;
          variants: Array<{
            attributes: Array<{ code: string | null; value_index: number | null } | null> | null;
            product: {
              ean: string | null;
              variant_label: string | null;
              special_to_date: string | null;
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
              media_gallery_entries: Array<{
                id: number | null;
                label: string | null;
                position: number | null;
                disabled: boolean | null;
                url: string | null;
                video_content: { video_url: string | null; video_title: string | null } | null;
              } | null> | null;
              product_specifications: Array<{
                code: string | null;
                label: string | null;
                value: string | null;
                tooltip: string | null;
                attribute_group: string | null;
              } | null> | null;
            } | null;
          } | null> | null;
        }
      | { __typename: 'SimpleProduct'; sku: string | null }
      | null
    > | null;
  } | null;
};

export type CheckoutMoneyFragment = { value: number | null; currency: CurrencyEnum | null };

type CheckoutAddress_BillingCartAddress_Fragment = {
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  street: Array<string | null>;
  city: string;
  postcode: string | null;
  telephone: string | null;
  vat_id: string | null;
  customer_type: CustomerTypeEnum | null;
  reference: string | null;
  country: { code: string };
};

type CheckoutAddress_ShippingCartAddress_Fragment = {
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  street: Array<string | null>;
  city: string;
  postcode: string | null;
  telephone: string | null;
  vat_id: string | null;
  customer_type: CustomerTypeEnum | null;
  reference: string | null;
  country: { code: string };
};

export type CheckoutAddressFragment =
  CheckoutAddress_BillingCartAddress_Fragment | CheckoutAddress_ShippingCartAddress_Fragment;

export type CheckoutCartFragment = {
  id: string;
  email: string | null;
  is_active: boolean;
  total_quantity: number;
  items: Array<
    | {
        uid: string;
        quantity: number;
        product:
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            };
        prices: {
          price_including_tax: { value: number | null; currency: CurrencyEnum | null };
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      }
    | {
        uid: string;
        quantity: number;
        product:
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            };
        prices: {
          price_including_tax: { value: number | null; currency: CurrencyEnum | null };
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      }
    | {
        uid: string;
        quantity: number;
        product:
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            }
          | {
              sku: string | null;
              name: string | null;
              url_key: string | null;
              small_image: { url: string | null; label: string | null } | null;
            };
        prices: {
          price_including_tax: { value: number | null; currency: CurrencyEnum | null };
          row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      }
    | null
  > | null;
  prices: {
    grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
    subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
    applied_taxes: Array<{
      label: string;
      rate: number | null;
      amount: { value: number | null; currency: CurrencyEnum | null };
    } | null> | null;
    in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
    free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
  } | null;
  shipping_addresses: Array<{
    pickup_location_code: string | null;
    prefix: string | null;
    firstname: string;
    middlename: string | null;
    lastname: string;
    company: string | null;
    street: Array<string | null>;
    city: string;
    postcode: string | null;
    telephone: string | null;
    vat_id: string | null;
    customer_type: CustomerTypeEnum | null;
    reference: string | null;
    available_shipping_methods: Array<{
      carrier_code: string;
      carrier_title: string;
      method_code: string | null;
      method_title: string | null;
      available: boolean;
      price_incl_tax: { value: number | null; currency: CurrencyEnum | null };
    } | null> | null;
    selected_shipping_method: {
      carrier_code: string;
      method_code: string;
      carrier_title: string;
      method_title: string;
      price_incl_tax: { value: number | null; currency: CurrencyEnum | null };
    } | null;
    country: { code: string };
  } | null>;
  billing_address: {
    prefix: string | null;
    firstname: string;
    middlename: string | null;
    lastname: string;
    company: string | null;
    street: Array<string | null>;
    city: string;
    postcode: string | null;
    telephone: string | null;
    vat_id: string | null;
    customer_type: CustomerTypeEnum | null;
    reference: string | null;
    country: { code: string };
  } | null;
  available_payment_methods: Array<{
    code: string;
    title: string;
    logo: string | null;
    required_fields: Array<PaymentFieldEnum>;
    issuers: Array<{ id: string; name: string }>;
  } | null> | null;
  selected_payment_method: { code: string; title: string; issuer_id: string | null } | null;
  errors: Array<{ code: CartUserInputErrorType; message: string }>;
};

export type CheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;

export type CheckoutCartQuery = {
  dutchAddressLookupAvailable: boolean;
  cart: {
    id: string;
    email: string | null;
    is_active: boolean;
    total_quantity: number;
    items: Array<
      | {
          uid: string;
          quantity: number;
          product:
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              };
          prices: {
            price_including_tax: { value: number | null; currency: CurrencyEnum | null };
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
          } | null;
        }
      | {
          uid: string;
          quantity: number;
          product:
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              };
          prices: {
            price_including_tax: { value: number | null; currency: CurrencyEnum | null };
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
          } | null;
        }
      | {
          uid: string;
          quantity: number;
          product:
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              }
            | {
                sku: string | null;
                name: string | null;
                url_key: string | null;
                small_image: { url: string | null; label: string | null } | null;
              };
          prices: {
            price_including_tax: { value: number | null; currency: CurrencyEnum | null };
            row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
          } | null;
        }
      | null
    > | null;
    prices: {
      grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
      subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
      applied_taxes: Array<{
        label: string;
        rate: number | null;
        amount: { value: number | null; currency: CurrencyEnum | null };
      } | null> | null;
      in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
      free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
    } | null;
    shipping_addresses: Array<{
      pickup_location_code: string | null;
      prefix: string | null;
      firstname: string;
      middlename: string | null;
      lastname: string;
      company: string | null;
      street: Array<string | null>;
      city: string;
      postcode: string | null;
      telephone: string | null;
      vat_id: string | null;
      customer_type: CustomerTypeEnum | null;
      reference: string | null;
      available_shipping_methods: Array<{
        carrier_code: string;
        carrier_title: string;
        method_code: string | null;
        method_title: string | null;
        available: boolean;
        price_incl_tax: { value: number | null; currency: CurrencyEnum | null };
      } | null> | null;
      selected_shipping_method: {
        carrier_code: string;
        method_code: string;
        carrier_title: string;
        method_title: string;
        price_incl_tax: { value: number | null; currency: CurrencyEnum | null };
      } | null;
      country: { code: string };
    } | null>;
    billing_address: {
      prefix: string | null;
      firstname: string;
      middlename: string | null;
      lastname: string;
      company: string | null;
      street: Array<string | null>;
      city: string;
      postcode: string | null;
      telephone: string | null;
      vat_id: string | null;
      customer_type: CustomerTypeEnum | null;
      reference: string | null;
      country: { code: string };
    } | null;
    available_payment_methods: Array<{
      code: string;
      title: string;
      logo: string | null;
      required_fields: Array<PaymentFieldEnum>;
      issuers: Array<{ id: string; name: string }>;
    } | null> | null;
    selected_payment_method: { code: string; title: string; issuer_id: string | null } | null;
    errors: Array<{ code: CartUserInputErrorType; message: string }>;
  } | null;
  physicalStores: Array<{
    code: string;
    name: string;
    street: string | null;
    postcode: string | null;
    city: string | null;
  } | null> | null;
};

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;

export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string } } | null };

export type SetShippingAddressesOnCartMutationVariables = Exact<{
  cartId: string;
  address: ShippingAddressInput;
}>;

export type SetShippingAddressesOnCartMutation = {
  setShippingAddressesOnCart: {
    cart: {
      id: string;
      shipping_addresses: Array<{
        available_shipping_methods: Array<{
          carrier_code: string;
          available: boolean;
        } | null> | null;
      } | null>;
    };
  } | null;
};

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  billing: BillingAddressInput;
}>;

export type SetBillingAddressOnCartMutation = {
  setBillingAddressOnCart: { cart: { id: string } } | null;
};

export type SetShippingMethodsOnCartMutationVariables = Exact<{
  cartId: string;
  method: ShippingMethodInput;
}>;

export type SetShippingMethodsOnCartMutation = {
  setShippingMethodsOnCart: { cart: { id: string } } | null;
};

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: string;
  method: PaymentMethodInput;
}>;

export type SetPaymentMethodOnCartMutation = {
  setPaymentMethodOnCart: { cart: { id: string } } | null;
};

export type PlaceOrderMutationVariables = Exact<{
  cartId: string;
}>;

export type PlaceOrderMutation = {
  placeOrder: {
    orderV2: { number: string; token: string } | null;
    errors: Array<{ code: PlaceOrderErrorCodes; message: string } | null>;
  } | null;
};

export type PaynlStartTransactionMutationVariables = Exact<{
  token: string;
  returnUrl: string;
}>;

export type PaynlStartTransactionMutation = {
  paynlStartTransaction: { redirectUrl: string | null; pay_order_id: string | null } | null;
};

export type PaynlFinishTransactionMutationVariables = Exact<{
  payOrderId: string;
}>;

export type PaynlFinishTransactionMutation = {
  paynlFinishTransaction: {
    state: PaymentStateEnum;
    isSuccess: boolean;
    order_number: string | null;
    order_token: string | null;
    cart_id: string | null;
  } | null;
};

export type CancelPaymentMutationVariables = Exact<{
  cartId: string;
}>;

export type CancelPaymentMutation = {
  cancelPayment: { cart: { id: string; total_quantity: number } | null } | null;
};

export type DutchAddressQueryVariables = Exact<{
  postcode: string;
  houseNumber: string;
  addition?: string | null | undefined;
}>;

export type DutchAddressQuery = { dutchAddress: { street: string; city: string } | null };

export type CompareProductsQueryVariables = Exact<{
  skus: Array<string> | string;
  size: number;
}>;

export type CompareProductsQuery = {
  products: {
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          product_specifications: Array<{
            code: string | null;
            label: string | null;
            value: string | null;
          } | null> | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          product_specifications: Array<{
            code: string | null;
            label: string | null;
            value: string | null;
          } | null> | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          product_specifications: Array<{
            code: string | null;
            label: string | null;
            value: string | null;
          } | null> | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type ActiveDealQueryVariables = Exact<{ [key: string]: never }>;

export type ActiveDealQuery = {
  activeDeal: Array<{
    name: string | null;
    subtitle: string | null;
    image_url: string | null;
    content_link: string | null;
    button_text: string | null;
    end_date: string | null;
    dark_or_light: number | null;
    action_type: number | null;
    product:
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null;
  } | null> | null;
};

export type BlockCategoriesQueryVariables = Exact<{
  ids: Array<string> | string;
  pageSize: number;
}>;

export type BlockCategoriesQuery = {
  categories: {
    items: Array<{
      id: number | null;
      name: string | null;
      url_path: string | null;
      image: string | null;
      product_count: number | null;
    } | null> | null;
  } | null;
};

export type ProductsByUrlKeysQueryVariables = Exact<{
  urlKeys: Array<string> | string;
  pageSize: number;
}>;

export type ProductsByUrlKeysQuery = {
  products: {
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type ProductsByCategoryQueryVariables = Exact<{
  categoryId: string;
  pageSize: number;
}>;

export type ProductsByCategoryQuery = {
  products: {
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type CmsPageContentFragment = {
  identifier: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  content: string;
  relative_url: string | null;
};

export type CmsPageQueryVariables = Exact<{
  identifier: string;
}>;

export type CmsPageQuery = {
  cmsPage: {
    identifier: string;
    title: string;
    meta_title: string | null;
    meta_description: string | null;
    content: string;
    relative_url: string | null;
  } | null;
};

export type CmsPagePreviewQueryVariables = Exact<{
  identifier: string;
}>;

export type CmsPagePreviewQuery = {
  cmsPagePreview: {
    identifier: string;
    title: string;
    meta_title: string | null;
    meta_description: string | null;
    content: string;
    relative_url: string | null;
  } | null;
};

export type CustomerCartIdQueryVariables = Exact<{ [key: string]: never }>;

export type CustomerCartIdQuery = { customerCart: { id: string } };

export type MergeGuestCartMutationVariables = Exact<{
  sourceCartId: string;
}>;

export type MergeGuestCartMutation = { mergeCarts: { id: string } };

export type ReorderItemsMutationVariables = Exact<{
  orderNumber: string;
}>;

export type ReorderItemsMutation = {
  reorderItems: {
    cart: {
      id: string;
      total_quantity: number;
      is_active: boolean;
      errors: Array<{ code: CartUserInputErrorType; message: string }>;
      applied_coupons: Array<{ code: string } | null> | null;
      prices: {
        grand_total: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_including_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        subtotal_excluding_tax: { value: number | null; currency: CurrencyEnum | null } | null;
        applied_taxes: Array<{
          label: string;
          rate: number | null;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        discounts: Array<{
          label: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null> | null;
        in_store_discount: { value: number | null; currency: CurrencyEnum | null } | null;
        free_shipping_remaining: { value: number | null; currency: CurrencyEnum | null } | null;
      } | null;
      shipping_addresses: Array<{
        city: string;
        postcode: string | null;
        selected_shipping_method: {
          carrier_code: string;
          method_code: string;
          amount: { value: number | null; currency: CurrencyEnum | null };
        } | null;
      } | null>;
      items: Array<
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            bundle_options: Array<{
              label: string;
              values: Array<{ label: string; quantity: number } | null>;
            } | null>;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            configurable_options: Array<{ option_label: string; value_label: string } | null>;
            configured_variant:
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                }
              | {
                  sku: string | null;
                  name: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                };
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | {
            uid: string;
            quantity: number;
            is_available: boolean;
            errors: Array<{ code: CartItemErrorType; message: string } | null> | null;
            product:
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                }
              | {
                  id: number | null;
                  sku: string | null;
                  name: string | null;
                  url_key: string | null;
                  url_suffix: string | null;
                  brand_label: string | null;
                  small_image: { url: string | null; label: string | null } | null;
                  categories: Array<{ name: string | null; level: number | null } | null> | null;
                };
            prices: {
              price_including_tax: { value: number | null; currency: CurrencyEnum | null };
              row_total_including_tax: { value: number | null; currency: CurrencyEnum | null };
              total_item_discount: { value: number | null; currency: CurrencyEnum | null } | null;
            } | null;
          }
        | null
      > | null;
    };
    userInputErrors: Array<{
      code: CheckoutUserInputErrorCodes;
      message: string;
      path: Array<string | null>;
    } | null>;
  } | null;
};

export type OrderProductNamesQueryVariables = Exact<{
  orderNumber: string;
}>;

export type OrderProductNamesQuery = {
  customer: {
    orders: {
      items: Array<{
        items: Array<{ product_sku: string; product_name: string | null } | null> | null;
      } | null>;
    } | null;
  } | null;
};

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type SignInMutation = { generateCustomerToken: { token: string | null } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutMutation = { revokeCustomerToken: { result: boolean } | null };

export type RegisterCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;

export type RegisterCustomerMutation = {
  createCustomerV2: { customer: { email: string | null } } | null;
};

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}>;

export type ResetPasswordMutation = { resetPassword: boolean | null };

export type SubscribeToNewsletterMutationVariables = Exact<{
  email: string;
}>;

export type SubscribeToNewsletterMutation = {
  subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null;
};

export type SendContactFormMutationVariables = Exact<{
  input: ContactUsInput;
}>;

export type SendContactFormMutation = { contactUs: { status: boolean } | null };

export type UpdateCustomerDetailsMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;

export type UpdateCustomerDetailsMutation = {
  updateCustomerV2: { customer: { firstname: string | null; email: string | null } } | null;
};

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;

export type ChangeCustomerPasswordMutation = {
  changeCustomerPassword: { token: string | null } | null;
};

export type ShopperAccountQueryVariables = Exact<{ [key: string]: never }>;

export type ShopperAccountQuery = {
  customer: { firstname: string | null; email: string | null } | null;
};

export type ShopperWishlistSkusQueryVariables = Exact<{ [key: string]: never }>;

export type ShopperWishlistSkusQuery = {
  customer: {
    wishlists: Array<{
      items_v2: {
        items: Array<
          | {
              product:
                { sku: string | null } | { sku: string | null } | { sku: string | null } | null;
            }
          | {
              product:
                { sku: string | null } | { sku: string | null } | { sku: string | null } | null;
            }
          | {
              product:
                { sku: string | null } | { sku: string | null } | { sku: string | null } | null;
            }
          | null
        >;
      } | null;
    } | null>;
  } | null;
};

export type LayoutDataQueryVariables = Exact<{ [key: string]: never }>;

export type LayoutDataQuery = {
  layoutData: {
    minimalHeader: boolean;
    minimalFooter: boolean;
    generalInformation: {
      storeName: string;
      phoneNumber: string;
      email: string;
      openingHours: string;
      openingHour: string;
      closingHour: string;
      openingDays: Array<number>;
      timezone: string;
      taxId: string;
      chamberOfCommerce: string;
      address: { street: string; postcode: string; city: string; country: string };
    };
    menuItems: Array<{
      id: string;
      name: string;
      identifier: string;
      depth: number;
      position: number;
      bold: boolean;
      highlight: boolean;
      thumbnail: string | null;
      banner: string | null;
      bannerLink: string | null;
      children: Array<{
        id: string;
        name: string;
        identifier: string;
        depth: number;
        position: number;
        bold: boolean;
        highlight: boolean;
        thumbnail: string | null;
        banner: string | null;
        bannerLink: string | null;
        children: Array<{
          id: string;
          name: string;
          identifier: string;
          depth: number;
          position: number;
          bold: boolean;
          highlight: boolean;
          thumbnail: string | null;
          banner: string | null;
          bannerLink: string | null;
          link: { link: string; rel: string | null; target: string | null };
        }>;
        link: { link: string; rel: string | null; target: string | null };
      }>;
      link: { link: string; rel: string | null; target: string | null };
    }>;
    footerItems: Array<{
      id: string;
      title: string;
      url_path: string | null;
      children: Array<{ id: string; title: string; url_path: string | null }>;
    }>;
    usps: {
      general: Array<{ id: string; icon: string | null; text: string; link: string | null }>;
      account: Array<{ id: string; icon: string | null; text: string; link: string | null }>;
    };
    serviceNavItems: Array<{ id: string; label: string; url_path: string }>;
    footer: {
      paymentLogos: Array<{ id: string; label: string; image: string; url: string | null }>;
      certificates: Array<{ id: string; label: string; image: string; url: string | null }>;
      socialLinks: Array<{ id: string; label: string; url: string }>;
      serviceLinks: Array<{ id: string; label: string; url_path: string }>;
    };
    reviewRating: { rating: number; count: number };
  };
};

export type MenuItemFieldsFragment = {
  id: string;
  name: string;
  identifier: string;
  depth: number;
  position: number;
  bold: boolean;
  highlight: boolean;
  thumbnail: string | null;
  banner: string | null;
  bannerLink: string | null;
  link: { link: string; rel: string | null; target: string | null };
};

export type UspFieldsFragment = {
  id: string;
  icon: string | null;
  text: string;
  link: string | null;
};

export type ServiceNavFieldsFragment = { id: string; label: string; url_path: string };

export type FooterLogoFieldsFragment = {
  id: string;
  label: string;
  image: string;
  url: string | null;
};

export type ConfirmNewsletterMutationVariables = Exact<{
  input: NewsletterLinkInput;
}>;

export type ConfirmNewsletterMutation = {
  confirmNewsletterSubscription: {
    status: SubscriptionStatusesEnum | null;
    coupon_mailed: boolean;
  } | null;
};

export type UnsubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterLinkInput;
}>;

export type UnsubscribeNewsletterMutation = {
  unsubscribeEmailFromNewsletter: { status: SubscriptionStatusesEnum | null } | null;
};

export type PlacedOrderFragment = {
  number: string;
  order_date: string;
  status: string;
  status_code: OrderStatusEnum;
  email: string | null;
  shipping_method: string | null;
  pickup_location_code: string | null;
  items: Array<{
    id: string;
    product_name: string | null;
    product_sku: string;
    product_url_key: string | null;
    quantity_ordered: number | null;
    row_total: { value: number | null; currency: CurrencyEnum | null } | null;
  } | null> | null;
  total: { grand_total: { value: number | null; currency: CurrencyEnum | null } } | null;
  shipments: Array<{
    tracking: Array<{
      title: string;
      carrier: string;
      number: string | null;
      url: string | null;
    } | null> | null;
  } | null> | null;
};

export type GuestOrderForTrackingQueryVariables = Exact<{
  number: string;
  postcode: string;
}>;

export type GuestOrderForTrackingQuery = {
  guestOrder: {
    number: string;
    order_date: string;
    status: string;
    status_code: OrderStatusEnum;
    email: string | null;
    shipping_method: string | null;
    pickup_location_code: string | null;
    items: Array<{
      id: string;
      product_name: string | null;
      product_sku: string;
      product_url_key: string | null;
      quantity_ordered: number | null;
      row_total: { value: number | null; currency: CurrencyEnum | null } | null;
    } | null> | null;
    total: { grand_total: { value: number | null; currency: CurrencyEnum | null } } | null;
    shipments: Array<{
      tracking: Array<{
        title: string;
        carrier: string;
        number: string | null;
        url: string | null;
      } | null> | null;
    } | null> | null;
  } | null;
};

export type GuestOrderByTokenQueryVariables = Exact<{
  token: string;
}>;

export type GuestOrderByTokenQuery = {
  guestOrderByToken: {
    number: string;
    order_date: string;
    status: string;
    status_code: OrderStatusEnum;
    email: string | null;
    shipping_method: string | null;
    pickup_location_code: string | null;
    items: Array<{
      id: string;
      product_name: string | null;
      product_sku: string;
      product_url_key: string | null;
      quantity_ordered: number | null;
      row_total: { value: number | null; currency: CurrencyEnum | null } | null;
    } | null> | null;
    total: { grand_total: { value: number | null; currency: CurrencyEnum | null } } | null;
    shipments: Array<{
      tracking: Array<{
        title: string;
        carrier: string;
        number: string | null;
        url: string | null;
      } | null> | null;
    } | null> | null;
  } | null;
};

export type RecentlyViewedProductsQueryVariables = Exact<{
  skus: Array<string> | string;
  size: number;
}>;

export type RecentlyViewedProductsQuery = {
  products: {
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type ReserveInStoreMutationVariables = Exact<{
  input: ReserveInStoreInput;
}>;

export type ReserveInStoreMutation = {
  reserveInStore: {
    reservation: {
      number: string;
      sku: string;
      product_name: string;
      quantity: number;
      expires_at: string;
      store: { code: string; name: string; city: string | null };
    } | null;
  } | null;
};

export type RouteQueryVariables = Exact<{
  url: string;
}>;

export type RouteQuery = {
  route:
    | {
        __typename: 'BundleProduct';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        type_id: string | null;
        ean: string | null;
        meta_title: string | null;
        meta_description: string | null;
        productgroup_label: string | null;
        shipment_type_akeneo_label: string | null;
        energyIcon: string | null;
        product_sheet_url: string | null;
        special_to_date: string | null;
        variant_label: string | null;
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        description: { html: string } | null;
        short_description: { html: string } | null;
        categories: Array<{
          id: number | null;
          level: number | null;
          name: string | null;
          url_path: string | null;
          breadcrumbs: Array<{
            category_name: string | null;
            category_url_path: string | null;
          } | null> | null;
        } | null> | null;
        product_usps: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
        } | null> | null;
        product_variations: Array<{
          variant_label: string | null;
          sku: string | null;
          url_key: string | null;
          url_suffix: string | null;
          name: string | null;
        } | null> | null;
        price_tiers: Array<{
          quantity: number | null;
          final_price: { value: number | null; currency: CurrencyEnum | null } | null;
          discount: { percent_off: number | null } | null;
        } | null> | null;
        productCashBack: {
          title: string | null;
          name: string | null;
          description: string | null;
          button_href: string | null;
          button_label: string | null;
          content_link: string | null;
        } | null;
        bundle_combination: Array<{
          id: number | null;
          name: string | null;
          sku: string | null;
          link: string | null;
          discount_percent: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
            };
          } | null;
        } | null> | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
          pdp: boolean | null;
        } | null> | null;
        related_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        upsell_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        media_gallery_entries: Array<{
          id: number | null;
          label: string | null;
          position: number | null;
          disabled: boolean | null;
          url: string | null;
          video_content: { video_url: string | null; video_title: string | null } | null;
        } | null> | null;
        product_specifications: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
          tooltip: string | null;
          attribute_group: string | null;
        } | null> | null;
      }
    | {
        __typename: 'CategoryTree';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        id: number | null;
        name: string | null;
        url_path: string | null;
        meta_title: string | null;
        meta_description: string | null;
        pagebuilder_content: string | null;
        description_html: string | null;
        banner: {
          desktop_image: string | null;
          mobile_image: string | null;
          position: number | null;
          link: string | null;
        } | null;
        breadcrumbs: Array<{
          category_name: string | null;
          category_url_path: string | null;
        } | null> | null;
        children: Array<{
          id: number | null;
          name: string | null;
          url_path: string | null;
          product_count: number | null;
        } | null> | null;
        quick_filters: Array<{
          id: number | null;
          name: string | null;
          url_path: string | null;
        } | null> | null;
      }
    | {
        __typename: 'CmsPage';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        identifier: string;
        title: string;
        meta_title: string | null;
        meta_description: string | null;
        content: string;
      }
    | {
        __typename: 'ConfigurableProduct';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        type_id: string | null;
        ean: string | null;
        meta_title: string | null;
        meta_description: string | null;
        productgroup_label: string | null;
        shipment_type_akeneo_label: string | null;
        energyIcon: string | null;
        product_sheet_url: string | null;
        special_to_date: string | null;
        variant_label: string | null;
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        description: { html: string } | null;
        short_description: { html: string } | null;
        categories: Array<{
          id: number | null;
          level: number | null;
          name: string | null;
          url_path: string | null;
          breadcrumbs: Array<{
            category_name: string | null;
            category_url_path: string | null;
          } | null> | null;
        } | null> | null;
        product_usps: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
        } | null> | null;
        product_variations: Array<{
          variant_label: string | null;
          sku: string | null;
          url_key: string | null;
          url_suffix: string | null;
          name: string | null;
        } | null> | null;
        price_tiers: Array<{
          quantity: number | null;
          final_price: { value: number | null; currency: CurrencyEnum | null } | null;
          discount: { percent_off: number | null } | null;
        } | null> | null;
        productCashBack: {
          title: string | null;
          name: string | null;
          description: string | null;
          button_href: string | null;
          button_label: string | null;
          content_link: string | null;
        } | null;
        bundle_combination: Array<{
          id: number | null;
          name: string | null;
          sku: string | null;
          link: string | null;
          discount_percent: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
            };
          } | null;
        } | null> | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
          pdp: boolean | null;
        } | null> | null;
        related_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        upsell_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        media_gallery_entries: Array<{
          id: number | null;
          label: string | null;
          position: number | null;
          disabled: boolean | null;
          url: string | null;
          video_content: { video_url: string | null; video_title: string | null } | null;
        } | null> | null;
        product_specifications: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
          tooltip: string | null;
          attribute_group: string | null;
        } | null> | null;
      }
    | {
        __typename: 'SimpleProduct';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        type_id: string | null;
        ean: string | null;
        meta_title: string | null;
        meta_description: string | null;
        productgroup_label: string | null;
        shipment_type_akeneo_label: string | null;
        energyIcon: string | null;
        product_sheet_url: string | null;
        special_to_date: string | null;
        variant_label: string | null;
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        description: { html: string } | null;
        short_description: { html: string } | null;
        categories: Array<{
          id: number | null;
          level: number | null;
          name: string | null;
          url_path: string | null;
          breadcrumbs: Array<{
            category_name: string | null;
            category_url_path: string | null;
          } | null> | null;
        } | null> | null;
        product_usps: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
        } | null> | null;
        product_variations: Array<{
          variant_label: string | null;
          sku: string | null;
          url_key: string | null;
          url_suffix: string | null;
          name: string | null;
        } | null> | null;
        price_tiers: Array<{
          quantity: number | null;
          final_price: { value: number | null; currency: CurrencyEnum | null } | null;
          discount: { percent_off: number | null } | null;
        } | null> | null;
        productCashBack: {
          title: string | null;
          name: string | null;
          description: string | null;
          button_href: string | null;
          button_label: string | null;
          content_link: string | null;
        } | null;
        bundle_combination: Array<{
          id: number | null;
          name: string | null;
          sku: string | null;
          link: string | null;
          discount_percent: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
            };
          } | null;
        } | null> | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
          pdp: boolean | null;
        } | null> | null;
        related_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        upsell_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              energyIcon: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        media_gallery_entries: Array<{
          id: number | null;
          label: string | null;
          position: number | null;
          disabled: boolean | null;
          url: string | null;
          video_content: { video_url: string | null; video_title: string | null } | null;
        } | null> | null;
        product_specifications: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
          tooltip: string | null;
          attribute_group: string | null;
        } | null> | null;
      }
    | null;
};

export type GetAutocompleteResultsQueryVariables = Exact<{
  inputText: string;
  pageSize: number;
  categoryPageSize: number;
  withCmsPages: boolean;
  cmsPageSize: number;
}>;

export type GetAutocompleteResultsQuery = {
  categories: {
    total_count: number | null;
    items: Array<{
      id: number | null;
      name: string | null;
      url_path: string | null;
      image: string | null;
      breadcrumbs: Array<{
        category_name: string | null;
        category_url_path: string | null;
        category_level: number | null;
      } | null> | null;
    } | null> | null;
  } | null;
  products: {
    total_count: number | null;
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          ean: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          shouldDisplayPrice: boolean | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } };
          };
        }
      | {
          id: number | null;
          sku: string | null;
          ean: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          shouldDisplayPrice: boolean | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } };
          };
        }
      | {
          id: number | null;
          sku: string | null;
          ean: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          shouldDisplayPrice: boolean | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } };
          };
        }
      | null
    > | null;
    suggestions: Array<{ search: string } | null> | null;
  } | null;
  cmsPages?: { items: Array<{ identifier: string; url_key: string; title: string }> } | null;
};

export type AutocompleteSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type AutocompleteSettingsQuery = {
  storeConfig: {
    autocomplete_categories_limit: number | null;
    autocomplete_products_limit: number | null;
    autocomplete_suggestions_limit: number | null;
    autocomplete_cms_pages_limit: number | null;
    autocomplete_ean_limit: number | null;
    autocomplete_order: Array<string | null> | null;
  } | null;
};

export type SearchProductsQueryVariables = Exact<{
  search: string;
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize: number;
  currentPage: number;
  sort?: ProductAttributeSortInput | null | undefined;
}>;

export type SearchProductsQuery = {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
    items: Array<
      | {
          ean: string | null;
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          ean: string | null;
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          ean: string | null;
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          energyIcon: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
    aggregations: Array<{
      label: string | null;
      attribute_code: string;
      type: string | null;
      tooltip: string | null;
      options: Array<{
        label: string | null;
        value: string;
        count: number | null;
        swatch_data: { type: string | null; value: string | null } | null;
      } | null> | null;
    } | null> | null;
    suggestions: Array<{ search: string } | null> | null;
  } | null;
};

export type TopCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type TopCategoriesQuery = {
  categories: {
    items: Array<{
      id: number | null;
      name: string | null;
      url_path: string | null;
      image: string | null;
      include_in_menu: number | null;
    } | null> | null;
  } | null;
};

export type SiteMapQueryVariables = Exact<{ [key: string]: never }>;

export type SiteMapQuery = {
  siteMap: {
    categories: Array<{
      id: number;
      parent_id: number | null;
      name: string;
      url_path: string;
      level: number;
      longtail: boolean;
    }>;
    cms_pages: Array<{ title: string; url_key: string }>;
    stores: Array<{ code: string; name: string; city: string }>;
  };
};

export type PhysicalStoreFieldsFragment = {
  code: string;
  name: string;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  opening_hours: Array<{
    weekday: number;
    open: string | null;
    close: string | null;
  } | null> | null;
};

export type PhysicalStoresQueryVariables = Exact<{ [key: string]: never }>;

export type PhysicalStoresQuery = {
  physicalStores: Array<{
    code: string;
    name: string;
    street: string | null;
    postcode: string | null;
    city: string | null;
    country: string | null;
    phone: string | null;
    email: string | null;
    latitude: number | null;
    longitude: number | null;
    opening_hours: Array<{
      weekday: number;
      open: string | null;
      close: string | null;
    } | null> | null;
  } | null> | null;
};

export type PhysicalStoreQueryVariables = Exact<{
  code: string;
}>;

export type PhysicalStoreQuery = {
  physicalStore: {
    code: string;
    name: string;
    street: string | null;
    postcode: string | null;
    city: string | null;
    country: string | null;
    phone: string | null;
    email: string | null;
    latitude: number | null;
    longitude: number | null;
    opening_hours: Array<{
      weekday: number;
      open: string | null;
      close: string | null;
    } | null> | null;
  } | null;
};

export type ProductInStoresQueryVariables = Exact<{
  sku: string;
}>;

export type ProductInStoresQuery = {
  products: {
    items: Array<
      | {
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          stock: Array<{ store_code: string; qty: number; in_stock: boolean } | null> | null;
        }
      | {
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          stock: Array<{ store_code: string; qty: number; in_stock: boolean } | null> | null;
        }
      | {
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          stock: Array<{ store_code: string; qty: number; in_stock: boolean } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type ProductStocksQueryVariables = Exact<{
  skus: Array<string> | string;
}>;

export type ProductStocksQuery = {
  productStocks: Array<{
    sku: string;
    stock: Array<{
      store_code: string;
      store_name: string;
      city: string | null;
      qty: number;
      in_stock: boolean;
    }>;
  } | null> | null;
};

export type CustomerWishlistQueryVariables = Exact<{ [key: string]: never }>;

export type CustomerWishlistQuery = {
  customer: {
    wishlists: Array<{
      id: string | null;
      items_v2: {
        items: Array<
          | {
              id: string;
              added_at: string;
              product:
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | null;
            }
          | {
              id: string;
              added_at: string;
              configured_variant:
                | {
                    sku: string | null;
                    name: string | null;
                    stock_status: ProductStockStatus | null;
                  }
                | {
                    sku: string | null;
                    name: string | null;
                    stock_status: ProductStockStatus | null;
                  }
                | {
                    sku: string | null;
                    name: string | null;
                    stock_status: ProductStockStatus | null;
                  }
                | null;
              product:
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | null;
            }
          | {
              id: string;
              added_at: string;
              product:
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | {
                    id: number | null;
                    sku: string | null;
                    name: string | null;
                    url_key: string | null;
                    url_suffix: string | null;
                    brand_label: string | null;
                    product_status_label: string | null;
                    shouldDisplayPrice: boolean | null;
                    out_of_assortment: boolean | null;
                    stock_status: ProductStockStatus | null;
                    energy_class_label: string | null;
                    energyIcon: string | null;
                    rating_summary: number | null;
                    review_count: number | null;
                    small_image: { url: string | null; label: string | null } | null;
                    price_range: {
                      minimum_price: {
                        regular_price: { value: number | null; currency: CurrencyEnum | null };
                        final_price: { value: number | null; currency: CurrencyEnum | null };
                        discount: { percent_off: number | null } | null;
                      };
                    };
                    installmentPrice: {
                      value: number | null;
                      currency: CurrencyEnum | null;
                    } | null;
                    energy_label: { url: string | null; label: string | null } | null;
                    product_labels: Array<{
                      code: string | null;
                      label: string | null;
                      color: string | null;
                    } | null> | null;
                  }
                | null;
            }
          | null
        >;
      } | null;
    } | null>;
  } | null;
};

export type WishlistEntriesQueryVariables = Exact<{ [key: string]: never }>;

export type WishlistEntriesQuery = {
  customer: {
    wishlists: Array<{
      id: string | null;
      items_v2: {
        items: Array<
          | {
              id: string;
              product:
                { sku: string | null } | { sku: string | null } | { sku: string | null } | null;
            }
          | {
              id: string;
              product:
                { sku: string | null } | { sku: string | null } | { sku: string | null } | null;
            }
          | {
              id: string;
              product:
                { sku: string | null } | { sku: string | null } | { sku: string | null } | null;
            }
          | null
        >;
      } | null;
    } | null>;
  } | null;
};

export type AddToWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  items: Array<WishlistItemInput> | WishlistItemInput;
}>;

export type AddToWishlistMutation = {
  addProductsToWishlist: {
    wishlist: { items_count: number | null };
    user_errors: Array<{ code: WishListUserInputErrorType; message: string }>;
  } | null;
};

export type RemoveFromWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  ids: Array<string | number> | string | number;
}>;

export type RemoveFromWishlistMutation = {
  removeProductsFromWishlist: {
    wishlist: { items_count: number | null };
    user_errors: Array<{ code: WishListUserInputErrorType; message: string }>;
  } | null;
};

export const AccountAddressFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountAddress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customer_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'default_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'default_billing' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountAddressFragment, unknown>;
export const AccountOrderSummaryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountOrderSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'total' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountOrderSummaryFragment, unknown>;
export const AccountOrderAddressFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountOrderAddress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountOrderAddressFragment, unknown>;
export const CartMoneyFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartMoneyFragment, unknown>;
export const CartItemProductFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartItemProductFragment, unknown>;
export const CartFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const BrandFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BrandFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Brand' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BrandFieldsFragment, unknown>;
export const CategoryPageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'description_html' },
            name: { kind: 'Name', value: 'description' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pagebuilder_content' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'desktop_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobile_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breadcrumbs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'children' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quick_filters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryPageFragment, unknown>;
export const FacetFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Facet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Aggregation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'swatch_data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FacetFragment, unknown>;
export const ProductCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const ProductMediaFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductMediaFragment, unknown>;
export const ProductPageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'short_description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productgroup_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipment_type_akeneo_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_sheet_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breadcrumbs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_usps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_variations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_tiers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'final_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent_off' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productCashBack' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bundle_combination' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discount_percent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'small_image' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price_range' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'minimum_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'regular_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'final_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pdp' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'related_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upsell_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductPageFragment, unknown>;
export const VariantDataFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantData' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VariantDataFragment, unknown>;
export const CheckoutMoneyFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckoutMoneyFragment, unknown>;
export const CheckoutAddressFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutAddress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customer_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckoutAddressFragment, unknown>;
export const CheckoutCartFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutCart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'small_image' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_incl_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_incl_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutAddress' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logo' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'issuers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'required_fields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'issuer_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutAddress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customer_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckoutCartFragment, unknown>;
export const CmsPageContentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageContent' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageContentFragment, unknown>;
export const MenuItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highlight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannerLink' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'link' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'target' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemFieldsFragment, unknown>;
export const UspFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UspFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usp' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UspFieldsFragment, unknown>;
export const ServiceNavFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceNavFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceNavItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceNavFieldsFragment, unknown>;
export const FooterLogoFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FooterLogoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FooterLogo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FooterLogoFieldsFragment, unknown>;
export const PlacedOrderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlacedOrder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity_ordered' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'row_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'total' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tracking' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlacedOrderFragment, unknown>;
export const PhysicalStoreFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PhysicalStoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PhysicalStore' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'opening_hours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'close' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PhysicalStoreFieldsFragment, unknown>;
export const ConfirmCustomerEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmCustomerEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfirmEmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmCustomerEmailMutation, ConfirmCustomerEmailMutationVariables>;
export const PasswordResetTokenValidDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PasswordResetTokenValid' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'resetPasswordToken' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'isPasswordResetTokenValid' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'resetPasswordToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'resetPasswordToken' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PasswordResetTokenValidQuery, PasswordResetTokenValidQueryVariables>;
export const AccountCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountCustomer' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'dutchAddressLookupAvailable' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_subscribed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'newsletter_status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'addresses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountAddress' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountAddress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customer_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'default_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'default_billing' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountCustomerQuery, AccountCustomerQueryVariables>;
export const AccountOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerOrdersFilterInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orders' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'currentPage' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'pageSize' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'filter' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'AccountOrderSummary' },
                            },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'page_info' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'current_page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total_pages' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountOrderSummary' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'total' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orders' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'filter' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'number' },
                            value: {
                              kind: 'ObjectValue',
                              fields: [
                                {
                                  kind: 'ObjectField',
                                  name: { kind: 'Name', value: 'eq' },
                                  value: {
                                    kind: 'Variable',
                                    name: { kind: 'Name', value: 'number' },
                                  },
                                },
                              ],
                            },
                          },
                        ],
                      },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'pageSize' },
                      value: { kind: 'IntValue', value: '1' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'PlacedOrder' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'shipping_address' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'AccountOrderAddress' },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'billing_address' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'AccountOrderAddress' },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'payment_methods' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'total' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'subtotal' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'currency' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'total_shipping' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'currency' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'total_tax' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'currency' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'grand_total' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'currency' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlacedOrder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity_ordered' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'row_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'total' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tracking' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountOrderAddress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountOrderQuery, AccountOrderQueryVariables>;
export const CreateCustomerAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCustomerAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCustomerAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const UpdateCustomerAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCustomerAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCustomerAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const DeleteCustomerAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteCustomerAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteCustomerAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const CreateGuestCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateGuestCart' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createGuestCart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateGuestCartMutation, CreateGuestCartMutationVariables>;
export const AddProductsToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddProductsToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartItems' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'CartItemInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addProductsToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cartId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cartItems' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cartItems' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user_errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const UpdateCartItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCartItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateCartItemsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCartItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const RemoveItemFromCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveItemFromCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RemoveItemFromCartInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeItemFromCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const ApplyCouponToCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApplyCouponToCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApplyCouponToCartInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applyCouponToCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const RemoveCouponFromCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCouponFromCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RemoveCouponFromCartInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeCouponFromCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const ShopperCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopperCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cart_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopperCartQuery, ShopperCartQueryVariables>;
export const BrandsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Brands' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BrandFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BrandFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Brand' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BrandsQuery, BrandsQueryVariables>;
export const BrandDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Brand' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brand' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'url_key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BrandFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BrandFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Brand' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BrandQuery, BrandQueryVariables>;
export const ListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Listing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeFilterInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeSortInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'total_pages' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'aggregations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Facet' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Facet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Aggregation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'swatch_data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListingQuery, ListingQueryVariables>;
export const VariantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Variants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'sku' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'eq' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'ConfigurableProduct' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'configurable_options' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'attribute_code' },
                                  },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'values' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'value_index' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'swatch_data' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'type' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'value' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'variants' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'attributes' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'value_index' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'product' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'FragmentSpread',
                                          name: { kind: 'Name', value: 'VariantData' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantData' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VariantsQuery, VariantsQueryVariables>;
export const CheckoutCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckoutCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cart_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutCart' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'physicalStores' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'dutchAddressLookupAvailable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutAddress' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CartAddressInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'country' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customer_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CheckoutCart' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'small_image' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutAddress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'available_shipping_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_incl_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_incl_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CheckoutMoney' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billing_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CheckoutAddress' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'available_payment_methods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'logo' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'issuers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'required_fields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selected_payment_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'issuer_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const SetGuestEmailOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetGuestEmailOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setGuestEmailOnCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'email' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetShippingAddressesOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetShippingAddressesOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'address' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setShippingAddressesOnCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'shipping_addresses' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'Variable', name: { kind: 'Name', value: 'address' } }],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'shipping_addresses' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'available_shipping_methods' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetShippingAddressesOnCartMutation,
  SetShippingAddressesOnCartMutationVariables
>;
export const SetBillingAddressOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetBillingAddressOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billing' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BillingAddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setBillingAddressOnCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'billing_address' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'billing' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetBillingAddressOnCartMutation,
  SetBillingAddressOnCartMutationVariables
>;
export const SetShippingMethodsOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetShippingMethodsOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingMethodInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setShippingMethodsOnCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'shipping_methods' },
                      value: {
                        kind: 'ListValue',
                        values: [{ kind: 'Variable', name: { kind: 'Name', value: 'method' } }],
                      },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetShippingMethodsOnCartMutation,
  SetShippingMethodsOnCartMutationVariables
>;
export const SetPaymentMethodOnCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetPaymentMethodOnCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentMethodInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPaymentMethodOnCart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'payment_method' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetPaymentMethodOnCartMutation,
  SetPaymentMethodOnCartMutationVariables
>;
export const PlaceOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PlaceOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'placeOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orderV2' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const PaynlStartTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PaynlStartTransaction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'returnUrl' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paynlStartTransaction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'order_token' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'return_url' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'returnUrl' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pay_order_id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaynlStartTransactionMutation, PaynlStartTransactionMutationVariables>;
export const PaynlFinishTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PaynlFinishTransaction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payOrderId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paynlFinishTransaction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'pay_order_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'payOrderId' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isSuccess' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order_token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cart_id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  PaynlFinishTransactionMutation,
  PaynlFinishTransactionMutationVariables
>;
export const CancelPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'cart_id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'cartId' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelPaymentMutation, CancelPaymentMutationVariables>;
export const DutchAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DutchAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postcode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'houseNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'addition' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dutchAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postcode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postcode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'house_number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'houseNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'addition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'addition' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DutchAddressQuery, DutchAddressQueryVariables>;
export const CompareProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompareProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'sku' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'in' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product_specifications' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompareProductsQuery, CompareProductsQueryVariables>;
export const ActiveDealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ActiveDeal' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activeDeal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end_date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dark_or_light' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action_type' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActiveDealQuery, ActiveDealQueryVariables>;
export const BlockCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlockCategories' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'ids' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'in' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlockCategoriesQuery, BlockCategoriesQueryVariables>;
export const ProductsByUrlKeysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductsByUrlKeys' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'urlKeys' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'url_key' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'in' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'urlKeys' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsByUrlKeysQuery, ProductsByUrlKeysQueryVariables>;
export const ProductsByCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductsByCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'category_id' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'eq' },
                            value: {
                              kind: 'Variable',
                              name: { kind: 'Name', value: 'categoryId' },
                            },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsByCategoryQuery, ProductsByCategoryQueryVariables>;
export const CmsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageContent' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageContent' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageQuery, CmsPageQueryVariables>;
export const CmsPagePreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPagePreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPagePreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageContent' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageContent' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPagePreviewQuery, CmsPagePreviewQueryVariables>;
export const CustomerCartIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerCartId' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerCart' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerCartIdQuery, CustomerCartIdQueryVariables>;
export const MergeGuestCartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MergeGuestCart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceCartId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mergeCarts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'source_cart_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceCartId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MergeGuestCartMutation, MergeGuestCartMutationVariables>;
export const ReorderItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReorderItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reorderItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderNumber' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cart' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'userInputErrors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartMoney' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Money' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartItemProduct' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Cart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_active' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applied_coupons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_including_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'subtotal_excluding_tax' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applied_taxes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'in_store_discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'free_shipping_remaining' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_addresses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'selected_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method_code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'uid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_available' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartItemProduct' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total_including_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_item_discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CartMoney' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ConfigurableCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configurable_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'option_label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value_label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'configured_variant' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'small_image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BundleCartItem' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bundle_options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'values' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReorderItemsMutation, ReorderItemsMutationVariables>;
export const OrderProductNamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderProductNames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderNumber' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orders' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'filter' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'number' },
                            value: {
                              kind: 'ObjectValue',
                              fields: [
                                {
                                  kind: 'ObjectField',
                                  name: { kind: 'Name', value: 'eq' },
                                  value: {
                                    kind: 'Variable',
                                    name: { kind: 'Name', value: 'orderNumber' },
                                  },
                                },
                              ],
                            },
                          },
                        ],
                      },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'pageSize' },
                      value: { kind: 'IntValue', value: '1' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderProductNamesQuery, OrderProductNamesQueryVariables>;
export const SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generateCustomerToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeCustomerToken' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'result' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const RegisterCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterCustomer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerCreateInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCustomerV2' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'email' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordResetEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'resetPasswordToken' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'resetPasswordToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'resetPasswordToken' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SubscribeToNewsletterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribeToNewsletter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscribeEmailToNewsletter' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables>;
export const SendContactFormDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendContactForm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactUsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contactUs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendContactFormMutation, SendContactFormMutationVariables>;
export const UpdateCustomerDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCustomerDetails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerUpdateInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCustomerV2' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCustomerDetailsMutation, UpdateCustomerDetailsMutationVariables>;
export const ChangeCustomerPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeCustomerPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeCustomerPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPassword' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ChangeCustomerPasswordMutation,
  ChangeCustomerPasswordMutationVariables
>;
export const ShopperAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopperAccount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopperAccountQuery, ShopperAccountQueryVariables>;
export const ShopperWishlistSkusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopperWishlistSkus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'wishlists' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items_v2' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'pageSize' },
                            value: { kind: 'IntValue', value: '100' },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'product' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopperWishlistSkusQuery, ShopperWishlistSkusQueryVariables>;
export const LayoutDataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LayoutData' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'layoutData' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'generalInformation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'storeName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openingHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openingHour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'closingHour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openingDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chamberOfCommerce' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'menuItems' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'children' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'MenuItemFields' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'children' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'MenuItemFields' },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'footerItems' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'children' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'usps' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'general' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UspFields' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'account' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UspFields' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'serviceNavItems' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServiceNavFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'footer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'paymentLogos' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FooterLogoFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'certificates' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FooterLogoFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'socialLinks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'serviceLinks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'ServiceNavFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'minimalHeader' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minimalFooter' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reviewRating' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highlight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannerLink' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'link' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'target' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UspFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usp' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceNavFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceNavItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FooterLogoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FooterLogo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LayoutDataQuery, LayoutDataQueryVariables>;
export const ConfirmNewsletterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmNewsletter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsletterLinkInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmNewsletterSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coupon_mailed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnsubscribeNewsletter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsletterLinkInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unsubscribeEmailFromNewsletter' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const GuestOrderForTrackingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GuestOrderForTracking' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postcode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'guestOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'number' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'postcode' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'postcode' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlacedOrder' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlacedOrder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity_ordered' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'row_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'total' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tracking' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GuestOrderForTrackingQuery, GuestOrderForTrackingQueryVariables>;
export const GuestOrderByTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GuestOrderByToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'guestOrderByToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'token' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlacedOrder' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlacedOrder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity_ordered' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'row_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'total' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'grand_total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tracking' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GuestOrderByTokenQuery, GuestOrderByTokenQueryVariables>;
export const RecentlyViewedProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RecentlyViewedProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'sku' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'in' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>;
export const ReserveInStoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReserveInStore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReserveInStoreInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reserveInStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reservation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'store' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReserveInStoreMutation, ReserveInStoreMutationVariables>;
export const RouteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Route' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'route' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'url' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redirect_code' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CategoryTree' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryPage' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ProductInterface' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductPage' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageContent' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'description_html' },
            name: { kind: 'Name', value: 'description' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pagebuilder_content' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'desktop_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobile_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breadcrumbs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'children' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quick_filters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'short_description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productgroup_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipment_type_akeneo_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_sheet_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breadcrumbs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_usps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_variations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_tiers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'final_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent_off' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productCashBack' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bundle_combination' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discount_percent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'small_image' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price_range' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'minimum_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'regular_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'final_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pdp' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'related_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upsell_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageContent' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RouteQuery, RouteQueryVariables>;
export const GetAutocompleteResultsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetAutocompleteResults' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryPageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withCmsPages' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cmsPageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'name' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'match' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryPageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'breadcrumbs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category_level' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'autocomplete' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'small_image' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_range' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'minimum_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'final_price' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'currency' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'suggestions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'search' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cmsPageSize' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withCmsPages' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetAutocompleteResultsQuery, GetAutocompleteResultsQueryVariables>;
export const AutocompleteSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AutocompleteSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_categories_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_products_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_suggestions_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_cms_pages_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_ean_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_order' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AutocompleteSettingsQuery, AutocompleteSettingsQueryVariables>;
export const SearchProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeFilterInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeSortInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'current_page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total_pages' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'aggregations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Facet' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'suggestions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'search' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Facet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Aggregation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'swatch_data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchProductsQuery, SearchProductsQueryVariables>;
export const TopCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TopCategories' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '20' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'include_in_menu' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopCategoriesQuery, TopCategoriesQueryVariables>;
export const SiteMapDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SiteMap' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'siteMap' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'categories' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parent_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'longtail' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cms_pages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SiteMapQuery, SiteMapQueryVariables>;
export const PhysicalStoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PhysicalStores' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'physicalStores' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PhysicalStoreFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PhysicalStoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PhysicalStore' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'opening_hours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'close' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PhysicalStoresQuery, PhysicalStoresQueryVariables>;
export const PhysicalStoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PhysicalStore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'physicalStore' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PhysicalStoreFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PhysicalStoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PhysicalStore' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'opening_hours' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'close' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PhysicalStoreQuery, PhysicalStoreQueryVariables>;
export const ProductInStoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductInStores' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'sku' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'eq' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '1' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'stock' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'qty' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductInStoresQuery, ProductInStoresQueryVariables>;
export const ProductStocksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductStocks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productStocks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skus' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stock' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'qty' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductStocksQuery, ProductStocksQueryVariables>;
export const CustomerWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerWishlist' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'wishlists' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items_v2' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'pageSize' },
                            value: { kind: 'IntValue', value: '100' },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'added_at' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'product' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'FragmentSpread',
                                          name: { kind: 'Name', value: 'ProductCard' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'InlineFragment',
                                    typeCondition: {
                                      kind: 'NamedType',
                                      name: { kind: 'Name', value: 'ConfigurableWishlistItem' },
                                    },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'configured_variant' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'sku' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'name' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'stock_status' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerWishlistQuery, CustomerWishlistQueryVariables>;
export const WishlistEntriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WishlistEntries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'wishlists' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items_v2' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'pageSize' },
                            value: { kind: 'IntValue', value: '100' },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'product' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WishlistEntriesQuery, WishlistEntriesQueryVariables>;
export const AddToWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddToWishlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wishlistId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'items' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'WishlistItemInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addProductsToWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wishlistId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wishlistId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wishlistItems' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'items' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'wishlist' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'items_count' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user_errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const RemoveFromWishlistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFromWishlist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wishlistId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeProductsFromWishlist' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wishlistId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wishlistId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wishlistItemsIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'wishlist' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'items_count' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user_errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;
