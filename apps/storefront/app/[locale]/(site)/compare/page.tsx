import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareTable } from '@/components/compare/compare-table';
import { alternatesFor } from '@/lib/seo/alternates';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return {
    title: t('compareTitle'),
    alternates: alternatesFor(locale, '/compare'),
    robots: { index: false, follow: true },
  };
}

/** spec §2 compare page; the list lives in the browser (compare_skus). */
export default async function ComparePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('catalog');
  return (
    <div className="container-shop py-4">
      <h1 className="mb-4 text-2xl font-bold text-brand sm:text-3xl">{t('compareTitle')}</h1>
      <CompareTable />
    </div>
  );
}
