import { getTranslations } from 'next-intl/server';
import type { OrderView } from '@/lib/commerce/orders';
import { formatCents } from '@/lib/format/cents';
import { formatShopDate } from '@/lib/format/dates';

/** Money paid back on an order, each refund with its day, and the total; nothing when none. */
export async function OrderRefunds({ order, locale }: { order: OrderView; locale: string }) {
  if (order.refunds.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'OrderRefunds' });
  const refunded = order.refunds
    .filter((refund) => refund.state === 'REFUNDED')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return (
    <section
      aria-labelledby="order-refunds-title"
      className="rounded-lg border border-line p-4"
      data-testid="order-refunds"
    >
      <h2 id="order-refunds-title" className="mb-2 text-lg font-bold">
        {t('title')}
      </h2>
      <ul className="divide-y divide-line">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="py-2 text-sm">
            {t(refund.state === 'REFUNDED' ? 'refunded' : 'pending', {
              amount: formatCents(refund.amountCents, locale),
              date: formatShopDate(refund.at, locale),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-line pt-2 font-bold">
        <span>{t('total')}</span>
        <span>{formatCents(refunded, locale)}</span>
      </p>
    </section>
  );
}
