import { getTranslations } from 'next-intl/server';
import type { PhysicalStore, ProductInStores } from '@/lib/commerce/stores';
import { localizedPath } from '@/lib/i18n/locales';
import { storePath } from '@/lib/stores/store-links';
import { Link } from '@/i18n/navigation';
import { LocationMap } from '@/components/map';
import { CityFilter } from './city-filter';
import { StoreCard } from './store-card';

/**
 * spec §2 store finder: map and list of the stores with opening hours, open now, address,
 * phone and route; filtered by city, and with a product's stock per store when the shopper
 * came from its product page.
 */
export async function StoreLocator({
  stores,
  locale,
  now,
  city,
  sku,
  product,
}: {
  stores: PhysicalStore[];
  locale: string;
  now: Date;
  city: string | null;
  sku: string | null;
  product: ProductInStores | null;
}) {
  const t = await getTranslations('Stores');
  const cities = [...new Set(stores.map((store) => store.city))].sort((a, b) =>
    a.localeCompare(b, locale),
  );
  const shown = city ? stores.filter((store) => store.city === city) : stores;
  const locations = shown.flatMap((store) =>
    store.position
      ? [
          {
            name: store.name,
            position: store.position,
            href: localizedPath(locale, storePath(store.code)),
            label: `${store.street}, ${store.city}`,
          },
        ]
      : [],
  );

  return (
    <div className="container-shop space-y-6 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
        <p className="text-lg">{t('intro')}</p>
      </header>
      {sku ? (
        <section
          aria-labelledby="product-stock-heading"
          className="rounded-md border border-brand/30 bg-brand-light p-4"
        >
          {product ? (
            <>
              <h2 id="product-stock-heading" className="text-xl font-bold text-brand">
                {t('stockHeading', { product: product.name })}
              </h2>
              <p className="mt-1">{t('stockIntro')}</p>
              <Link prefetch={false} href={product.href} className="btn-link mt-2 inline-block">
                {t('backToProduct')}
              </Link>
            </>
          ) : (
            <p id="product-stock-heading">{t('productNotFound')}</p>
          )}
        </section>
      ) : null}
      <LocationMap
        locations={locations}
        label={t('mapLabel')}
        showControls
        className="h-[30rem] w-full"
      />
      <section aria-labelledby="store-list-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="store-list-heading" className="text-2xl font-bold text-brand">
            {t('listHeading')}{' '}
            <span className="text-base font-normal text-muted">
              ({t('count', { count: shown.length })})
            </span>
          </h2>
          <CityFilter
            cities={cities}
            city={city}
            sku={sku}
            action={localizedPath(locale, '/winkels')}
            t={t}
          />
        </div>
        {shown.length === 0 ? (
          <p>
            <Link prefetch={false} href="/winkels" className="btn-link">
              {t('noStores')}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="store-list">
            {shown.map((store) => (
              <li key={store.code}>
                <StoreCard
                  store={store}
                  now={now}
                  locale={locale}
                  t={t}
                  stock={product ? (product.qtyByStore[store.code] ?? 0) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
