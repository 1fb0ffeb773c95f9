import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPhysicalStore } from '@/lib/commerce/stores';
import { alternatesFor } from '@/lib/seo/alternates';
import { storePath } from '@/lib/stores/store-links';
import { StorePage } from '@/components/stores/store-page';

// Per request, for the present's 'open now'; the store itself comes from the data cache.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; code: string }> };

/** The code from the path; a malformed escape (`%E0%A4%A`) is no store, not a server error. */
function storeCode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, code } = await params;
  const store = await getPhysicalStore(storeCode(code), locale);
  if (!store) return {};
  const t = await getTranslations({ locale, namespace: 'Stores' });
  return {
    title: store.name,
    description: t('storeMetaDescription', {
      name: store.name,
      street: store.street,
      city: store.city,
    }),
    alternates: alternatesFor(locale, storePath(store.code)),
  };
}

/** spec §2 store page: one store's details, week, map and Store structured data; 404 if unknown. */
export default async function StoreDetailPage({ params }: Props) {
  const { locale, code } = await params;
  setRequestLocale(locale);
  const store = await getPhysicalStore(storeCode(code), locale);
  if (!store) notFound();
  return <StorePage store={store} locale={locale} now={new Date()} />;
}
