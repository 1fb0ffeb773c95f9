import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { signedInAccount } from '@/lib/account/account-guard';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { accountPageMessages } from '@/lib/i18n/client-namespaces';
import type { Locale } from '@/lib/i18n/locales';

/** The shopper's own data: read per request, never cached. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The account area (spec §2): navigation, the greeting (spec §6 'Hi, {name}') and the page.
 * Each page asks requireAccount() with its own path, so a guest signs in and comes back there.
 */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const signedIn = await signedInAccount();
  if (!signedIn) return children;
  const t = await getTranslations('AccountPages');
  const messages = accountPageMessages(await getMessages({ locale }));
  return (
    <ClientMessagesProvider locale={locale as Locale} messages={messages}>
      <div className="container-shop grid grid-cols-[minmax(0,1fr)] gap-6 py-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0 space-y-3">
          <p className="text-lg font-bold text-brand">
            {t('greeting', { name: signedIn.account.firstname })}
          </p>
          <AccountNav />
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </ClientMessagesProvider>
  );
}
