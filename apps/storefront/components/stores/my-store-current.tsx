'use client';

import { useEffect, useRef, type MutableRefObject } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import type { PhysicalStore } from '@/lib/commerce/stores/types';
import { shopTimeZone } from '@/lib/config/time-zone';
import { localWeekdayAndMinutes } from '@/lib/layout/opening-hours';
import { openStateText } from '@/lib/stores/open-state-text';
import { directionsUrl, storePath, telHref } from '@/lib/stores/store-links';
import { storeOpenState } from '@/lib/stores/store-opening';

const linkClass = 'text-brand underline underline-offset-2 hover:text-accent';

/** The picker's current-store view: the chosen store's state, hours today, address and links. */
export function MyStoreCurrent({
  store,
  locale,
  takeFocus,
  onOtherStore,
}: {
  store: PhysicalStore;
  locale: string;
  /** Set when the view appears after a choice: its heading then takes focus. */
  takeFocus: MutableRefObject<boolean>;
  onOtherStore(): void;
}) {
  const t = useTranslations('MyStore');
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const state = storeOpenState(store.openingHours, now);
  const today = store.openingHours[localWeekdayAndMinutes(now, shopTimeZone).weekday];

  useEffect(() => {
    if (!takeFocus.current) return;
    takeFocus.current = false;
    heading.current?.focus();
  }, [takeFocus]);

  return (
    <div className="space-y-3 p-4" data-testid="my-store-current">
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('current')}</p>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-brand">
          {store.name}
        </h2>
        <p className={`text-sm font-semibold ${state.open ? 'text-success' : 'text-muted'}`}>
          {openStateText(state, locale, t)}
        </p>
        <p className="text-sm">
          {today?.open && today.close
            ? t('todayHours', { open: today.open, close: today.close })
            : t('todayClosed')}
        </p>
      </div>
      <p className="text-sm">
        {store.street}
        <br />
        {store.postcode} {store.city}
      </p>
      <ul className="space-y-1 text-sm">
        {store.phone ? (
          <li>
            <a
              href={telHref(store.phone)}
              className={linkClass}
              aria-label={t('callStore', { name: store.name, phone: store.phone })}
            >
              {store.phone}
            </a>
          </li>
        ) : null}
        <li>
          <a
            href={directionsUrl(store)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            aria-label={t('routeLabel', { name: store.name })}
          >
            {t('route')}
          </a>
        </li>
        <li>
          <Link prefetch={false} href={storePath(store.code)} className={linkClass}>
            {t('storePage')}
          </Link>
        </li>
      </ul>
      <button type="button" className="btn btn-secondary w-full" onClick={onOtherStore}>
        {t('otherStore')}
      </button>
    </div>
  );
}
