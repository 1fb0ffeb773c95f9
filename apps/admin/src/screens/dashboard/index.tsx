import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Loading } from '@/components/StateNotices';
import { AdminDashboardFiguresDocument } from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatCents, useLanguage, useMessages } from '@/lib/i18n';
import { dashboardMessages } from './messages';

/** Today's figures and what waits for someone; read again every minute while open. */
export function DashboardScreen() {
  const t = useMessages(dashboardMessages);
  const { language } = useLanguage();
  const query = useQuery({
    queryKey: ['adminDashboard'],
    queryFn: async () => (await adminRequest(AdminDashboardFiguresDocument)).adminDashboard,
    refetchInterval: 60_000,
  });
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  const board = query.data;
  return (
    <>
      <PageHeader title={t('title')} />
      <p className="mb-4 text-slate-600">{t('today', { day: board.day })}</p>
      <ul className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
        <Figure label={t('ordersToday')} value={board.orders_today} to="/orders?from=today" />
        <Figure
          label={t('revenueToday')}
          value={formatCents(board.revenue_today_cents, language)}
        />
        <Figure
          label={t('toShip')}
          value={board.orders_to_ship}
          to="/orders?status=PROCESSING,READY_TO_SHIP"
        />
        <Figure
          label={t('pendingTooLong')}
          value={board.orders_pending_payment_too_long}
          hint={t('pendingHint', { minutes: board.pending_payment_minutes })}
          to="/orders?status=PENDING_PAYMENT"
        />
        <Figure label={t('returnsToReceive')} value={board.returns_to_receive} to="/returns" />
      </ul>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <section aria-labelledby="reservations-heading">
          <h2 id="reservations-heading" className="mb-2 text-lg font-semibold">
            {t('reservations')}
          </h2>
          {board.reservations_to_prepare.length === 0 ? (
            <p className="text-slate-600">{t('noReservations')}</p>
          ) : (
            <ul className="rounded border border-slate-300 bg-white">
              {board.reservations_to_prepare.map((store) => (
                <li
                  key={store.store_code}
                  className="flex justify-between border-t border-slate-200 px-3 py-2 first:border-t-0"
                >
                  <Link
                    className="text-blue-700 underline"
                    to={`/reservations?store=${encodeURIComponent(store.store_code)}`}
                  >
                    {store.store_name}
                  </Link>
                  <span>{store.count}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="low-stock-heading">
          <h2 id="low-stock-heading" className="mb-2 text-lg font-semibold">
            {t('lowStock')}
          </h2>
          <p className="mb-2 text-sm text-slate-600">
            {t('lowStockHint', {
              count: board.low_stock_count,
              threshold: board.low_stock_threshold,
            })}
          </p>
          {board.low_stock.length === 0 ? (
            <p className="text-slate-600">{t('noLowStock')}</p>
          ) : (
            <table className="w-full rounded border border-slate-300 bg-white text-sm">
              <caption className="sr-only">{t('lowStock')}</caption>
              <thead className="bg-slate-100 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('sku')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('name')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('units')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.low_stock.map((product) => (
                  <tr key={product.sku} className="border-t border-slate-200">
                    <td className="px-3 py-2 font-mono whitespace-nowrap">
                      <Link
                        className="text-blue-700 underline"
                        to={`/catalog/${encodeURIComponent(product.sku)}`}
                      >
                        {product.sku}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{product.name}</td>
                    <td className="px-3 py-2 text-right">{product.online_qty}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  );
}

function Figure({
  label,
  value,
  hint,
  to,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  to?: string;
}) {
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="block text-3xl font-semibold">{value}</span>
      {hint && <span className="block text-xs text-slate-600">{hint}</span>}
    </>
  );
  return (
    <li className="rounded border border-slate-300 bg-white p-4">
      {to ? (
        <Link
          to={to}
          className="block outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
