'use server';

import { z } from 'zod/mini';
import { getOrderHistory, type OrderHistoryPage } from '@/lib/commerce/account';
import { currentSessionToken } from '@/lib/user/session';
import { orderSearchTerm } from './order-search';

const pageNumber = z.number().check(z.int(), z.minimum(2), z.maximum(1000));

/** spec §2 'load more': the next page of the signed-in customer's orders; null when it cannot. */
export async function loadMoreOrders(
  rawPage: unknown,
  rawSearch: unknown,
): Promise<OrderHistoryPage | null> {
  const page = pageNumber.safeParse(rawPage);
  if (!page.success) return null;
  const token = await currentSessionToken();
  if (!token) return null;
  const history = await getOrderHistory(token, page.data, orderSearchTerm(rawSearch));
  return typeof history === 'string' ? null : history;
}
