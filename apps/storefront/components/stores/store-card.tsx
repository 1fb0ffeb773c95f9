import type { PhysicalStore } from '@/lib/commerce/stores/types';
import { Link } from '@/i18n/navigation';
import { storePath } from '@/lib/stores/store-links';
import { StoreContact } from './store-contact';
import { StoreOpenStatus } from './store-open-status';
import { StoreWeekHours } from './store-week-hours';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One store in the locator's list; with `stock`, that product's stock in this store. */
export function StoreCard({
  store,
  now,
  locale,
  t,
  stock,
}: {
  store: PhysicalStore;
  now: Date;
  locale: string;
  t: Translate;
  /** Units of the product the shopper came from; undefined when not arriving from one. */
  stock?: number;
}) {
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-md border border-line p-4"
      data-store-code={store.code}
      aria-labelledby={`store-${store.code}`}
    >
      <div>
        <h3 id={`store-${store.code}`} className="text-lg font-bold text-brand">
          <Link prefetch={false} href={storePath(store.code)} className="hover:underline">
            {store.name}
          </Link>
        </h3>
        <StoreOpenStatus week={store.openingHours} now={now} locale={locale} t={t} />
      </div>
      {stock !== undefined ? (
        <p
          className={`rounded px-2 py-1 text-sm font-semibold ${stock > 0 ? 'bg-green-50 text-success' : 'bg-gray-100 text-muted'}`}
          data-testid="store-stock"
        >
          {stock > 0 ? t('inStock', { qty: stock }) : t('outOfStock')}
        </p>
      ) : null}
      <StoreContact store={store} t={t} />
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand">{t('openingHours')}</summary>
        <div className="pt-2">
          <StoreWeekHours
            week={store.openingHours}
            now={now}
            locale={locale}
            t={t}
            label={`${t('openingHours')} ${store.name}`}
          />
        </div>
      </details>
      <Link
        prefetch={false}
        href={storePath(store.code)}
        className="btn btn-secondary mt-auto self-start"
        aria-label={t('storePageLabel', { name: store.name })}
      >
        {t('storePage')}
      </Link>
    </article>
  );
}
