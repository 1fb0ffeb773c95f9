import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterLinkPage } from '@/components/newsletter/newsletter-link-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// A mailed link for one address: never cached, never in a search engine.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: false } };
}

export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NewsletterLinkPage action="unsubscribe" query={await searchParams} />;
}
