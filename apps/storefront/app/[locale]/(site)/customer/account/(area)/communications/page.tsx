import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterPreference } from '@/components/account/newsletter-preference';
import { requireAccount } from '@/lib/account/account-guard';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return { title: t('communicationsTitle') };
}

/** spec §2 communications preferences: the newsletter opt-in and its spec §4 state. */
export default async function CommunicationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { account } = await requireAccount(locale, '/customer/account/communications');
  const t = await getTranslations('AccountPages');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand">{t('communicationsTitle')}</h1>
      <NewsletterPreference subscribed={account.isSubscribed} state={account.newsletterState} />
    </div>
  );
}
