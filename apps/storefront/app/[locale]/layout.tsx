import type { Metadata, Viewport } from 'next';
import '../globals.css';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import { toLanguageTag } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/config/site';
import { EngineUnavailableError, getLayoutData } from '@/lib/commerce';
import type { LayoutData } from '@/lib/commerce/types';
import { fallbackLayout } from '@/lib/layout/fallback-layout';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { ShopperState } from '@/components/state/shopper-state';
import { UiStateProvider } from '@/components/state/ui-state';
import { Toasts } from '@/components/ui/toast';
import { MaintenanceView } from '@/components/errors/error-views';
import { PageBehavioursScript } from '@/components/ui/page-behaviours';
import { TagLoaderScript } from '@/components/analytics/tag-loader-script';
import { ConsentGate } from '@/components/consent/consent-gate';
import { ConnectionNotice } from '@/components/connection/connection-notice';
import { analyticsConfig } from '@/lib/config/analytics';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Pages are rendered on their first visit and then served from the cache (spec §9: 10 s). */
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { themeColor: '#0b3b66', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    icons: { icon: '/favicon.svg' },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  let layout: LayoutData | null = null;
  let unavailable = siteConfig.maintenanceMode;
  if (!unavailable) {
    try {
      layout = await getLayoutData(locale);
    } catch (error) {
      if (!(error instanceof EngineUnavailableError)) throw error;
      unavailable = true;
    }
  }
  const t = await getTranslations({ locale, namespace: 'Errors' });
  const messages = clientMessages(await getMessages({ locale }));

  return (
    <html lang={toLanguageTag(locale)}>
      <body className="flex min-h-screen flex-col">
        <TagLoaderScript />
        <PageBehavioursScript />
        <ConnectionNotice />
        <ClientMessagesProvider locale={locale} messages={messages}>
          <ConsentGate tracking={analyticsConfig.tag !== null} />
          <UiStateProvider>
            <ShopperState>
              {unavailable ? (
                <main id="content" className="flex-1">
                  <MaintenanceView
                    title={t('maintenanceTitle')}
                    text={t('maintenanceText')}
                    retry={t('retry')}
                  />
                </main>
              ) : (
                <>
                  <Header layout={layout ?? fallbackLayout} />
                  <main id="content" className="flex-1">
                    {children}
                  </main>
                  <Footer layout={layout ?? fallbackLayout} />
                </>
              )}
            </ShopperState>
          </UiStateProvider>
          <Toasts />
        </ClientMessagesProvider>
      </body>
    </html>
  );
}
