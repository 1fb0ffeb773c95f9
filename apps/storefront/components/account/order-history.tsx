'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { loadMoreOrders } from '@/lib/account/order-actions';
import { orderStatusKey } from '@/lib/account/order-search';
import type { OrderHistoryPage, OrderSummaryView } from '@/lib/commerce/account';
import { formatCents } from '@/lib/format/cents';
import { formatShopDate } from '@/lib/format/dates';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { localizedPath } from '@/lib/i18n/locales';
import { showToast } from '@/components/ui/toast';
import { useHydrated } from './use-hydrated';

/**
 * spec §2 order history: newest first, each with number, date, total and status, and a
 * 'load more' control that adds the next page below.
 */
export function OrderHistory({ first, search }: { first: OrderHistoryPage; search: string }) {
  const t = useTranslations('AccountPages');
  const locale = useLocale();
  const [orders, setOrders] = useState<OrderSummaryView[]>(first.orders);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(first.hasMore);
  const [loading, startTransition] = useTransition();
  const hydrated = useHydrated();

  function loadMore() {
    startTransition(async () => {
      const next = await loadMoreOrders(page + 1, search);
      if (!next) {
        showToast(t('ordersNotLoaded'), 'error', { className: 'userError' });
        return;
      }
      setOrders((shown) => [
        ...shown,
        ...next.orders.filter((order) => !shown.some((seen) => seen.number === order.number)),
      ]);
      setPage(page + 1);
      setHasMore(next.hasMore);
    });
  }

  return (
    <div className="space-y-4">
      <p aria-live="polite" className="text-sm text-muted">
        {t('ordersShown', { shown: orders.length, total: first.totalCount })}
      </p>
      <ul
        className="divide-y divide-line rounded-lg border border-line"
        data-testid="order-history"
      >
        {orders.map((order) => (
          <li key={order.number} className="grid gap-1 p-4 sm:grid-cols-4 sm:items-center">
            <Link
              href={localizedPath(
                locale,
                `/customer/account/orders/${encodeURIComponent(order.number)}`,
              )}
              className="btn-link font-semibold"
            >
              {t('orderNumber', { number: order.number })}
            </Link>
            <span>{formatShopDate(order.date, locale)}</span>
            <span>{formatCents(order.totalCents, locale)}</span>
            <span>{t(orderStatusKey(order.statusCode))}</span>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!hydrated || loading}
          onClick={loadMore}
        >
          {loading ? t('loading') : t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}
