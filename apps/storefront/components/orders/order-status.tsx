import { getTranslations } from 'next-intl/server';
import type { OrderView } from '@/lib/commerce/orders';
import { OrderInvoices } from './order-invoices';
import { OrderLines } from './order-lines';
import { OrderProgress } from './order-progress';
import { OrderRefunds } from './order-refunds';
import { OrderReturns, ReturnItems } from './order-returns';

const stepKey = {
  PROCESSING: 'processing',
  READY_TO_SHIP: 'readyToShip',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
} as const;

/**
 * An order's state, progress, returns, carrier links and items: the tracking page's answer and
 * the page the order mails link to. With the postcode the tracking page was given, a delivered
 * order offers its "Return items" form.
 */
export async function OrderStatus({
  order,
  locale,
  postcode,
}: {
  order: OrderView;
  locale: string;
  postcode?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Tracking' });
  const success = await getTranslations({ locale, namespace: 'OrderSuccess' });
  const status =
    order.statusCode === 'CANCELED'
      ? t('canceled')
      : order.statusCode === 'PENDING_PAYMENT'
        ? t('pendingPayment')
        : t(stepKey[order.statusCode]);
  return (
    <section aria-labelledby="order-status" className="space-y-5">
      <h2 id="order-status" className="text-xl font-bold">
        {t('statusLine', { number: order.number, status })}
      </h2>
      {order.statusCode === 'CANCELED' ? null : (
        <OrderProgress status={order.statusCode} label={t('progress')} text={(key) => t(key)} />
      )}
      <OrderReturns order={order} locale={locale} />
      {order.tracking.map((track) =>
        track.url ? (
          <p key={track.number}>
            <a href={track.url} rel="noopener" className="btn-link">
              {t('followParcel', { carrier: track.title, number: track.number })}
            </a>
          </p>
        ) : (
          <p key={track.number}>
            {t('followParcel', { carrier: track.title, number: track.number })}
          </p>
        ),
      )}
      <OrderLines order={order} locale={locale} title={t('items')} totalLabel={success('total')} />
      <OrderInvoices order={order} locale={locale} />
      <OrderRefunds order={order} locale={locale} />
      {postcode === undefined ? null : (
        <ReturnItems order={order} locale={locale} postcode={postcode} />
      )}
    </section>
  );
}
