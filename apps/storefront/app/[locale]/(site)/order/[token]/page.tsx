import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderStatus } from '@/components/orders/order-status';
import { getOrderByToken } from '@/lib/commerce/orders';
import { localizedPath } from '@/lib/i18n/locales';
import Link from 'next/link';

type Props = { params: Promise<{ locale: string; token: string }> };

/** One shopper's order: never cached, never indexed. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Tracking' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const plausibleToken = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The order the mails' "view your order" button opens (`/order/<token>`): the order's secret
 * token is the key, as on the success page, so a guest needs no account. Unlike the success
 * page it reports no purchase to analytics, however often the mail is opened.
 */
export default async function OrderPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const order = plausibleToken.test(token) ? await getOrderByToken(token) : null;
  if (!order) notFound();
  const t = await getTranslations('Tracking');
  const success = await getTranslations('OrderSuccess');
  return (
    <div className="container-shop max-w-3xl space-y-6 py-8">
      <h1 className="text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      <OrderStatus order={order} locale={locale} />
      <Link href={localizedPath(locale, '/')} className="btn btn-primary">
        {success('continue')}
      </Link>
    </div>
  );
}
