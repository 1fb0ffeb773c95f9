import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { getAccount } from '@/lib/commerce/account';
import { getCheckout } from '@/lib/commerce/checkout';
import { currentSessionToken } from '@/lib/user/session';
import { cartConfig } from '@/lib/config/cart';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The shopper's own cart: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The namespaces the checkout's forms read in the browser, on this page only. */
const checkoutNamespaces = ['Checkout', 'Validation', 'Payment', 'PaymentMethods'];

/**
 * spec §2 /checkout: the three steps for the cart in the shopper's cookie; checkout?type=
 * cancelPayment (spec §2) comes back from the payment page with why (cancelled or denied).
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('Checkout');
  const payment = await getTranslations('Payment');
  const cartId = (await cookies()).get(cartConfig.cookieName)?.value;
  const token = await currentSessionToken();
  const [found, account] = await Promise.all([
    cartId ? getCheckout(cartId, token, locale) : null,
    token ? getAccount(token) : null,
  ]);
  // Signed in: the e-mail is the customer's, the address book is offered (issue: signed-in checkout).
  const customer =
    account && typeof account === 'object'
      ? { email: account.email, addresses: account.addresses }
      : null;
  const cart =
    found && typeof found === 'object' && customer && !found.email
      ? { ...found, email: customer.email }
      : found;
  const all = await getMessages({ locale });
  const messages = {
    ...clientMessages(all),
    ...Object.fromEntries(checkoutNamespaces.map((name) => [name, all[name]])),
  };
  const notice =
    query.type === 'cancelPayment'
      ? payment(
          query.reason === 'denied'
            ? 'orderDenied'
            : query.reason === 'unknown'
              ? 'unknown'
              : 'orderCancelled',
        )
      : null;

  return (
    <div className="container-shop py-6">
      <h1 className="mb-6 text-2xl font-bold text-brand sm:text-3xl">{t('title')}</h1>
      {cart === 'unavailable' ? (
        <p role="alert">{t('orderError')}</p>
      ) : !cart || cart.totalQuantity === 0 ? (
        <div className="mx-auto max-w-md py-10 text-center">
          {notice ? (
            <p role="alert" className="mb-4">
              {notice}
            </p>
          ) : null}
          <h2 className="mb-2 text-xl font-bold">{t('emptyTitle')}</h2>
          <p className="mb-6 text-muted">{t('emptyText')}</p>
          <Link href={localizedPath(locale as Locale, '/')} className="btn btn-primary">
            {t('emptyLink')}
          </Link>
        </div>
      ) : (
        <ClientMessagesProvider locale={locale as Locale} messages={messages}>
          <CheckoutFlow cart={cart} notice={notice} customer={customer} />
        </ClientMessagesProvider>
      )}
    </div>
  );
}
