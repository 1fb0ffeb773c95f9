import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderAddress } from '@/components/account/order-address';
import { ReorderButton } from '@/components/account/reorder-button';
import { OrderInvoices } from '@/components/orders/order-invoices';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderRefunds } from '@/components/orders/order-refunds';
import { OrderProgress } from '@/components/orders/order-progress';
import { OrderReturns, ReturnItems } from '@/components/orders/order-returns';
import { requireAccount } from '@/lib/account/account-guard';
import { orderSearchMaxLength, orderStatusKey } from '@/lib/account/order-search';
import { EngineUnavailableError } from '@/lib/commerce';
import { getCustomerOrder } from '@/lib/commerce/account';
import { paymentMethodText } from '@/lib/checkout/payment-method-texts';
import { formatShopDate } from '@/lib/format/dates';
import { localizedPath } from '@/lib/i18n/locales';
import { OrderBusiness, OrderTotals } from './order-facts';

type Props = { params: Promise<{ locale: string; number: string }> };

/** An order number as the shop writes them; anything else is not one of the customer's orders. */
function orderNumberFrom(raw: string): string | null {
  let number: string;
  try {
    number = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return number.length <= orderSearchMaxLength && /^[A-Za-z0-9-]+$/.test(number) ? number : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, number } = await params;
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return { title: t('orderNumber', { number: orderNumberFrom(number) ?? '' }) };
}

/**
 * spec §2 order details: progress (processing, ready to ship, shipped, delivered), tracking
 * link, items, totals, addresses, payment method and reorder. Another customer's order number
 * is not found, exactly like one that does not exist.
 */
export default async function OrderDetailPage({ params }: Props) {
  const { locale, number: raw } = await params;
  setRequestLocale(locale);
  const number = orderNumberFrom(raw);
  const path = `/customer/account/orders/${encodeURIComponent(number ?? '')}`;
  const { token } = await requireAccount(locale, number ? path : '/customer/account/orders');
  if (!number) notFound();
  const order = await getCustomerOrder(token, number);
  if (order === 'unavailable') throw new EngineUnavailableError('order');
  if (!order || typeof order === 'string') notFound();
  const t = await getTranslations('AccountPages');
  const tracking = await getTranslations('Tracking');
  const checkout = await getTranslations('Checkout');
  const methods = await getTranslations('PaymentMethods');

  return (
    <article aria-labelledby="account-title" className="space-y-6" data-testid="order-detail">
      <Link href={localizedPath(locale, '/customer/account/orders')} className="btn-link">
        {t('backToOrders')}
      </Link>
      <header className="space-y-1">
        <h1 id="account-title" className="text-2xl font-bold text-brand">
          {t('orderNumber', { number: order.number })}
        </h1>
        <p>
          {t('orderedOn', { date: formatShopDate(order.date, locale) })} ·{' '}
          <span data-testid="order-status">{t(orderStatusKey(order.statusCode))}</span>
        </p>
      </header>
      {order.statusCode === 'CANCELED' ? null : (
        <OrderProgress
          status={order.statusCode}
          label={tracking('progress')}
          text={(key) => tracking(key)}
        />
      )}
      <OrderReturns order={order} locale={locale} />
      {order.tracking.map((track) => (
        <p key={track.number}>
          {track.url ? (
            <a href={track.url} rel="noopener" className="btn-link">
              {tracking('followParcel', { carrier: track.title, number: track.number })}
            </a>
          ) : (
            tracking('followParcel', { carrier: track.title, number: track.number })
          )}
        </p>
      ))}
      <ReorderButton orderNumber={order.number} />
      <OrderLines order={order} locale={locale} title={t('items')} totalLabel={t('grandTotal')} />
      <OrderTotals
        order={order}
        locale={locale}
        labels={{
          title: t('totals'),
          subtotal: t('subtotal'),
          shipping: t('shippingCosts'),
          shippingFree: t('shippingFree'),
          total: t('grandTotal'),
          tax: t('taxIncluded'),
        }}
      />
      <OrderInvoices order={order} locale={locale} />
      <OrderRefunds order={order} locale={locale} />
      <ReturnItems order={order} locale={locale} />
      <section aria-labelledby="order-addresses" className="space-y-3">
        <h2 id="order-addresses" className="text-lg font-bold">
          {t('addresses')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {order.shippingAddress ? (
            <OrderAddress
              title={order.pickupStoreCode ? t('pickupAddress') : t('shippingAddress')}
              address={order.shippingAddress}
              locale={locale}
            />
          ) : null}
          {order.billingAddress ? (
            <OrderAddress
              title={t('billingAddress')}
              address={order.billingAddress}
              locale={locale}
            />
          ) : null}
        </div>
      </section>
      <OrderBusiness
        business={order.billingAddress ?? order.shippingAddress}
        labels={{
          title: t('businessDetails'),
          company: checkout('company'),
          vatNumber: checkout('vatNumber'),
          reference: checkout('reference'),
        }}
      />
      {order.paymentMethod ? (
        <section aria-labelledby="order-payment">
          <h2 id="order-payment" className="text-lg font-bold">
            {t('paymentMethod')}
          </h2>
          <p>{paymentMethodText(methods, order.paymentMethodCode, order.paymentMethod).name}</p>
        </section>
      ) : null}
    </article>
  );
}
