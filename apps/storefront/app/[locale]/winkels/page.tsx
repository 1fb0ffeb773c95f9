import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/lib/seo/alternates';

export const revalidate = 10;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Stores' });
  return { title: t('title'), alternates: alternatesFor(locale, '/winkels') };
}

/** Store locator placeholder (its own issue); lives outside (site): no website structured data. */
export default async function StoresPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Stores');
  return (
    <section className="container-shop py-10">
      <h1 className="mb-3 text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mb-2 text-lg">{t('intro')}</p>
      <p className="text-muted">{t('comingSoon')}</p>
    </section>
  );
}
