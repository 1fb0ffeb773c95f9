import { commerceQuery } from '../transport';
import {
  AccountCustomerDocument,
  AccountOrderDocument,
  AccountOrdersDocument,
  CreateCustomerAddressDocument,
  DeleteCustomerAddressDocument,
  UpdateCustomerAddressDocument,
  type CustomerAddressInput,
} from '../generated/graphql';
import {
  accountView,
  orderDetailView,
  orderSummaryView,
  type AccountView,
  type OrderDetailView,
  type OrderHistoryPage,
} from './account-view';

export type {
  AccountView,
  AddressBookEntry,
  NewsletterState,
  OrderAddressView,
  OrderDetailView,
  OrderHistoryPage,
  OrderSummaryView,
} from './account-view';
export { fullName } from './account-view';

/** spec §2 order history: 'load more' adds this many orders at a time. */
export const orderHistoryPageSize = 10;

/** What an account call can answer besides its data. */
export type AccountFailure = 'signed-out' | 'unavailable' | 'refused';

function failureOf(error: { unavailable: boolean; code?: string }): AccountFailure {
  if (error.unavailable) return 'unavailable';
  return error.code === 'UNAUTHENTICATED' ? 'signed-out' : 'refused';
}

/**
 * The signed-in customer's details, address book and newsletter state; 'signed-out' when the
 * token is not (or no longer) a session, 'unavailable' when the engine could not be asked.
 */
export async function getAccount(token: string): Promise<AccountView | AccountFailure> {
  const answer = await commerceQuery(AccountCustomerDocument, {}, { token });
  if (!answer.ok) return failureOf(answer.error);
  return accountView(answer.data) ?? 'signed-out';
}

/**
 * One page of the customer's orders, newest first; `search` finds by (part of) the order
 * number.
 */
export async function getOrderHistory(
  token: string,
  page: number,
  search: string,
): Promise<OrderHistoryPage | AccountFailure> {
  const answer = await commerceQuery(
    AccountOrdersDocument,
    {
      currentPage: page,
      pageSize: orderHistoryPageSize,
      filter: search ? { number: { match: search } } : null,
    },
    { token },
  );
  if (!answer.ok) return failureOf(answer.error);
  const orders = answer.data.customer?.orders;
  if (!orders) return 'signed-out';
  const current = orders.page_info?.current_page ?? page;
  const pages = orders.page_info?.total_pages ?? current;
  return {
    orders: orders.items.flatMap((order) => (order ? [orderSummaryView(order)] : [])),
    totalCount: orders.total_count ?? 0,
    hasMore: current < pages,
  };
}

/** One of the customer's orders by number; null for another customer's or an unknown one. */
export async function getCustomerOrder(
  token: string,
  number: string,
): Promise<OrderDetailView | null | AccountFailure> {
  const answer = await commerceQuery(AccountOrderDocument, { number }, { token });
  if (!answer.ok) return failureOf(answer.error);
  return orderDetailView(answer.data);
}

/** Adds (id null) or changes an address in the book; the address's id, or why not. */
export async function saveCustomerAddress(
  token: string,
  id: number | null,
  input: CustomerAddressInput,
): Promise<{ id: number } | AccountFailure> {
  if (id === null) {
    const answer = await commerceQuery(CreateCustomerAddressDocument, { input }, { token });
    if (!answer.ok) return failureOf(answer.error);
    const created = answer.data.createCustomerAddress?.id;
    return typeof created === 'number' ? { id: created } : 'refused';
  }
  const answer = await commerceQuery(UpdateCustomerAddressDocument, { id, input }, { token });
  if (!answer.ok) return failureOf(answer.error);
  const updated = answer.data.updateCustomerAddress?.id;
  return typeof updated === 'number' ? { id: updated } : 'refused';
}

export async function deleteCustomerAddress(
  token: string,
  id: number,
): Promise<true | AccountFailure> {
  const answer = await commerceQuery(DeleteCustomerAddressDocument, { id }, { token });
  if (!answer.ok) return failureOf(answer.error);
  return answer.data.deleteCustomerAddress === true ? true : 'refused';
}
