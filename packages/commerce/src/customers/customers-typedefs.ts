/**
 * Customer accounts' part of the contract, in the names and shapes of Magento 2.4's
 * CustomerGraphQl schema, plus the shop's own extensions, each marked. Every answer that could
 * tell whether an e-mail address has an account (create, sign in, forgot password) is the same
 * for both cases.
 */
export const customersTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in customer (Authorization: Bearer <token>); without a valid token an UNAUTHENTICATED error."
    customer: Customer
    """
    Shop extension: whether a password-reset token is still usable, so the reset page can say so
    before showing its form. The same false for an unknown address, a wrong, used or expired token.
    """
    isPasswordResetTokenValid(email: String!, resetPasswordToken: String!): Boolean!
  }

  extend type Mutation {
    """
    Registers an account that must be confirmed from the mailed link before it can sign in. An
    address that already has an account gets a mail instead, and the answer is the same.
    """
    createCustomerV2(input: CustomerCreateInput!): CustomerOutput
    "Confirms an account from the link in the confirmation mail."
    confirmEmail(input: ConfirmEmailInput!): CustomerOutput
    "Mails the confirmation link again; always true, so it tells nothing about the address."
    resendConfirmationEmail(email: String!): Boolean
    """
    Signs in: a new token each time (sessions are rotated at sign in). Wrong e-mail and wrong
    password answer alike; repeated failures are slowed down and then locked for a while, per
    account and per client address.
    """
    generateCustomerToken(email: String!, password: String!): CustomerToken
    "Signs out: the token asking stops working."
    revokeCustomerToken: RevokeCustomerTokenOutput
    updateCustomerV2(input: CustomerUpdateInput!): CustomerOutput
    """
    Shop extension (ADR 0014): asks to move the account to another e-mail address. Needs the
    current password, checked through the sign-in throttle. The new address gets a link and the
    account moves only when it is followed; an address that already has an account gets the same
    answer. At most 3 requests an hour (TOO_MANY_REQUESTS).
    """
    requestCustomerEmailChange(email: String!, password: String!): Boolean!
    """
    Shop extension: follows the link mailed to the new address. The account moves there and
    every session is signed out; a wrong, used or expired link is a BAD_USER_INPUT error.
    """
    confirmCustomerEmailChange(token: String!): Boolean!
    "Changes the password and signs out every session (the answer carries a fresh token)."
    changeCustomerPassword(currentPassword: String!, newPassword: String!): Customer
    "Mails a single-use link valid for one hour; always true, so it tells nothing about the address."
    requestPasswordResetEmail(email: String!): Boolean
    "Sets a new password from the mailed token and signs out every session."
    resetPassword(email: String!, resetPasswordToken: String!, newPassword: String!): Boolean
    createCustomerAddress(input: CustomerAddressInput!): CustomerAddress
    "Another customer's address id answers exactly like a missing one."
    updateCustomerAddress(id: Int!, input: CustomerAddressInput): CustomerAddress
    deleteCustomerAddress(id: Int!): Boolean
  }

  input CustomerCreateInput {
    email: String!
    firstname: String!
    middlename: String
    lastname: String!
    "spec §5: at least 8 characters with 3 of 4 classes (lowercase, uppercase, digits, others)."
    password: String!
    "spec §3 salutation."
    prefix: String
    "Asks for the newsletter too (double opt-in: a confirmation mail follows)."
    is_subscribed: Boolean
  }

  input CustomerUpdateInput {
    firstname: String
    middlename: String
    lastname: String
    prefix: String
    "Communication preferences: true asks for the newsletter (double opt-in), false leaves it."
    is_subscribed: Boolean
  }

  input ConfirmEmailInput {
    email: String!
    confirmation_key: String!
  }

  type CustomerOutput {
    customer: Customer!
  }

  type CustomerToken {
    token: String
  }

  type RevokeCustomerTokenOutput {
    result: Boolean!
  }

  enum ConfirmationStatusEnum {
    ACCOUNT_CONFIRMED
    ACCOUNT_CONFIRMATION_NOT_REQUIRED
    "Shop extension: the link in the confirmation mail has not been followed yet."
    ACCOUNT_CONFIRMATION_REQUIRED
  }

  type Customer {
    "Shop extension: an opaque id for caches and analytics, never the database id."
    id: ID!
    email: String
    prefix: String
    firstname: String
    middlename: String
    lastname: String
    created_at: String
    confirmation_status: ConfirmationStatusEnum!
    addresses: [CustomerAddress]
    "The id of the default billing address, as a string (Magento's shape)."
    default_billing: String
    default_shipping: String
    """
    Shop extension: a fresh token, only in the answer of changeCustomerPassword (every older
    session has just been signed out).
    """
    token: String
  }

  enum CountryCodeEnum {
    NL
    BE
    DE
    FR
    LU
  }

  input CustomerAddressRegionInput {
    region: String
    region_code: String
    region_id: Int
  }

  type CustomerAddressRegion {
    region: String
    region_code: String
    region_id: Int
  }

  input CustomerAddressInput {
    firstname: String
    middlename: String
    lastname: String
    "spec §3 salutation."
    prefix: String
    company: String
    "spec §3 street lines: street, house number, addition."
    street: [String]
    city: String
    region: CustomerAddressRegionInput
    postcode: String
    country_code: CountryCodeEnum
    telephone: String
    vat_id: String
    "Shop extension (spec §3): personal or business customer."
    customer_type: CustomerTypeEnum
    "Shop extension (spec §3): PO or reference number."
    reference: String
    default_shipping: Boolean
    default_billing: Boolean
  }

  type CustomerAddress {
    id: Int
    prefix: String
    firstname: String
    middlename: String
    lastname: String
    company: String
    street: [String]
    city: String
    region: CustomerAddressRegion
    postcode: String
    country_code: CountryCodeEnum
    telephone: String
    vat_id: String
    "Shop extension (spec §3)."
    customer_type: CustomerTypeEnum
    "Shop extension (spec §3)."
    reference: String
    default_shipping: Boolean
    default_billing: Boolean
  }
`;
