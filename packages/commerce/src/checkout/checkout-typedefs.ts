/**
 * Checkout's part of the contract: payment method choice and order placement in Magento 2.4's
 * names, and starting/finishing the payment in the names of Pay.'s headless Magento add-on
 * (paynl/magento2-graphql: paynlStartTransaction, paynlFinishTransaction).
 */
export const checkoutTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Shop staff: payments that took money no order keeps (a second payment of a paid order, or a
    payment of a cancelled one), newest first. Staff refund them at Pay. Needs the admin API key.
    """
    adminPaymentsNeedingAttention: [AdminPaymentAttention!]!
  }

  extend type Mutation {
    setPaymentMethodOnCart(input: SetPaymentMethodOnCartInput): SetPaymentMethodOnCartOutput
    """
    Re-prices the cart, checks e-mail, addresses, shipping and payment method, reserves stock and
    creates the order (pending payment) in one transaction, deactivating the cart. The
    confirmation mail waits for the payment. Problems come back in errors, never half an order.
    Placing a cart that already became an order awaiting payment answers that order again (a
    retry after a lost answer); a placement that raced the one that ordered it gets
    CART_NOT_ACTIVE with the order's number.
    """
    placeOrder(input: PlaceOrderInput): PlaceOrderOutput
    """
    Starts the payment of a placed order at the provider; the shopper goes to redirectUrl and
    comes back to the shop. An order has one transaction: a second start answers the first one's
    payment page.
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
    "Shop extension: with CART_NOT_ACTIVE, the number of the order the cart already became."
    order_number: String
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
    """
    The page the shopper comes back to. Only its path and query are used: the provider always
    sends the shopper back to the configured shop address (SHOP_URL), whatever host the request
    came from. Without it, the payment return page in the order's language.
    """
    return_url: String
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

  enum PaymentAttentionEnum {
    "The order was already paid by another payment."
    PAID_TWICE
    "The order had been cancelled when this payment came in."
    PAID_AFTER_CANCEL
  }

  type AdminPaymentAttention {
    order_number: String!
    order_status: OrderStatusEnum!
    "The provider's order id of the payment to refund."
    pay_order_id: String!
    reason: PaymentAttentionEnum!
    amount: Money!
    flagged_at: String!
  }

  input CancelPaymentInput {
    cart_id: String!
  }

  type CancelPaymentOutput {
    cart: Cart
  }
`;
