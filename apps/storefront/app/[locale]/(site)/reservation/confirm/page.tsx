import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { queryValue } from '@/components/auth/entry-page';
import { ReservationConfirmAction } from '@/components/reservation/reservation-confirm-action';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import type { Locale } from '@/lib/i18n/locales';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// A mailed link for one reservation: never cached, never in a search engine.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ReservationConfirm' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The link mailed with a new reservation (?token=): one button confirms it. */
export default async function ReservationConfirmPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('ReservationConfirm');
  const token = queryValue((await searchParams).token, 128);
  const all = await getMessages({ locale });
  const messages = { ...clientMessages(all), ReservationConfirm: all.ReservationConfirm };
  return (
    <div className="container-shop max-w-2xl space-y-4 py-10">
      <h1 className="text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      <ClientMessagesProvider locale={locale as Locale} messages={messages}>
        <ReservationConfirmAction token={token} />
      </ClientMessagesProvider>
    </div>
  );
}
