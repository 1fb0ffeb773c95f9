/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminContentDocumentInput = {
  /** The document's path: `pages/home.json`. */
  path: string;
  /** The whole document as JSON (line breaks and tabs allowed), at most 1 MiB. */
  text: string;
  /**
   * The `version` the edit started from (`new` for a document that did not exist): the save is
   * refused if the stored document is another by now. Without it the save overwrites.
   */
  version?: string | null | undefined;
};

export type AdminContentKind =
  | 'DEAL'
  | 'LAYOUT'
  | 'PAGE'
  | 'STORE';

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

export type AdminContentDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContentDocumentsQuery = { adminContentDocuments: Array<{ path: string, kind: AdminContentKind, name: string, title: string, updated_at: string | null, url_key: string | null, active: boolean | null }> };

export type AdminContentDocumentFieldsFragment = { path: string, kind: AdminContentKind, name: string, title: string, updated_at: string | null, url_key: string | null, active: boolean | null, text: string, version: string, problem: { json_path: string, message: string } | null, preview_links: Array<{ locale: string, url: string }> };

export type AdminContentDocumentQueryVariables = Exact<{
  path: string;
}>;


export type AdminContentDocumentQuery = { adminContentDocument: { path: string, kind: AdminContentKind, name: string, title: string, updated_at: string | null, url_key: string | null, active: boolean | null, text: string, version: string, problem: { json_path: string, message: string } | null, preview_links: Array<{ locale: string, url: string }> } | null };

export type AdminSaveContentDocumentMutationVariables = Exact<{
  input: AdminContentDocumentInput;
}>;


export type AdminSaveContentDocumentMutation = { adminSaveContentDocument: { path: string, kind: AdminContentKind, name: string, title: string, updated_at: string | null, url_key: string | null, active: boolean | null, text: string, version: string, problem: { json_path: string, message: string } | null, preview_links: Array<{ locale: string, url: string }> } };

export type AdminDashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardFiguresQuery = { adminDashboard: { day: string, orders_today: number, revenue_today_cents: number, orders_to_ship: number, orders_pending_payment_too_long: number, pending_payment_minutes: number, low_stock_threshold: number, low_stock_count: number, reservations_to_prepare: Array<{ store_code: string, store_name: string, count: number }>, low_stock: Array<{ sku: string, name: string, online_qty: number }> } };

export type AdminOrderListQueryVariables = Exact<{
  filter?: AdminOrderFilterInput | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminOrderListQuery = { adminOrders: { total_count: number, total_count_exact: boolean, page_info: { end_cursor: string | null, has_next_page: boolean }, items: Array<{ number: string, order_date: string, status: string, status_code: OrderStatusEnum, customer_name: string, company: string | null, email: string, postcode: string | null, grand_total_cents: number, shipping_method: string, pickup_location_code: string | null, grand_total: { currency: CurrencyEnum | null }, payment_method: { name: string, type: string } }> } };

export const StaffMeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<StaffMeFieldsFragment, unknown>;
export const AdminContentDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json_path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview_links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminContentDocumentFieldsFragment, unknown>;
export const AdminStaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffMeQuery, AdminStaffMeQueryVariables>;
export const AdminStaffSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffSignInMutation, AdminStaffSignInMutationVariables>;
export const AdminStaffSignInTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffSignInTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignInTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffSignInTotpMutation, AdminStaffSignInTotpMutationVariables>;
export const AdminStaffSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignOut"}}]}}]} as unknown as DocumentNode<AdminStaffSignOutMutation, AdminStaffSignOutMutationVariables>;
export const AdminStaffStartTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffStartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffStartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauth_url"}}]}}]}}]} as unknown as DocumentNode<AdminStaffStartTotpEnrolmentMutation, AdminStaffStartTotpEnrolmentMutationVariables>;
export const AdminStaffConfirmTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffConfirmTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffConfirmTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffConfirmTotpMutation, AdminStaffConfirmTotpMutationVariables>;
export const AdminStaffChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStaffChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"next"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffChangePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"current_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"new_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"next"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"restriction"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"totp_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"must_change_password"}}]}}]}}]} as unknown as DocumentNode<AdminStaffChangePasswordMutation, AdminStaffChangePasswordMutationVariables>;
export const AdminContentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AdminContentDocumentsQuery, AdminContentDocumentsQueryVariables>;
export const AdminContentDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContentDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json_path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview_links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminContentDocumentQuery, AdminContentDocumentQueryVariables>;
export const AdminSaveContentDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveContentDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContentDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSaveContentDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContentDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContentDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContentDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"problem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json_path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview_links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AdminSaveContentDocumentMutation, AdminSaveContentDocumentMutationVariables>;
export const AdminDashboardFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"orders_today"}},{"kind":"Field","name":{"kind":"Name","value":"revenue_today_cents"}},{"kind":"Field","name":{"kind":"Name","value":"orders_to_ship"}},{"kind":"Field","name":{"kind":"Name","value":"orders_pending_payment_too_long"}},{"kind":"Field","name":{"kind":"Name","value":"pending_payment_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"reservations_to_prepare"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"store_name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"low_stock_threshold"}},{"kind":"Field","name":{"kind":"Name","value":"low_stock_count"}},{"kind":"Field","name":{"kind":"Name","value":"low_stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"online_qty"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardFiguresQuery, AdminDashboardFiguresQueryVariables>;
export const AdminOrderListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"total_count_exact"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"end_cursor"}},{"kind":"Field","name":{"kind":"Name","value":"has_next_page"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"order_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"status_code"}},{"kind":"Field","name":{"kind":"Name","value":"customer_name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"grand_total_cents"}},{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment_method"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping_method"}},{"kind":"Field","name":{"kind":"Name","value":"pickup_location_code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrderListQuery, AdminOrderListQueryVariables>;