'use client';

import { useEffect, useRef, type MutableRefObject } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { PhysicalStore } from '@/lib/commerce/stores/types';
import { openStateText } from '@/lib/stores/open-state-text';
import { storeOpenState } from '@/lib/stores/store-opening';

/** The picker's list view: one button per store, the chosen one pressed. */
export function MyStoreList({
  stores,
  selected,
  locale,
  takeFocus,
  onChoose,
}: {
  stores: PhysicalStore[];
  selected: string | null;
  locale: string;
  /** Set when the shopper asked for another store: the chosen store's button takes focus. */
  takeFocus: MutableRefObject<boolean>;
  onChoose(store: PhysicalStore): void;
}) {
  const t = useTranslations('MyStore');
  const list = useRef<HTMLUListElement>(null);
  const now = new Date();

  useEffect(() => {
    if (!takeFocus.current) return;
    takeFocus.current = false;
    const buttons = list.current;
    (
      buttons?.querySelector<HTMLElement>('[aria-pressed="true"]') ??
      buttons?.querySelector<HTMLElement>('button')
    )?.focus();
  }, [takeFocus]);

  return (
    <div className="p-4">
      <h2 className="text-base font-bold text-brand">{t('chooseHeading')}</h2>
      <p className="mb-3 text-sm text-muted">{t('chooseIntro')}</p>
      <ul ref={list} className="space-y-2" data-testid="my-store-list">
        {stores.map((store) => {
          const chosen = store.code === selected;
          const state = storeOpenState(store.openingHours, now);
          return (
            <li key={store.code}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onChoose(store)}
                data-store-code={store.code}
                className={`flex w-full items-start justify-between gap-3 rounded-md border px-3 py-2 text-left hover:border-brand ${chosen ? 'border-brand bg-brand-light' : 'border-line'}`}
              >
                <span>
                  <span className="block font-semibold text-brand">{store.name}</span>
                  <span className={`block text-xs ${state.open ? 'text-success' : 'text-muted'}`}>
                    {openStateText(state, locale, t)}
                  </span>
                </span>
                {chosen ? (
                  <span className="shrink-0 rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white">
                    {t('chosen')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
