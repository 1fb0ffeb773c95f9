import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WishlistItems } from '@/components/wishlist/wishlist-items';
import { getWishlist } from '@/lib/commerce/wishlist';
import { currentSessionToken } from '@/lib/user/session';
import { localizedPath } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

const path = '/customer/account/wishlist';

// The shopper's own page: never from the page cache, never in a search engine.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Wishlist' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Sends a guest to sign in and back here (spec §2: every account page). */
function toSignIn(locale: string): never {
  const back = encodeURIComponent(localizedPath(locale, path));
  redirect(`${localizedPath(locale, '/customer/account/login')}?redirect=${back}`);
}

/** spec §2 favourites: the signed-in shopper's wishlist. */
export default async function WishlistPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const token = await currentSessionToken();
  if (!token) toSignIn(locale);
  const wishlist = await getWishlist(token, locale);
  if (wishlist.kind === 'signed-out') toSignIn(locale);
  const t = await getTranslations('Wishlist');
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      {wishlist.kind === 'failed' ? (
        <p role="alert" className="mt-4 rounded-md bg-brand-light p-4">
          {t('loadError')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-muted" data-testid="wishlist-count">
            {t('count', { count: wishlist.items.length })}
          </p>
          <WishlistItems items={wishlist.items} />
        </>
      )}
    </div>
  );
}
