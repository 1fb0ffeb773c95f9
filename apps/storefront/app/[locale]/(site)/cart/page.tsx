import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPageView } from '@/components/cart/cart-page-view';
import { cartForPage } from '@/lib/cart/cart-for-page';
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

/** spec §2 cart page: the cart is in the server's HTML and read again in the browser. */
export default async function CartPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, initialCart] = await Promise.all([getTranslations('Cart'), cartForPage(locale)]);
  return (
    <div className="container-shop py-4">
      <h1 className="mb-4 text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      <CartPageView initialCart={initialCart} />
    </div>
  );
}
