/** Who the cart is for: the e-mail address and the shipping (or pickup) and billing addresses. */
export const cartAddressTypeDefs = /* GraphQL */ `
  input SetGuestEmailOnCartInput {
    cart_id: String!
    email: String!
  }

  type SetGuestEmailOnCartOutput {
    cart: Cart!
  }

  input SetShippingAddressesOnCartInput {
    cart_id: String!
    shipping_addresses: [ShippingAddressInput]!
  }

  input ShippingAddressInput {
    address: CartAddressInput
    "An address from the signed-in customer's book; another customer's id is not found."
    customer_address_id: Int
    customer_notes: String
    "Magento's in-store pickup: the store the order is collected from (with carrier instore)."
    pickup_location_code: String
  }

  input CartAddressInput {
    "spec §3 salutation."
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    "spec §3 street lines: street, house number, addition."
    street: [String]!
    city: String!
    region: String
    region_id: Int
    postcode: String
    country_code: String!
    telephone: String
    vat_id: String
    "Saves the address in the signed-in customer's address book when the order is placed."
    save_in_address_book: Boolean
    "Shop extension (spec §3 make-default flag): with save_in_address_book, make it the default."
    make_default: Boolean
    "Shop extension (spec §3): personal or business customer."
    customer_type: CustomerTypeEnum
    "Shop extension (spec §3): PO or reference number."
    reference: String
  }

  enum CustomerTypeEnum {
    PERSONAL
    BUSINESS
  }

  type CartAddressCountry {
    code: String!
    label: String!
  }

  interface CartAddressInterface {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    street: [String]!
    city: String!
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
    customer_type: CustomerTypeEnum
    reference: String
  }

  type ShippingCartAddress implements CartAddressInterface {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    street: [String]!
    city: String!
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
    customer_type: CustomerTypeEnum
    reference: String
    customer_notes: String
    pickup_location_code: String
    available_shipping_methods: [AvailableShippingMethod]
    selected_shipping_method: SelectedShippingMethod
  }

  type BillingCartAddress implements CartAddressInterface {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    street: [String]!
    city: String!
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
    customer_type: CustomerTypeEnum
    reference: String
  }

  input SetBillingAddressOnCartInput {
    cart_id: String!
    billing_address: BillingAddressInput!
  }

  input BillingAddressInput {
    address: CartAddressInput
    customer_address_id: Int
    same_as_shipping: Boolean
  }

  type SetBillingAddressOnCartOutput {
    cart: Cart!
  }

  type SetShippingAddressesOnCartOutput {
    cart: Cart!
  }
`;
