/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminMailStatus =
  | 'FAILED'
  /** Waiting to be sent, or being sent. */
  | 'PENDING'
  | 'SENT';

export type AdminOrderFilterInput = {
  grand_total_max_cents?: number | null | undefined;
  grand_total_min_cents?: number | null | undefined;
  /** The payment method's code, e.g. ideal. */
  payment_method?: string | null | undefined;
  /** The pickup store's code (pickup orders only). */
  pickup_store?: string | null | undefined;
  /** Placed on or after: a shop day (YYYY-MM-DD, Europe/Amsterdam) or an ISO 8601 date-time. */
  placed_from?: string | null | undefined;
  /** Placed up to: a shop day, included, or an ISO 8601 date-time, excluded. */
  placed_to?: string | null | undefined;
  status?: Array<OrderStatusEnum> | null | undefined;
};

export type CurrencyEnum =
  | 'EUR';

export type OrderStatusEnum =
  | 'CANCELED'
  | 'DELIVERED'
  | 'PENDING_PAYMENT'
  | 'PROCESSING'
  | 'READY_TO_SHIP'
  | 'SHIPPED';

export type StaffRole =
  | 'OWNER'
  | 'STAFF'
  | 'STORE_EMPLOYEE';

/** What a session may do until its account is in order. */
export type StaffSessionRestriction =
  /** Everything the role grants. */
  | 'NONE'
  /** Only choose a password: the account still has a temporary one. */
  | 'PASSWORD_CHANGE'
  /** Only enrol two-factor sign-in: owners must have it. */
  | 'TOTP_ENROLMENT';

export type StaffSignInStatus =
  | 'SIGNED_IN'
  | 'TOTP_REQUIRED';

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type StaffMeFieldsFragment = { capabilities: Array<string>, restriction: StaffSessionRestriction, staff: { id: number, name: string, email: string, role: StaffRole, store_code: string | null, totp_enabled: boolean, must_change_password: boolean } };

export type AdminStaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffMeQuery = { staffMe: { capabilities: Array<string>, restriction: StaffSessionRestriction, staff: { id: number, name: string, email: string, role: StaffRole, store_code: string | null, totp_enabled: boolean, must_change_password: boolean } } | null };

export type AdminStaffSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AdminStaffSignInMutation = { staffSignIn: { status: StaffSignInStatus, me: { capabilities: Array<string>, restriction: StaffSessionRestriction, staff: { id: number, name: string, email: string, role: StaffRole, store_code: string | null, totp_enabled: boolean, must_change_password: boolean } } | null } };

export type AdminStaffSignInTotpMutationVariables = Exact<{
  code: string;
}>;


export type AdminStaffSignInTotpMutation = { staffSignInTotp: { status: StaffSignInStatus, me: { capabilities: Array<string>, restriction: StaffSessionRestriction, staff: { id: number, name: string, email: string, role: StaffRole, store_code: string | null, totp_enabled: boolean, must_change_password: boolean } } | null } };

export type AdminStaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffSignOutMutation = { staffSignOut: boolean };

export type AdminStaffStartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffStartTotpEnrolmentMutation = { staffStartTotpEnrolment: { secret: string, otpauth_url: string } };

export type AdminStaffConfirmTotpMutationVariables = Exact<{
  code: string;
}>;


export type AdminStaffConfirmTotpMutation = { staffConfirmTotp: { capabilities: Array<string>, restriction: StaffSessionRestriction, staff: { id: number, name: string, email: string, role: StaffRole, store_code: string | null, totp_enabled: boolean, must_change_password: boolean } } };

export type AdminStaffChangePasswordMutationVariables = Exact<{
  current: string;
  next: string;
}>;


export type AdminStaffChangePasswordMutation = { staffChangePassword: { capabilities: Array<string>, restriction: StaffSessionRestriction, staff: { id: number, name: string, email: string, role: StaffRole, store_code: string | null, totp_enabled: boolean, must_change_password: boolean } } };

export type AdminCustomerListQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminCustomerListQuery = { adminCustomers: { page_info: { end_cursor: string | null, has_next_page: boolean }, items: Array<{ id: string, email: string, firstname: string, lastname: string, created_at: string, confirmed: boolean, erased_at: string | null }> } };

export type AdminCustomerDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCustomerDetailQuery = { adminCustomer: { id: string, email: string, prefix: string | null, firstname: string, middlename: string | null, lastname: string, locale: string, confirmed: boolean, created_at: string, erased_at: string | null, newsletter: SubscriptionStatusesEnum | null, addresses: Array<{ id: string, name: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null, default_billing: boolean, default_shipping: boolean }>, orders: Array<{ number: string, order_date: string, status_code: OrderStatusEnum, grand_total_cents: number }> } | null };

export type AdminExportCustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminExportCustomerQuery = { adminExportCustomer: { file_name: string, json: string } | null };

export type AdminEraseCustomerMutationVariables = Exact<{
  id: string | number;
  confirmEmail: string;
}>;


export type AdminEraseCustomerMutation = { adminEraseCustomer: { id: string, erased_at: string, already_erased: boolean, orders_kept: Array<string> } };

