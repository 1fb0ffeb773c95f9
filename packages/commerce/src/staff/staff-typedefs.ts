/** Staff accounts, sign-in with TOTP, and the audit log (ADR 0028). */
export const staffTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The signed-in staff member (the staff_session cookie), with what the session may do; null
    when signed out.
    """
    staffMe: StaffMe
    """
    Owner: every staff account, oldest first. Needs the "staff" permission.
    """
    adminStaff: [StaffMember!]!
    """
    Owner: the audit log, newest first, a page at a time: pass the previous page's next_after
    to get the next. Filters (all optional, combined): the staff member, the operation
    (e.g. adminShipOrder, createStaff) and the target (e.g. order:100000012, staff:3), each
    matched exactly. page_size is 1 to 100 (else BAD_USER_INPUT reason PAGE_SIZE_OUT_OF_RANGE);
    an operation or target longer than 200 characters is BAD_USER_INPUT reason FILTER_TOO_LONG.
    Needs the "audit" permission.
    """
    adminAuditLog(
      page_size: Int = 50
      after: Int
      staff_id: Int
      operation: String
      target: String
    ): AdminAuditPage!
  }

  extend type Mutation {
    """
    Signs a staff member in with e-mail address and password and sets the httpOnly
    staff_session cookie. With two-factor sign-in on, the answer is TOTP_REQUIRED and
    staffSignInTotp must follow within five minutes. A wrong password, an unknown address, a
    deactivated account and a throttled one all fail alike with UNAUTHENTICATED.
    """
    staffSignIn(email: String!, password: String!): StaffSignInOutput!
    """
    The second step: a code from the authenticator app. UNAUTHENTICATED when refused.
    """
    staffSignInTotp(code: String!): StaffSignInOutput!
    """
    Ends this session and clears the cookie. True also when there was none.
    """
    staffSignOut: Boolean!
    """
    Chooses one's own password (the way out of a temporary one). Other sessions end.
    BAD_USER_INPUT (field current_password or new_password) when refused.
    """
    staffChangePassword(current_password: String!, new_password: String!): StaffMe!
    """
    Starts two-factor enrolment: a new secret and its otpauth:// link for the authenticator app.
    Nothing changes at sign-in until staffConfirmTotp.
    """
    staffStartTotpEnrolment: StaffTotpEnrolment!
    """
    Confirms enrolment with a code from the app; from then on sign-in asks for a code.
    """
    staffConfirmTotp(code: String!): StaffMe!
    """
    Turns two-factor sign-in off with a current code; owners must keep it (CONFLICT).
    """
    staffDisableTotp(code: String!): StaffMe!
    """
    Owner: creates a staff account with a temporary password, answered only here, once. The
    account must choose its own password at first sign-in; the temporary one lapses after three
    days. Needs the "staff" permission. CONFLICT when the address has an account.
    """
    adminCreateStaff(input: AdminCreateStaffInput!): AdminStaffPasswordOutput!
    """
    Owner: a new role (and store, for a store employee). The last owner stays an owner.
    """
    adminChangeStaffRole(id: Int!, role: StaffRole!, store_code: String): StaffMember!
    """
    Owner: deactivates an account and ends its sessions. The last owner stays.
    """
    adminDeactivateStaff(id: Int!): StaffMember!
    """
    Owner: a new temporary password for an account, answered once; its sessions end.
    """
    adminResetStaffPassword(id: Int!): AdminStaffPasswordOutput!
    """
    Owner: lets a deactivated account sign in again, with the password it had.
    CONFLICT when it is active.
    """
    adminReactivateStaff(id: Int!): StaffMember!
    """
    Owner: turns two-factor sign-in off for someone who lost their phone; their sessions end.
    They sign in with their password and may enrol again (an owner must). CONFLICT when the
    account has none.
    """
    adminResetStaffTotp(id: Int!): StaffMember!
  }

  enum StaffRole {
    OWNER
    STAFF
    STORE_EMPLOYEE
  }

  "What a session may do until its account is in order."
  enum StaffSessionRestriction {
    "Everything the role grants."
    NONE
    "Only choose a password: the account still has a temporary one."
    PASSWORD_CHANGE
    "Only enrol two-factor sign-in: owners must have it."
    TOTP_ENROLMENT
  }

  enum StaffSignInStatus {
    SIGNED_IN
    TOTP_REQUIRED
  }

  type StaffMember {
    id: Int!
    email: String!
    name: String!
    role: StaffRole!
    "The store of a store employee."
    store_code: String
    active: Boolean!
    totp_enabled: Boolean!
    "True while the account has a temporary password."
    must_change_password: Boolean!
    created_at: String!
  }

  type StaffMe {
    staff: StaffMember!
    restriction: StaffSessionRestriction!
    "The permissions this session has now (none while restricted)."
    capabilities: [String!]!
  }

  type StaffSignInOutput {
    status: StaffSignInStatus!
    "Set once signed in; null while the TOTP step is due."
    me: StaffMe
  }

  type StaffTotpEnrolment {
    "Base32, for typing into an app by hand."
    secret: String!
    otpauth_url: String!
  }

  input AdminCreateStaffInput {
    email: String!
    name: String!
    role: StaffRole!
    "Required for STORE_EMPLOYEE, refused for the other roles."
    store_code: String
  }

  type AdminStaffPasswordOutput {
    staff: StaffMember!
    "Shown this once; the shop keeps only its hash."
    temporary_password: String!
  }

  type AdminAuditPage {
    items: [AdminAuditEntry!]!
    has_more: Boolean!
    "Pass as after for the next page; null on the last."
    next_after: Int
  }

  type AdminAuditEntry {
    id: Int!
    at: String!
    "staff, key or cli."
    actor_kind: String!
    staff_id: Int
    "The staff member's e-mail address, the key's name, or cli."
    actor: String!
    operation: String!
    target: String!
    "JSON, or null."
    before: String
    "JSON, or null."
    after: String
  }
`;
