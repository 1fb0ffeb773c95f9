import type { PhysicalStore } from '@/lib/commerce/stores/types';
import { directionsUrl, telHref } from '@/lib/stores/store-links';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Address, phone (a tel: link) and a plain route link: nothing is requested until clicked. */
export function StoreContact({ store, t }: { store: PhysicalStore; t: Translate }) {
  return (
    <div className="space-y-1 text-sm">
      <p>
        <span className="sr-only">{t('address')}: </span>
        {store.street}
        <br />
        {store.postcode} {store.city}
      </p>
      {store.phone ? (
        <p>
          <span className="sr-only">{t('phone')}: </span>
          <a
            href={telHref(store.phone)}
            className="text-brand underline underline-offset-2 hover:text-accent"
            aria-label={t('callStore', { name: store.name, phone: store.phone })}
          >
            {store.phone}
          </a>
        </p>
      ) : null}
      <p>
        <a
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand underline underline-offset-2 hover:text-accent"
          aria-label={t('routeLabel', { name: store.name })}
        >
          {t('route')}
        </a>
      </p>
    </div>
  );
}
