import { getMessages, getTranslations } from 'next-intl/server';
import type { OrderView } from '@/lib/commerce/orders';
import { formatShopDate } from '@/lib/format/dates';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locales';
import { ReturnItemsForm } from './return-items-form';

/**
 * The order's returns with their state, shown beside the progress bar (which keeps its four
 * steps); nothing when there are none.
 */
export async function OrderReturns({ order, locale }: { order: OrderView; locale: string }) {
  if (order.returns.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Returns' });
  return (
    <section
      aria-labelledby="order-returns-title"
      className="rounded-lg border border-line p-4"
      data-testid="order-returns"
    >
      <h2 id="order-returns-title" className="mb-2 text-lg font-bold">
        {t('title')}
      </h2>
      <ul className="divide-y divide-line">
        {order.returns.map((row) => (
          <li key={row.number} className="py-2 text-sm" data-testid="order-return">
            <p className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold">{t('number', { number: row.number })}</span>
              <span data-testid="order-return-state">{t(`states.${row.state}`)}</span>
            </p>
            <p className="text-muted">
              {t('askedOn', { date: formatShopDate(row.createdAt, locale) })} ·{' '}
              {row.items
                .map((item) => t('itemLine', { quantity: item.quantity, name: item.name }))
                .join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Return items" while the period runs and something is left to return; after it, the day it
 * ended. The form's texts go to the browser with it, and only here.
 */
export async function ReturnItems({
  order,
  locale,
  postcode,
}: {
  order: OrderView;
  locale: string;
  postcode?: string;
}) {
  if (!order.returnableUntil) return null;
  const t = await getTranslations({ locale, namespace: 'Returns' });
  const until = formatShopDate(order.returnableUntil, locale);
  const closed = Date.now() > Date.parse(order.returnableUntil);
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  return (
    <section
      aria-labelledby="return-items-title"
      className="space-y-3 rounded-lg border border-line p-4"
      data-testid="return-items"
    >
      <h2 id="return-items-title" className="text-lg font-bold">
        {t('formTitle')}
      </h2>
      {closed ? (
        <p>{t('closed', { date: until })}</p>
      ) : (
        <ClientMessagesProvider locale={locale as Locale} messages={{ Returns: messages.Returns }}>
          <ReturnItemsForm
            orderNumber={order.number}
            postcode={postcode}
            lines={order.returnable}
            until={until}
          />
        </ClientMessagesProvider>
      )}
    </section>
  );
}