export type AdminDashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardFiguresQuery = { adminDashboard: { day: string, orders_today: number, revenue_today_cents: number, orders_to_ship: number, orders_pending_payment_too_long: number, pending_payment_minutes: number, low_stock_threshold: number, low_stock_count: number, reservations_to_prepare: Array<{ store_code: string, store_name: string, count: number }>, low_stock: Array<{ sku: string, name: string, online_qty: number }> } };

export type AdminMailOutboxQueryVariables = Exact<{
  status?: AdminMailStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminMailOutboxQuery = { adminMailOutbox: { page_info: { end_cursor: string | null, has_next_page: boolean }, items: Array<{ id: string, template: string, recipient: string, locale: string, status: AdminMailStatus, attempts: number, last_error: string | null, created_at: string, sent_at: string | null, next_attempt_at: string | null }> } };

export type AdminRetryMailMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRetryMailMutation = { adminRetryMail: { id: string, status: AdminMailStatus, attempts: number, next_attempt_at: string | null } };

export type AdminOrderListQueryVariables = Exact<{
  filter?: AdminOrderFilterInput | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminOrderListQuery = { adminOrders: { total_count: number, total_count_exact: boolean, page_info: { end_cursor: string | null, has_next_page: boolean }, items: Array<{ number: string, order_date: string, status: string, status_code: OrderStatusEnum, customer_name: string, company: string | null, email: string, postcode: string | null, grand_total_cents: number, shipping_method: string, pickup_location_code: string | null, grand_total: { currency: CurrencyEnum | null }, payment_method: { name: string, type: string } }> } };

export const StaffMeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<StaffMeFieldsFragment, unknown>;
export const AdminStaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffMeQuery, AdminStaffMeQueryVariables>;
export const AdminStaffSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffSignInMutation, AdminStaffSignInMutationVariables>;
export const AdminStaffSignInTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffSignInTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignInTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffSignInTotpMutation, AdminStaffSignInTotpMutationVariables>;
export const AdminStaffSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignOut"}}]}}]} as unknown as DocumentNode<AdminStaffSignOutMutation, AdminStaffSignOutMutationVariables>;
export const AdminStaffStartTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffStartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffStartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauth_url"}}]}}]}}]} as unknown as DocumentNode<AdminStaffStartTotpEnrolmentMutation, AdminStaffStartTotpEnrolmentMutationVariables>;
export const AdminStaffConfirmTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffConfirmTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffConfirmTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffConfirmTotpMutation, AdminStaffConfirmTotpMutationVariables>;
export const AdminStaffChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"next"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffChangePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"current_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"new_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"next"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffChangePasswordMutation, AdminStaffChangePasswordMutationVariables>;
export const AdminCustomerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"end_cursor"}},{"kind":"Field","name":{"kind":"Name","value":"has_next_page"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"erased_at"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCustomerListQuery, AdminCustomerListQueryVariables>;
export const AdminCustomerDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomerDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"middlename"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"erased_at"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"order_date"}},{"kind":"Field","name":{"kind":"Name","value":"status_code"}},{"kind":"Field","name":{"kind":"Name","value":"grand_total_cents"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCustomerDetailQuery, AdminCustomerDetailQueryVariables>;
export const AdminExportCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExportCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminExportCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<AdminExportCustomerQuery, AdminExportCustomerQueryVariables>;
export const AdminEraseCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEraseCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEraseCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"confirm_email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmEmail"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"erased_at"}},{"kind":"Field","name":{"kind":"Name","value":"already_erased"}},{"kind":"Field","name":{"kind":"Name","value":"orders_kept"}}]}}]}}]} as unknown as DocumentNode<AdminEraseCustomerMutation, AdminEraseCustomerMutationVariables>;
export const AdminDashboardFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"orders_today"}},{"kind":"Field","name":{"kind":"Name","value":"revenue_today_cents"}},{"kind":"Field","name":{"kind":"Name","value":"orders_to_ship"}},{"kind":"Field","name":{"kind":"Name","value":"orders_pending_payment_too_long"}},{"kind":"Field","name":{"kind":"Name","value":"pending_payment_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"reservations_to_prepare"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"store_name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"low_stock_threshold"}},{"kind":"Field","name":{"kind":"Name","value":"low_stock_count"}},{"kind":"Field","name":{"kind":"Name","value":"low_stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"online_qty"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardFiguresQuery, AdminDashboardFiguresQueryVariables>;
export const AdminMailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"end_cursor"}},{"kind":"Field","name":{"kind":"Name","value":"has_next_page"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"last_error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"sent_at"}},{"kind":"Field","name":{"kind":"Name","value":"next_attempt_at"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>;
export const AdminRetryMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetryMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRetryMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"next_attempt_at"}}]}}]}}]} as unknown as DocumentNode<AdminRetryMailMutation, AdminRetryMailMutationVariables>;
export const AdminOrderListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"total_count_exact"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"end_cursor"}},{"kind":"Field","name":{"kind":"Name","value":"has_next_page"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"order_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"status_code"}},{"kind":"Field","name":{"kind":"Name","value":"customer_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"grand_total_cents"}},{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment_method"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping_method"}},{"kind":"Field","name":{"kind":"Name","value":"pickup_location_code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrderListQuery, AdminOrderListQueryVariables>;