import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Empty, Loading } from '@/components/StateNotices';
import { AdminOrderDetailDocument } from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { can, useStaff } from '@/lib/session';
import { detailMessages } from './detail-messages';
import { ordersMessages } from './messages';
import { OrderActions } from './order-actions';
import { OrderNotes } from './order-notes';
import { Addresses, Lines } from './order-sections';
import { Documents, Mails, Payments, Refunds, Returns } from './order-history-sections';

/** One order: lines, totals, addresses, payments, mails, documents and the staff's actions. */
export function OrderDetail() {
  const t = useMessages(ordersMessages);
  const d = useMessages(detailMessages);
  const me = useStaff();
  const { number = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  // Notes and resent mails are for the office; a store employee sees their pickup orders only.
  const shopWide = me.staff.role !== 'STORE_EMPLOYEE';
  const query = useQuery({
    queryKey: ['adminOrder', number],
    queryFn: async () => (await adminRequest(AdminOrderDetailDocument, { number })).adminOrder,
  });
  const detail = query.data;
  const order = detail?.order;
  return (
    <>
      <p className="mb-2">
        <Link to="/orders" className="text-blue-700 underline">
          ← {d('back')}
        </Link>
      </p>
      <PageHeader title={t('detailTitle', { number })} />
      {query.isPending ? (
        <Loading />
      ) : query.error ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : !detail || !order ? (
        <Empty text={d('notFound', { number })} />
      ) : (
        <>
          <p className="mb-1">
            <span className="font-medium">{d('state')}: </span>
            <span data-testid="order-state">{t(`status.${order.status_code}`)}</span>
          </p>
          <p role="status" aria-live="polite" className="mb-3 min-h-6 text-green-800">
            {done}
          </p>
          <OrderActions order={order} onDone={setDone} />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <div className="flex flex-col gap-6">
              <Lines order={order} />
              <Addresses detail={detail} />
              <Payments payments={detail.payments} />
            </div>
            <div className="flex flex-col gap-6">
              <Documents documents={detail.documents} />
              <Refunds refunds={detail.refunds} />
              <Returns returns={order.returns ?? []} canOpen={can(me, 'returns')} />
              <Mails
                number={order.number}
                mails={detail.mails}
                onDone={setDone}
                mayResend={shopWide}
              />
              {shopWide && (
                <OrderNotes number={order.number} notes={detail.notes} onDone={setDone} />
              )}
            </div>
          </div>
        </>
      )}
    </>
  );
}
