/**
 * Orders' part of the contract, in Magento 2.4's SalesGraphQl names (CustomerOrder, guestOrder),
 * plus the shop staff's mutations, which need the admin API key (X-Admin-Key header).
 */
export const ordersTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    A placed order by number and postcode (the tracking page), or number and e-mail address.
    A wrong number, postcode or e-mail address all answer the same: not found. The answer holds
    what the tracking page shows: no token, no addresses, the e-mail address masked. Wrong
    answers are throttled per order number and per client address (ADR 0014): a locked lookup
    is TOO_MANY_REQUESTS with extensions.retryAfterSeconds.
    """
    guestOrder(input: GuestOrderInformationInput!): CustomerOrder
    "A placed order by its token (the success page)."
    guestOrderByToken(input: OrderTokenInput!): CustomerOrder
  }

  extend type Mutation {
    "Shop staff: processing → ready to ship. Needs the admin API key."
    adminMarkOrderReadyToShip(number: String!): CustomerOrder
    "Shop staff: → shipped with a track & trace code; mails the shopper the link."
    adminShipOrder(input: AdminShipOrderInput!): CustomerOrder
    "Shop staff: shipped → delivered."
    adminDeliverOrder(number: String!): CustomerOrder
  }

  input GuestOrderInformationInput {
    number: String!
    postcode: String
    email: String
    lastname: String
  }

  input OrderTokenInput {
    token: String!
  }

  input AdminShipOrderInput {
    number: String!
    tracking_number: String!
    "Carrier code, default postnl."
    carrier: String
  }

  enum OrderStatusEnum {
    PENDING_PAYMENT
    PROCESSING
    READY_TO_SHIP
    SHIPPED
    DELIVERED
    CANCELED
  }

  type CustomerOrder {
    id: ID!
    number: String!
    """
    Secret of the guest who placed it: reads the order on the success page and starts its
    payment. Null in an order found by number and postcode (guestOrder).
    """
    token: String
    email: String
    order_date: String!
    "Human label of status_code."
    status: String!
    status_code: OrderStatusEnum!
    items: [OrderItem]
    total: OrderTotal
    shipping_address: OrderAddress
    billing_address: OrderAddress
    shipping_method: String
    "Shop extension: the store the order is collected from, for pickup orders."
    pickup_location_code: String
    payment_methods: [OrderPaymentMethod]
    shipments: [OrderShipment]
  }

  type OrderItem {
    id: ID!
    product_name: String
    product_sku: String!
    product_url_key: String
    quantity_ordered: Float
    product_sale_price: Money!
    "Shop extension: quantity times sale price."
    row_total: Money
  }

  type OrderTotal {
    subtotal: Money!
    grand_total: Money!
    total_tax: Money!
    total_shipping: Money!
    taxes: [TaxItem]
    discounts: [Discount]
  }

  type TaxItem {
    amount: Money!
    rate: Float!
    title: String!
  }

  type OrderAddress {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    company: String
    street: [String]!
    city: String!
    postcode: String
    country_code: String
    telephone: String
    vat_id: String
    "Shop extension (spec §3): the business's PO or reference number."
    reference: String
  }

  type OrderPaymentMethod {
    name: String!
    type: String!
  }

  type OrderShipment {
    id: ID!
    number: String
    tracking: [ShipmentTracking]
  }

  type ShipmentTracking {
    title: String!
    carrier: String!
    number: String
    "Shop extension: the carrier's track & trace page."
    url: String
  }
`;
