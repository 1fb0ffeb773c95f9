import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderLines } from '@/components/orders/order-lines';
import { PurchaseTracker } from '@/components/orders/purchase-tracker';
import { getOrderByToken } from '@/lib/commerce/orders';
import { localizedPath } from '@/lib/i18n/locales';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One shopper's order: never cached, never indexed. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'OrderSuccess' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const plausibleToken = /^[A-Za-z0-9_-]{16,128}$/;

/** spec §2 checkout success, with the service promises of spec §9. */
export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('OrderSuccess');
  const token = (await searchParams).order;
  const order =
    typeof token === 'string' && plausibleToken.test(token) ? await getOrderByToken(token) : null;

  if (!order) {
    return (
      <div className="container-shop py-10">
        <h1 className="mb-4 text-2xl font-bold text-brand">{t('title')}</h1>
        <p>{t('notFound')}</p>
      </div>
    );
  }
  const pending = order.statusCode === 'PENDING_PAYMENT';
  return (
    <div className="container-shop max-w-3xl space-y-6 py-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-brand sm:text-3xl">
          {pending ? t('pendingTitle') : t('title')}
        </h1>
        <p className="text-lg">{t('orderNumber', { number: order.number })}</p>
        {pending ? <p>{t('pendingText')}</p> : null}
        <ul className="list-disc space-y-1 pl-6">
          <li>{t('confirmationMail')}</li>
          <li>{t('trackAndTrace')}</li>
        </ul>
      </div>
      <OrderLines order={order} locale={locale} title={t('items')} totalLabel={t('total')} />
      <div className="flex flex-wrap gap-3">
        <Link href={localizedPath(locale, '/shipping/tracking')} className="btn btn-secondary">
          {t('trackOrder')}
        </Link>
        <Link href={localizedPath(locale, '/')} className="btn btn-primary">
          {t('continue')}
        </Link>
      </div>
      <PurchaseTracker
        orderNumber={order.number}
        totalCents={order.totalCents}
        items={order.items.map((item) => ({
          uid: item.id,
          sku: item.sku,
          name: item.name,
          quantity: item.quantity,
          rowCents: item.rowCents,
        }))}
      />
    </div>
  );
}
