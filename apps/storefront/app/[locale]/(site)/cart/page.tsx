import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPageView } from '@/components/cart/cart-page-view';
import { alternatesFor } from '@/lib/seo/alternates';

type Props = { params: Promise<{ locale: string }> };

// The shopper's own page: never from the page cache, never in a search engine.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return {
    title: t('title'),
    alternates: alternatesFor(locale, '/cart'),
    robots: { index: false, follow: false },
  };
}

/** spec §2 cart page; the cart itself is read in the browser from /api/cart. */
export default async function CartPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Cart');
  return (
    <div className="container-shop py-4">
      <h1 className="mb-4 text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      <CartPageView />
    </div>
  );
}
