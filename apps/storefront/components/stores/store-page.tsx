import { getTranslations } from 'next-intl/server';
import type { PhysicalStore } from '@/lib/commerce/stores';
import { siteConfig } from '@/lib/config/site';
import { localizedPath } from '@/lib/i18n/locales';
import { jsonLd } from '@/lib/seo/structured-data';
import { storePath, telHref } from '@/lib/stores/store-links';
import { storeStructuredData } from '@/lib/stores/store-structured-data';
import { Link } from '@/i18n/navigation';
import { LocationMap } from '@/components/map';
import { StoreContact } from './store-contact';
import { StoreOpenStatus } from './store-open-status';
import { StoreWeekHours } from './store-week-hours';

/** spec §2 store page: details, the week's hours, a map and the store for search engines. */
export async function StorePage({
  store,
  locale,
  now,
}: {
  store: PhysicalStore;
  locale: string;
  now: Date;
}) {
  const t = await getTranslations('Stores');
  const pageUrl = `${siteConfig.url}${localizedPath(locale, storePath(store.code))}`;
  const data = storeStructuredData(store, {
    pageUrl,
    telephone: store.phone ? telHref(store.phone).slice('tel:'.length) : null,
  });
  return (
    <div className="container-shop space-y-6 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      <nav aria-label={t('title')}>
        <Link prefetch={false} href="/winkels" className="btn-link text-sm">
          ← {t('allStores')}
        </Link>
      </nav>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-brand">{store.name}</h1>
        <StoreOpenStatus week={store.openingHours} now={now} locale={locale} t={t} />
        <p className="max-w-2xl">{t('storeIntro', { city: store.city })}</p>
      </header>
      <div className="grid gap-6 desk:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="space-y-6">
          <section aria-labelledby="store-contact-heading" className="space-y-2">
            <h2 id="store-contact-heading" className="text-lg font-bold text-brand">
              {t('contact')}
            </h2>
            <StoreContact store={store} t={t} />
            {store.email ? (
              <p className="text-sm">
                <span className="sr-only">{t('email')}: </span>
                <a
                  href={`mailto:${store.email}`}
                  className="text-brand underline underline-offset-2 hover:text-accent"
                >
                  {store.email}
                </a>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="store-hours-heading" className="space-y-2">
            <h2 id="store-hours-heading" className="text-lg font-bold text-brand">
              {t('openingHours')}
            </h2>
            <StoreWeekHours
              week={store.openingHours}
              now={now}
              locale={locale}
              t={t}
              label={t('openingHours')}
            />
          </section>
        </div>
        {store.position ? (
          <LocationMap
            locations={[
              {
                name: store.name,
                position: store.position,
                label: `${store.street}, ${store.postcode} ${store.city}`,
              },
            ]}
            label={t('storeMapLabel', { name: store.name })}
            showControls
            className="h-72 w-full desk:h-96"
          />
        ) : null}
      </div>
    </div>
  );
}
