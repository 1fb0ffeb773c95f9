'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { fetchStoresForPicker } from '@/lib/commerce/stores/my-stores';
import type { PhysicalStore } from '@/lib/commerce/stores/types';
import { physicalStoresConfig } from '@/lib/config/physical-stores';
import { nextMyStore } from '@/lib/stores/my-store-cookie';
import { saveMyStore, useMyStoreCode } from '@/lib/stores/my-store-client';
import { initialPickerState, myStorePickerReducer } from '@/lib/stores/my-store-picker';
import { MyStoreList } from './my-store-list';
import { MyStoreCurrent } from './my-store-current';

/**
 * The my-store picker's body (spec §4): the list of stores, and after a choice (200 ms later,
 * §9) the chosen store's details. Choosing the chosen store again clears it.
 */
export function MyStorePanel({
  open,
  toggleId,
  floating,
  onClose,
}: {
  open: boolean;
  toggleId: string;
  floating: boolean;
  onClose(): void;
}) {
  const t = useTranslations('MyStore');
  const locale = useLocale();
  const saved = useMyStoreCode();
  const [state, dispatch] = useReducer(myStorePickerReducer, saved, initialPickerState);
  const [stores, setStores] = useState<PhysicalStore[] | null | 'failed'>(null);
  const root = useRef<HTMLDivElement>(null);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Which view takes focus when it appears: the one the shopper's action brought up.
  const focusCurrent = useRef(false);
  const focusList = useRef(false);

  useEffect(() => dispatch({ type: 'synced', code: saved }), [saved]);
  useEffect(() => {
    if (open) dispatch({ type: 'opened' });
  }, [open]);
  useEffect(() => () => void (switchTimer.current && clearTimeout(switchTimer.current)), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchStoresForPicker(controller.signal).then(
      (list) => !controller.signal.aborted && setStores(list ?? 'failed'),
      () => !controller.signal.aborted && setStores('failed'),
    );
    return () => controller.abort();
  }, []);

  // A floating dropdown closes on a click outside it; focus inside goes back to its toggle.
  useEffect(() => {
    if (!open || !floating) return;
    const picker = root.current?.closest('[data-my-store-picker]');
    const onPointer = (event: PointerEvent) => {
      if (picker && !picker.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, floating, onClose]);
  useEffect(() => {
    if (open) return;
    const active = document.activeElement;
    if (active && root.current?.contains(active))
      document.querySelector<HTMLElement>(`[aria-controls="${toggleId}"]`)?.focus();
  }, [open, toggleId]);

  const choose = (store: PhysicalStore) => {
    if (switchTimer.current) clearTimeout(switchTimer.current);
    const next = nextMyStore(state.selected, store.code);
    dispatch({ type: 'chose', code: store.code });
    saveMyStore(next ? { code: store.code, city: store.city } : null);
    if (!next) return;
    switchTimer.current = setTimeout(() => {
      focusCurrent.current = true;
      dispatch({ type: 'showCurrent' });
    }, physicalStoresConfig.storeSwitchViewDelay);
  };

  const list = Array.isArray(stores) ? stores : [];
  const current = list.find((store) => store.code === state.selected) ?? null;
  const view = state.view === 'current' && current ? 'current' : 'stores';

  return (
    <div
      ref={root}
      className={floating ? 'max-h-[min(36rem,75vh)] overflow-y-auto' : ''}
      data-view={view}
      data-testid="my-store-panel"
    >
      {stores === null ? (
        <p role="status" className="p-4 text-sm text-muted">
          {t('loading')}
        </p>
      ) : stores === 'failed' ? (
        <p role="alert" className="p-4 text-sm">
          {t('failed')}
        </p>
      ) : view === 'current' && current ? (
        <MyStoreCurrent
          store={current}
          locale={locale}
          takeFocus={focusCurrent}
          onOtherStore={() => {
            focusList.current = true;
            dispatch({ type: 'showStores' });
          }}
        />
      ) : (
        <MyStoreList
          stores={list}
          selected={state.selected}
          locale={locale}
          takeFocus={focusList}
          onChoose={choose}
        />
      )}
      <p className="border-t border-line px-4 py-3 text-sm">
        <Link prefetch={false} href="/winkels" className="btn-link">
          {t('allStores')}
        </Link>
      </p>
    </div>
  );
}
