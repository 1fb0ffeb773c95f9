import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderStatus } from '@/components/orders/order-status';
import { findOrderForTracking } from '@/lib/commerce/orders';
import { trackingLimits, trackingQuery } from '@/lib/commerce/orders/tracking-query';
import { localizedPath } from '@/lib/i18n/locales';
import { clientAddressOf } from '@/lib/user/client-address';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Answers depend on the query: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Tracking' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * spec §2 /shipping/tracking: order number and postcode give the order's progress, the
 * carrier's link and its items. A plain GET form, so it works without JavaScript; a wrong number
 * and a wrong postcode get the same answer. The number and postcode stay in the page's own
 * address, so reloading it asks again; the engine locks a number (or a client address) after too
 * many wrong answers, and the page says for how long.
 */
export default async function TrackingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Tracking');
  const search = await searchParams;
  const asked = typeof search.number === 'string' || typeof search.postcode === 'string';
  const query = trackingQuery(search);
  const answer = query
    ? await findOrderForTracking(
        query.number,
        query.postcode,
        clientAddressOf({ headers: await headers() }),
      )
    : null;
  const order = answer?.kind === 'found' ? answer.order : null;
  const value = (name: string) => (typeof search[name] === 'string' ? search[name] : '');

  return (
    <div className="container-shop max-w-3xl space-y-6 py-8">
      <h1 className="text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      <form method="get" action={localizedPath(locale, '/shipping/tracking')} className="space-y-4">
        <p>{t('intro')}</p>
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="tracking-number" className="mb-1 block text-sm font-semibold">
              {t('orderNumber')}
            </label>
            <input
              id="tracking-number"
              name="number"
              required
              maxLength={trackingLimits.numberMax}
              defaultValue={value('number')}
              className="min-h-11 w-full rounded-md border border-gray-400 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="tracking-postcode" className="mb-1 block text-sm font-semibold">
              {t('postcode')}
            </label>
            <input
              id="tracking-postcode"
              name="postcode"
              required
              maxLength={trackingLimits.postcodeMax}
              autoComplete="postal-code"
              defaultValue={value('postcode')}
              className="min-h-11 w-full rounded-md border border-gray-400 px-3 py-2"
            />
          </div>
          <button type="submit" className="btn btn-primary">
            {t('submit')}
          </button>
        </div>
      </form>
      {asked && !order ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {answer?.kind === 'locked' ? t('locked', { minutes: answer.minutes }) : t('notFound')}
        </p>
      ) : null}
      {order && query ? (
        <OrderStatus order={order} locale={locale} postcode={query.postcode} />
      ) : null}
    </div>
  );
}
