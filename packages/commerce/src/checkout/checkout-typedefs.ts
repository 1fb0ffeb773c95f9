/**
 * Checkout's part of the contract: payment method choice and order placement in Magento 2.4's
 * names, and starting/finishing the payment in the names of Pay.'s headless Magento add-on
 * (paynl/magento2-graphql: paynlStartTransaction, paynlFinishTransaction).
 */
export const checkoutTypeDefs = /* GraphQL */ `
  extend type Mutation {
    setPaymentMethodOnCart(input: SetPaymentMethodOnCartInput): SetPaymentMethodOnCartOutput
    """
    Re-prices the cart, checks e-mail, addresses, shipping and payment method, reserves stock and
    creates the order (pending payment) in one transaction, deactivating the cart and writing the
    confirmation mail to the outbox. Problems come back in errors, never half an order.
    """
    placeOrder(input: PlaceOrderInput): PlaceOrderOutput
    """
    Starts the payment of a placed order at the provider; the shopper goes to redirectUrl and
    comes back to return_url (which must be the shop's own).
    """
    paynlStartTransaction(input: PaynlStartTransactionInput!): PaynlStartTransactionOutput
    """
    The return page's call: reads the payment's status from the provider (never from the URL)
    and applies it to the order, once however often it is called.
    """
    paynlFinishTransaction(input: PaynlFinishTransactionInput!): PaynlFinishTransactionOutput
    """
    spec §4 cancelPayment: the shopper gave up paying (or placing failed after the order was
    written): cancels the unpaid order, releases its stock and gives the cart back intact.
    """
    cancelPayment(input: CancelPaymentInput!): CancelPaymentOutput
  }

  input SetPaymentMethodOnCartInput {
    cart_id: String!
    payment_method: PaymentMethodInput!
  }

  input PaymentMethodInput {
    "A code from available_payment_methods, e.g. paynl_payment_ideal."
    code: String!
    purchase_order_number: String
    "Shop extension: what the method asks of the shopper (spec §3 Payment)."
    paynl: PaynlPaymentInput
  }

  input PaynlPaymentInput {
    "iDEAL bank, only when the method lists issuers (iDEAL 2.0 has none)."
    issuer_id: String
    "YYYY-MM-DD (Riverty, in3)."
    date_of_birth: String
    gender: PaynlGender
    telephone: String
  }

  "spec §3 Payment gender choice: Mr, Mrs, Miss."
  enum PaynlGender {
    MR
    MRS
    MISS
  }

  type SetPaymentMethodOnCartOutput {
    cart: Cart!
  }

  type AvailablePaymentMethod {
    code: String!
    title: String!
    "Shop extension: the method's logo, below /media."
    logo: String
    "Shop extension: banks to choose from; empty for iDEAL 2.0."
    issuers: [PaymentIssuer!]!
    "Shop extension: fields the shopper must fill in for this method."
    required_fields: [PaymentFieldEnum!]!
    "Shop extension: the order total the method accepts."
    min_amount: Money
    max_amount: Money
  }

  enum PaymentFieldEnum {
    ISSUER
    DATE_OF_BIRTH
    GENDER
    TELEPHONE
  }

  type PaymentIssuer {
    id: String!
    name: String!
  }

  type SelectedPaymentMethod {
    code: String!
    title: String!
    purchase_order_number: String
    issuer_id: String
  }

  input PlaceOrderInput {
    cart_id: String!
  }

  type PlaceOrderOutput {
    orderV2: CustomerOrder
    errors: [PlaceOrderError]!
  }

  type PlaceOrderError {
    code: PlaceOrderErrorCodes!
    message: String!
    "Shop extension: why, finer than the code and stable, for a shop to say it in the shopper's language."
    reason: String!
    "Shop extension: the values the reason names."
    params: [ErrorParameter!]!
  }

  enum PlaceOrderErrorCodes {
    CART_NOT_FOUND
    CART_NOT_ACTIVE
    GUEST_EMAIL_MISSING
    UNABLE_TO_PLACE_ORDER
    UNDEFINED
  }

  input PaynlStartTransactionInput {
    "The order's token (CustomerOrder.token): only whoever placed the order knows it."
    order_token: String!
    return_url: String!
  }

  type PaynlStartTransactionOutput {
    redirectUrl: String
    "The provider's order id, for the return page."
    pay_order_id: String
  }

  input PaynlFinishTransactionInput {
    "The provider's order id, as the return URL carries it (its id parameter)."
    pay_order_id: String!
  }

  type PaynlFinishTransactionOutput {
    "PAID, PENDING, CANCELLED, DENIED or EXPIRED, as read from the provider."
    state: PaymentStateEnum!
    isSuccess: Boolean!
    order_number: String
    order_token: String
    "The cart given back when the payment failed (state CANCELLED, DENIED or EXPIRED)."
    cart_id: String
  }

  enum PaymentStateEnum {
    PENDING
    PAID
    CANCELLED
    DENIED
    EXPIRED
  }

  input CancelPaymentInput {
    cart_id: String!
  }

  type CancelPaymentOutput {
    cart: Cart
  }
`;
