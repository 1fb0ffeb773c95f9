import { getTranslations } from 'next-intl/server';
import type { OrderView } from '@/lib/commerce/orders';
import { formatShopDate } from '@/lib/format/dates';

/**
 * The order's invoices and credit notes as PDF downloads (the account's order page, the tracking
 * page and the page the order mails link to). Plain links: the route checks the session or the
 * key the engine put in the path.
 */
export async function OrderInvoices({ order, locale }: { order: OrderView; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'Invoices' });
  if (order.statusCode === 'CANCELED' && order.invoices.length === 0) return null;
  return (
    <section aria-labelledby="order-invoices" className="space-y-2" data-testid="order-invoices">
      <h2 id="order-invoices" className="text-lg font-bold">
        {t('title')}
      </h2>
      {order.invoices.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="space-y-1">
          {order.invoices.map((invoice) => (
            <li key={invoice.number}>
              <a href={invoice.path} download={`${invoice.number}.pdf`} className="btn-link">
                {t(invoice.kind === 'INVOICE' ? 'invoice' : 'creditNote', {
                  number: invoice.number,
                })}
              </a>{' '}
              <span className="text-sm text-gray-700">
                {t('issuedOn', { date: formatShopDate(invoice.issuedAt, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
